import CGMP

// Whole-number functions: exact on exact integers (and on approximations that are whole).

extension Number {
    /// x!: exact for a non-negative integer (approximated when it would pass the size limit),
    /// Γ(x + 1) approximated otherwise.
    package static func factorial(_ x: Number, precision: Int) throws(NumberError) -> Number {
        try checkPole(try x + Number(1), message: "factorial is undefined at the negative integers")
        if x.isInteger && x.sign < 0 { throw .domain("factorial of a negative integer") }
        if case .exact(let r) = x.value, r.isInteger {
            return try exactFactorial(r, precision: precision)
        }
        return try approximate(
            try x + Number(1), precision: precision, domain: .domain("factorial of a negative integer"),
            { mpfr_gamma($0, $1, MPFR_RNDN) }, derivative: Slope.gamma,
            cost: LongCall.Cost.gamma)
    }

    /// Γ(x): exact (x − 1)! for a positive integer.
    package static func gamma(_ x: Number, precision: Int) throws(NumberError) -> Number {
        try checkPole(x, message: "gamma is undefined at zero and the negative integers")
        if x.isInteger && x.sign <= 0 { throw .domain("gamma is undefined at zero and the negative integers") }
        if case .exact(let r) = x.value, r.isInteger {
            return try exactFactorial(r - .one, precision: precision)
        }
        return try approximate(
            x, precision: precision, domain: .domain("gamma is undefined at zero and the negative integers"),
            { mpfr_gamma($0, $1, MPFR_RNDN) }, derivative: Slope.gamma,
            cost: LongCall.Cost.gamma)
    }

    /// Γ's poles are 0 and the negative integers: an approximation whose bound reaches one is
    /// undecided, and at the refinement cap an error.
    private static func checkPole(_ x: Number, message: String) throws(NumberError) {
        guard case .approximate(let a) = x.value, a.float.sign <= 0 || a.mayBeZero else { return }
        let nearest = MPFRFloat.make(bits: a.bits) { mpfr_rint($0, a.float.x, MPFR_RNDN) }.0
        guard nearest.sign <= 0, a.mayEqual(Approximation(float: nearest, errorLog2: -.infinity).exactValue) else {
            return
        }
        throw unresolvable(message + " (or too close to one to tell)")
    }

    /// n! for an integer n ≥ 0; past the size limit, Γ(n + 1) from MPFR, correctly rounded at the
    /// working precision (its argument is exact).
    private static func exactFactorial(_ n: Rational, precision: Int) throws(NumberError) -> Number {
        if case .small(let k, 1) = n {
            if k <= 20 { return Number(Rational.small((1..<Swift.max(k, 1) + 1).reduce(1, *), 1)) }
            let size = ResultSize.factorial(Int(k))
            if size.fits {
                try StopCheck.charge(bits: size.bits)
                return Number(Rational(integer: try GMPInteger.factorial(UInt(k))))
            }
        }
        let bits = workingBits(precision)
        let argument = n + .one
        return try pastTheLimit { () throws(NumberError) in
            let x = Approximation(argument, bits: Swift.max(bits, argument.bitWidth))
            return try Approximation(
                MPFRFloat.make(
                    bits: bits, cost: .gamma(bits: Swift.max(bits, x.bits)), { mpfr_gamma($0, $1, MPFR_RNDN) },
                    x.float),
                propagated: -.infinity)
        }
    }

    package static func gcd(_ values: [Number]) throws(NumberError) -> Number {
        let integers = try wholeNumbers(values, "gcd")
        return Number(Rational(integer: integers.dropFirst().reduce(integers[0].magnitude) { GMPInteger.gcd($0, $1) }))
    }

    /// The least common multiple; approximated, at `precision` digits, when it would pass the
    /// size limit.
    package static func lcm(
        _ values: [Number], precision: Int = NumberLimits.defaultPrecision
    ) throws(NumberError) -> Number {
        let integers = try wholeNumbers(values, "lcm")
        var result = integers[0].magnitude
        for (index, value) in integers.enumerated().dropFirst() {
            guard result.sign != 0, value.sign != 0 else {
                result = GMPInteger(0)
                continue
            }
            // lcm(a, b) = a/gcd(a, b) · |b|: its size known exactly before the product is made.
            let divisor = GMPInteger.gcd(result, value)
            let factor = value.magnitude.exactlyDivided(by: divisor)
            guard NumberLimits.fits(log2: result.magnitudeLog2 + factor.magnitudeLog2) else {
                return try lcmPastTheLimit([result, factor], integers[(index + 1)...], precision: precision)
            }
            result = result * factor
        }
        return Number(Rational(integer: result))
    }

