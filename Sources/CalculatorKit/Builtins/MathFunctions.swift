/// The functions of the standard table that the C library does not provide as they are.
enum MathFunctions {
    static func isInteger(_ x: Double) -> Bool { x.isFinite && x == x.rounded(.towardZero) }

    /// `x!`: an exact product for whole numbers up to 170 (171! overflows), Γ(x + 1) otherwise;
    /// NaN for negative whole numbers, where Γ has poles.
    static func factorial(_ x: Double) -> Double {
        if isInteger(x) {
            if x < 0 { return .nan }
            return x > 170 ? .infinity : factorials[Int(x)]
        }
        return CLibrary.tgamma(x + 1)
    }

    /// 0! through 170!, each correctly rounded. A plain running product drifts by a few units in
    /// the last place (170! would print as 7.25741561530799e306); carrying the product as an
    /// unevaluated sum of two doubles, with each multiplication's exact error from `fma`, keeps
    /// about 106 bits, so the final rounding is right.
    private static let factorials: [Double] = {
        var table = [1.0]
        var (high, low) = (1.0, 0.0)
        for factor in 1...170 {
            let f = Double(factor)
            let product = high * f
            let error = CLibrary.fma(high, f, -product)
            let tail = low * f + error
            high = product + tail
            low = tail - (high - product)
            table.append(high)
        }
        return table
    }()

    /// Γ(x); NaN at its poles (zero and the negative whole numbers) instead of ±inf.
    static func gamma(_ x: Double) -> Double {
        if isInteger(x) && x <= 0 { return .nan }
        return CLibrary.tgamma(x)
    }

    static func gcd(_ values: [Double]) -> Double {
        guard values.allSatisfy(isInteger) else { return .nan }
        return values.dropFirst().reduce(abs(values[0])) { gcd($0, abs($1)) }
    }

    private static func gcd(_ a: Double, _ b: Double) -> Double {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, CLibrary.fmod(a, b)) }
        return a
    }

    static func lcm(_ values: [Double]) -> Double {
        guard values.allSatisfy(isInteger) else { return .nan }
        return values.dropFirst().reduce(abs(values[0])) { a, b in
            // Once the running result has overflowed to inf, Euclid's loop on it would reach NaN
            // and never end (found by fuzzing: FuzzRegressionTests).
            guard a.isFinite else { return a }
            let b = abs(b)
            return a == 0 || b == 0 ? 0 : a / gcd(a, b) * b
        }
    }

    /// n choose k; 0 when k is more than n, NaN for a negative n or k (as Python's `math.comb`
    /// refuses them), which checked arithmetic reports.
    static func choose(_ n: Double, _ k: Double) -> Double {
        guard isInteger(n), isInteger(k), n >= 0, k >= 0 else { return .nan }
        if k > n { return 0 }
        let k = min(k, n - k)
        var result = 1.0
        var i = 1.0
        // After step i the product is C(n - k + i, i) ≥ 2^i, so it overflows within about 1,030
        // steps; once it is inf it stays inf, so stopping there changes no result and bounds the
        // loop (k ≥ 2^53 would otherwise never end, as `i += 1` stops counting).
        while i <= k && result.isFinite {
            result = result * (n - k + i) / i
            i += 1
        }
        return result < 9_007_199_254_740_992 ? result.rounded() : result
    }

    /// Permutations of k out of n; 0 when k is more than n, NaN for a negative n or k.
    static func permutations(_ n: Double, _ k: Double) -> Double {
        guard isInteger(n), isInteger(k), n >= 0, k >= 0 else { return .nan }
        if k > n { return 0 }
        var result = 1.0
        var factor = n - k + 1
        while factor <= n && result.isFinite {
            result *= factor
            factor += 1
        }
        return result
    }

    /// The floored modulo: the result has the sign of the divisor (`mod(-7, 3)` is 2).
    static func flooredModulo(_ a: Double, _ b: Double) -> Double {
        let r = CLibrary.fmod(a, b)
        return r != 0 && (r < 0) != (b < 0) ? r + b : r
    }

    /// Rounds half away from zero: `round(2.5)` is 3, `round(-2.5)` is −3.
    static func round(_ x: Double) -> Double { x.rounded(.toNearestOrAwayFromZero) }

    static func sign(_ x: Double) -> Double { x > 0 ? 1 : x < 0 ? -1 : x }

    /// `min` and `max` that return NaN when any argument is NaN.
    static func minimum(_ values: [Double]) -> Double {
        values.contains(where: \.isNaN) ? .nan : values.min()!
    }

    static func maximum(_ values: [Double]) -> Double {
        values.contains(where: \.isNaN) ? .nan : values.max()!
    }

    /// `log(x)` in base 10, `log(x, b)` in base b; NaN for a base that is not positive or is 1.
    static func logarithm(_ values: [Double]) -> Double {
        if values.count == 1 { return CLibrary.log10(values[0]) }
        let base = values[1]
        return base <= 0 || base == 1 ? .nan : CLibrary.log(values[0]) / CLibrary.log(base)
    }
}

/// Trigonometry in degrees, exact where the answer is: `sin(180)` is 0, `sin(30)` is 0.5 and
/// `sin(45)` is the correctly rounded √½,
/// where converting to radians first would give 1.2e-16 and 0.49999999999999994.
enum Degrees {
    static let perRadian = 180 / Double.pi

    static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        var r = CLibrary.fmod(x, 360)
        if r < 0 { r += 360 }
        var sign = 1.0
        if r >= 180 {
            r -= 180
            sign = -1
        }
        if r > 90 { r = 180 - r }
        let value: Double =
            switch r {
            case 0: 0
            case 30: 0.5
            case 45: (0.5).squareRoot()  // through radians it would be one unit in the last place low
            case 90: 1
            default: cSin(r / perRadian)
            }
        return sign * value
    }

    static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        return sin(CLibrary.fmod(x, 360) + 90)
    }

    static func tan(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        var r = CLibrary.fmod(x, 180)
        if r < 0 { r += 180 }
        switch r {
        case 0: return 0
        case 45: return 1
        case 90: return .infinity
        case 135: return -1
        default: return cTan(r / perRadian)
        }
    }
}

// The C functions, named apart from ``Degrees``' own `sin` and `tan`.
@inline(__always) private func cSin(_ x: Double) -> Double { CLibrary.sin(x) }
@inline(__always) private func cTan(_ x: Double) -> Double { CLibrary.tan(x) }
