@testable import CalculatorNumbers

/// A small expression evaluator over ``Number``, so the tables below read as calc input
/// (`sqrt(2)^2 - 2`). It is not calc's parser: no names beyond the builtins used here, no
/// diagnostics; `^` binds tighter than prefix minus and is right-associative, as in calc.
struct TinyEvaluator {
    let precision: Int
    private var characters: [Character] = []
    private var index = 0

    init(precision: Int = 15) { self.precision = precision }

    static func evaluate(_ source: String, precision: Int = 15) throws -> Number {
        var evaluator = TinyEvaluator(precision: precision)
        evaluator.characters = Array(source.filter { $0 != " " })
        let value = try evaluator.comparison()
        guard evaluator.index == evaluator.characters.count else { throw SyntaxError(source) }
        return value
    }

    struct SyntaxError: Error {
        let source: String
        init(_ source: String) { self.source = source }
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private mutating func take(_ text: String) -> Bool {
        let end = index + text.count
        guard end <= characters.count, String(characters[index..<end]) == text else { return false }
        index = end
        return true
    }

    private mutating func comparison() throws -> Number {
        let left = try bitOr()
        if take("==") { return Number(Number.compare(left, try bitOr()) == 0 ? 1 : 0) }
        if take("<") { return Number(Number.compare(left, try bitOr()) < 0 ? 1 : 0) }
        return left
    }

    private mutating func bitOr() throws -> Number {
        var value = try bitAnd()
        while take("|") { value = try Number.bitOr(value, try bitAnd()) }
        return value
    }

    private mutating func bitAnd() throws -> Number {
        var value = try shift()
        while take("&") { value = try Number.bitAnd(value, try shift()) }
        return value
    }

    private mutating func shift() throws -> Number {
        var value = try sum()
        while true {
            if take("<<") {
                value = try Number.shiftLeft(value, try sum(), precision: precision)
            } else if take(">>") {
                value = try Number.shiftRight(value, try sum())
            } else {
                return value
            }
        }
    }

    private mutating func sum() throws -> Number {
        var value = try product()
        while true {
            if take("+") {
                value = try Number.sum(value, product(), precision: precision)
            } else if take("-") {
                value = try Number.difference(value, product(), precision: precision)
            } else {
                return value
            }
        }
    }

    private mutating func product() throws -> Number {
        var value = try prefix()
        while true {
            if take("*") {
                value = try Number.product(value, prefix(), precision: precision)
            } else if take("/") {
                value = try Number.quotient(value, prefix(), precision: precision)
            } else if take("%") {
                value = try Number.remainder(value, prefix(), precision: precision)
            } else {
                return value
            }
        }
    }

    private mutating func prefix() throws -> Number {
        if take("-") { return -(try prefix()) }
        return try power()
    }

    private mutating func power() throws -> Number {
        let base = try postfix()
        if take("^") { return try Number.power(base, try prefix(), precision: precision) }
        return base
    }

    private mutating func postfix() throws -> Number {
        var value = try primary()
        while take("!") { value = try Number.factorial(value, precision: precision) }
        return value
    }

    private mutating func primary() throws -> Number {
        if take("(") {
            let value = try comparison()
            guard take(")") else { throw SyntaxError(String(characters)) }
            return value
        }
        if let c = peek, c.isNumber { return try literal() }
        var name = ""
        while let c = peek, c.isLetter || c.isNumber {
            name.append(c)
            index += 1
        }
        var arguments: [Number] = []
        if take("(") {
            repeat { arguments.append(try comparison()) } while take(",")
            guard take(")") else { throw SyntaxError(String(characters)) }
        }
        return try call(name, arguments)
    }