    /// The lcm of `factors`' product and `rest`, past the size limit: kept as a list of factors,
    /// each new value's contribution its quotient by its gcd with the product, worked out
    /// factor by factor (gcd(ab, c) = gcd(a, c)·gcd(b, c/gcd(a, c))) so the product is never
    /// built; then the product approximated. A zero makes the lcm 0.
    private static func lcmPastTheLimit(
        _ factors: [GMPInteger], _ rest: ArraySlice<GMPInteger>, precision: Int
    ) throws(NumberError) -> Number {
        var factors = factors
        for value in rest {
            if value.sign == 0 { return Number(0) }
            var remaining = value.magnitude
            for factor in factors {
                remaining = remaining.exactlyDivided(by: GMPInteger.gcd(factor, remaining))
            }
            factors.append(remaining)
        }
        let bits = workingBits(precision)
        return try pastTheLimit { () throws(NumberError) in
            var product = Approximation(Rational(integer: factors[0]), bits: bits)
            for factor in factors.dropFirst() {
                product = try multiply(product, Approximation(Rational(integer: factor), bits: bits))
            }
            return product
        }
    }

    /// n choose k; 0 when k is outside 0…n; approximated, at `precision` digits, when it would
    /// pass the size limit.
    package static func choose(
        _ n: Number, _ k: Number, precision: Int = NumberLimits.defaultPrecision
    ) throws(NumberError) -> Number {
        let (n, k) = try countingArguments(n, k, "ncr")
        guard let k else { return Number(0) }
        let other = n - k
        let smaller = GMPInteger.compare(k, other) <= 0 ? k : other
        if let count = smaller.int64 {
            let size =
                n.int64.map { ResultSize.binomial(Int($0), Int(count)) }
                ?? ResultSize(numeratorLog2: Double(count) * n.magnitudeLog2)
            if size.fits {
                try StopCheck.charge(bits: size.bits)
                return Number(Rational(integer: try n.choose(UInt(count))))
            }
        }
        return try factorialQuotient(n, over: [k, other], precision: precision)
    }

    /// Permutations of k out of n, n!/(n − k)!; 0 when k is outside 0…n; approximated, at
    /// `precision` digits, when it would pass the size limit.
    package static func permutations(
        _ n: Number, _ k: Number, precision: Int = NumberLimits.defaultPrecision
    ) throws(NumberError) -> Number {
        let (n, k) = try countingArguments(n, k, "npr")
        guard let k else { return Number(0) }
        if let count = k.int64 {
            let size =
                n.int64.map { ResultSize.permutations(Int($0), Int(count)) }
                ?? ResultSize(numeratorLog2: Double(count) * n.magnitudeLog2)
            if size.fits {
                try StopCheck.charge(bits: size.bits)
                return Number(Rational(integer: try n.choose(UInt(count)) * GMPInteger.factorial(UInt(count))))
            }
        }
        return try factorialQuotient(n, over: [n - k], precision: precision)
    }

    /// n and k, k nil when it is more than n.
    private static func countingArguments(_ n: Number, _ k: Number, _ name: String) throws(NumberError) -> (
        GMPInteger, GMPInteger?
    ) {
        let parts = try wholeNumbers([n, k], name)
        if parts[0].sign < 0 { throw .domain("\(name) takes n ≥ 0") }
        if parts[1].sign < 0 { throw .domain("\(name) takes k ≥ 0") }
        if GMPInteger.compare(parts[1], parts[0]) > 0 { return (parts[0], nil) }
        return (parts[0], parts[1])
    }

    /// The values as integers, or the "takes whole numbers" error.
    private static func wholeNumbers(_ values: [Number], _ name: String) throws(NumberError) -> [GMPInteger] {
        var result: [GMPInteger] = []
        for value in values {
            // An approximation as large as exp(10^9) is a whole number past the limit: its exact
            // value would be an integer GMP cannot be asked to build.
            if case .approximate(let a) = value.value, a.magnitudeLog2 > Double(NumberLimits.bits) {
                throw .limit(
                    "\(name) takes exact whole numbers of at most 10,000,000 digits; this one is an approximation")
            }
            // An approximation counts when it is certainly an integer, or is taken as one at the
            // refinement cap (`decidedInteger(_:)`).
            guard let integer = try decidedInteger(value) else { throw .domain("\(name) takes whole numbers") }
            result.append(integer.numerator)
        }
        return result
    }
}
