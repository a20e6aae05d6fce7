import CGMP

// Whole-number functions: exact on exact integers (and on approximations that are whole).

extension Number {
    /// x!: exact for a non-negative integer, Γ(x + 1) approximated otherwise.
    package static func factorial(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if x.isInteger && x.sign < 0 { throw .domain("factorial of a negative integer") }
        if case .exact(let r) = x.value, r.isInteger {
            return Number(try exactFactorial(r))
        }
        return try approximate(
            try x + Number(1), precision: precision, domain: "factorial of a negative integer",
            { mpfr_gamma($0, $1, MPFR_RNDN) }, derivative: Slope.gamma)
    }

    /// Γ(x): exact (x − 1)! for a positive integer.
    package static func gamma(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if x.isInteger && x.sign <= 0 { throw .domain("gamma is undefined at zero and the negative integers") }
        if case .exact(let r) = x.value, r.isInteger {
            return Number(try exactFactorial(r - .one))
        }
        return try approximate(
            x, precision: precision, domain: "gamma is undefined at zero and the negative integers",
            { mpfr_gamma($0, $1, MPFR_RNDN) }, derivative: Slope.gamma)
    }

    private static func exactFactorial(_ n: Rational) throws(NumberError) -> Rational {
        guard case .small(let k, 1) = n else { throw .limit(NumberLimits.message) }
        if k <= 20 { return .small((1..<Swift.max(k, 1) + 1).reduce(1, *), 1) }
        try ResultSize.factorial(Int(k)).check()
        return Rational(integer: GMPInteger.factorial(UInt(k)))
    }

    package static func gcd(_ values: [Number]) throws(NumberError) -> Number {
        let integers = try wholeNumbers(values, "gcd")
        return Number(Rational(integer: integers.dropFirst().reduce(integers[0].magnitude) { GMPInteger.gcd($0, $1) }))
    }

    package static func lcm(_ values: [Number]) throws(NumberError) -> Number {
        let integers = try wholeNumbers(values, "lcm")
        var result = integers[0].magnitude
        for value in integers.dropFirst() {
            guard result.sign != 0, value.sign != 0 else {
                result = GMPInteger(0)
                continue
            }
            // lcm(a, b) = a/gcd(a, b) · |b|: its size known exactly before the product is made.
            let divisor = GMPInteger.gcd(result, value)
            try ResultSize(numeratorLog2: result.magnitudeLog2 - divisor.magnitudeLog2 + value.magnitudeLog2).check()
            result = result.exactlyDivided(by: divisor) * value.magnitude
        }
        return Number(Rational(integer: result))
    }

    /// n choose k; 0 when k is outside 0…n.
    package static func choose(_ n: Number, _ k: Number) throws(NumberError) -> Number {
        let (n, k) = try countingArguments(n, k, "ncr")
        guard let k else { return Number(0) }
        let smaller = Swift.min(k, n - k)
        try ResultSize.binomial(n, smaller).check()
        return Number(Rational(integer: GMPInteger(n).choose(UInt(smaller))))
    }

    /// Permutations of k out of n, n!/(n − k)!; 0 when k is outside 0…n.
    package static func permutations(_ n: Number, _ k: Number) throws(NumberError) -> Number {
        let (n, k) = try countingArguments(n, k, "npr")
        guard let k else { return Number(0) }
        try ResultSize.permutations(n, k).check()
        let product = GMPInteger(n).choose(UInt(k)) * GMPInteger.factorial(UInt(k))
        return Number(Rational(integer: product))
    }

    /// n and k as machine integers, k nil when it is more than n.
    private static func countingArguments(_ n: Number, _ k: Number, _ name: String) throws(NumberError) -> (Int, Int?) {
        let parts = try wholeNumbers([n, k], name)
        if parts[0].sign < 0 { throw .domain("\(name) takes n ≥ 0") }
        if parts[1].sign < 0 { throw .domain("\(name) takes k ≥ 0") }
        if GMPInteger.compare(parts[1], parts[0]) > 0 { return (0, nil) }
        guard let n = parts[0].int64, let k = parts[1].int64 else { throw .limit(NumberLimits.message) }
        return (Int(n), Int(k))
    }

    /// The values as integers, or the "takes whole numbers" error.
    private static func wholeNumbers(_ values: [Number], _ name: String) throws(NumberError) -> [GMPInteger] {
        var result: [GMPInteger] = []
        for value in values {
            guard value.isInteger else { throw .domain("\(name) takes whole numbers") }
            // An approximation as large as exp(10^9) is a whole number past the limit.
            if case .approximate(let a) = value.value, a.magnitudeLog2 > Double(NumberLimits.bits) {
                throw .limit(NumberLimits.message)
            }
            result.append(value.rational.numerator)
        }
        return result
    }
}