    private mutating func literal() throws -> Number {
        if take("0x") { return try radixLiteral(16) }
        if take("0b") { return try radixLiteral(2) }
        if take("0o") { return try radixLiteral(8) }
        var digits = ""
        var fraction = 0
        var seenPoint = false
        while let c = peek, c.isNumber || c == "." || c == "_" {
            if c == "." {
                seenPoint = true
            } else if c != "_" {
                digits.append(c)
                if seenPoint { fraction += 1 }
            }
            index += 1
        }
        var exponent = 0
        if peek == "e" {
            index += 1
            let negative = take("-")
            var text = ""
            while let c = peek, c.isNumber {
                text.append(c)
                index += 1
            }
            exponent = (negative ? -1 : 1) * Int(text)!
        }
        return try Number(radix: 10, significand: digits, exponent: exponent - fraction, precision: precision)!
    }

    private mutating func radixLiteral(_ radix: Int) throws -> Number {
        var digits = ""
        while let c = peek, c.isHexDigit {
            digits.append(c)
            index += 1
        }
        return try Number(radix: radix, significand: digits)!
    }

    private func call(_ name: String, _ a: [Number]) throws -> Number {
        let p = precision
        switch name {
        case "pi": return Number.pi(precision: p)
        case "e": return Number.e(precision: p)
        case "tau": return Number.tau(precision: p)
        case "phi": return Number.phi(precision: p)
        case "sqrt": return try Number.squareRoot(a[0], precision: p)
        case "cbrt": return try Number.cubeRoot(a[0], precision: p)
        case "abs": return Number.abs(a[0])
        case "sign": return try Number.sign(a[0])
        case "floor": return try Number.floor(a[0])
        case "ceil": return try Number.ceil(a[0])
        case "round": return try Number.round(a[0])
        case "trunc": return try Number.trunc(a[0])
        case "min": return Number.min(a)
        case "max": return Number.max(a)
        case "gcd": return try Number.gcd(a)
        case "lcm": return try Number.lcm(a, precision: p)
        case "ncr": return try Number.choose(a[0], a[1], precision: p)
        case "npr": return try Number.permutations(a[0], a[1], precision: p)
        case "fact": return try Number.factorial(a[0], precision: p)
        case "gamma": return try Number.gamma(a[0], precision: p)
        case "mod": return try Number.mod(a[0], a[1], precision: p)
        case "exp": return try Number.exp(a[0], precision: p)
        case "ln": return try Number.ln(a[0], precision: p)
        case "log": return try Number.log(a[0], base: a.count > 1 ? a[1] : nil, precision: p)
        case "log2": return try Number.log2(a[0], precision: p)
        case "log10": return try Number.log10(a[0], precision: p)
        case "sin": return try Number.sin(a[0], precision: p)
        case "cos": return try Number.cos(a[0], precision: p)
        case "tan": return try Number.tan(a[0], precision: p)
        case "asin": return try Number.asin(a[0], precision: p)
        case "acos": return try Number.acos(a[0], precision: p)
        case "atan": return try Number.atan(a[0], precision: p)
        case "atan2": return try Number.atan2(a[0], a[1], precision: p)
        case "sinh": return try Number.sinh(a[0], precision: p)
        case "cosh": return try Number.cosh(a[0], precision: p)
        case "tanh": return try Number.tanh(a[0], precision: p)
        case "asinh": return try Number.asinh(a[0], precision: p)
        case "acosh": return try Number.acosh(a[0], precision: p)
        case "atanh": return try Number.atanh(a[0], precision: p)
        case "hypot": return try Number.hypot(a[0], a[1], precision: p)
        case "sind": return try Number.sin(degrees: a[0], precision: p)
        case "cosd": return try Number.cos(degrees: a[0], precision: p)
        case "tand": return try Number.tan(degrees: a[0], precision: p)
        case "deg": return try Number.degrees(a[0], precision: p)
        case "rad": return try Number.radians(a[0], precision: p)
        case "xor": return try Number.bitXor(a[0], a[1])
        case "bitnot": return try Number.bitNot(a[0])
        default: throw SyntaxError(name)
        }
    }
}
