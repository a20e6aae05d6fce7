// Angles in degrees: exact where the answer is rational (sin 30° is 1/2, tan 45° is 1), as the
// `Double` degrees functions are; through radians otherwise.

extension Number {
    package static func sin(degrees x: Number, precision: Int) throws(NumberError) -> Number {
        if case .exact(let r) = x.value, let turn = try? Number.mod(Number(r), Number(360)) {
            let exact: [Int: Rational] = [
                0: .zero, 30: .small(1, 2), 90: .one, 150: .small(1, 2),
                180: .zero, 210: .small(-1, 2), 270: .small(-1, 1), 330: .small(-1, 2),
            ]
            if case .exact(.small(let n, 1)) = turn.value, let value = exact[Int(n)] { return Number(value) }
        }
        return try sin(radians(x, precision: precision), precision: precision)
    }

    package static func cos(degrees x: Number, precision: Int) throws(NumberError) -> Number {
        try sin(degrees: x + Number(90), precision: precision)
    }

    package static func tan(degrees x: Number, precision: Int) throws(NumberError) -> Number {
        if case .exact = x.value, case .exact(.small(let n, 1)) = try Number.mod(x, Number(180)).value {
            switch n {
            case 0: return Number(0)
            case 45: return Number(1)
            case 90: throw .domain("tan is undefined at 90° + k·180°")
            case 135: return Number(-1)
            default: break
            }
        }
        return try tan(radians(x, precision: precision), precision: precision)
    }

    /// Degrees to radians: x·π/180.
    package static func radians(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if x.isExact && x.isZero { return x }
        return try x * pi(precision: precision) / Number(180)
    }

    /// Radians to degrees: x·180/π.
    package static func degrees(_ x: Number, precision: Int) throws(NumberError) -> Number {
        if x.isExact && x.isZero { return x }
        return try x * Number(180) / pi(precision: precision)
    }
}
