import CalculatorNumbers
import Testing

@testable import CalculatorKit

/// Each builtin's exact/approximate body, in Number+Builtins.swift: every one answers, exact
/// where the result is rational, with checked arithmetic's words for its errors.
struct NumberBuiltinTests {
    /// A builtin's operands (named: the test macro misreads `[Number]` once CalculatorKit's
    /// `Number` alias is in scope beside CalculatorNumbers' type).
    typealias Operands = [Number]

    /// The builtins `Number` has no body for, and why that is right.
    static let unavailable: Set<Builtin> = [.infinity, .notANumber, .imaginaryUnit, .polar]

    /// How many operands to give `builtin`: as many as its `Double` body takes (2 if any number).
    static func operandCount(_ builtin: Builtin) -> Int? {
        switch Double.body(of: builtin, in: ArithmeticContext(angles: .radians)) {
        case .constant: 0
        case .unary: 1
        case .binary, .variadic: 2
        case .conditional, .unavailable: nil
        }
    }

    @Test(arguments: Builtin.allCases, [CalculatorOptions.AngleUnit.radians, .degrees])
    func everyBuiltinAnswers(_ builtin: Builtin, _ angles: CalculatorOptions.AngleUnit) throws {
        let body = Number.body(of: builtin, in: ArithmeticContext(angles: angles, precision: 15))
        if case .unavailable = body {
            #expect(Self.unavailable.contains(builtin))
            return
        }
        guard let count = Self.operandCount(builtin) else { return }
        // 1/2 is in every domain but acosh's, so some argument answers for each builtin.
        let arguments: [[Number]] = [
            Array(repeating: Number(numerator: 1, denominator: 2)!, count: count),
            Array(repeating: Number(2), count: count),
        ]
        let answers = arguments.compactMap { operands in (try? body.result(operands)) ?? nil }
        #expect(!answers.isEmpty, "\(builtin) answers none of \(arguments)")
    }

    static let exactCases: [(Builtin, [Number], String)] = [
        (.power, [Number(2), Number(64)], "18446744073709551616"),
        (.power, [Number(numerator: 2, denominator: 3)!, Number(-2)], "2.25"),
        (.squareRoot, [Number(numerator: 9, denominator: 4)!], "1.5"),
        (.power, [Number(8), Number(numerator: 1, denominator: 3)!], "2"),
        (.add, [Number(numerator: 1, denominator: 10)!, Number(numerator: 2, denominator: 10)!], "0.3"),
        (.remainder, [Number(-7), Number(2)], "-1"),
        (.flooredModulo, [Number(-7), Number(2)], "1"),
        (.round, [Number(numerator: -5, denominator: 2)!], "-3"),
        (.round, [Number(numerator: 5, denominator: 2)!], "3"),
        (.combinations, [Number(10), Number(3)], "120"),
        (.greatestCommonDivisor, [Number(12), Number(18)], "6"),
        (.equal, [Number(numerator: 3, denominator: 10)!, Number(numerator: 3, denominator: 10)!], "1"),
    ]

    @Test(arguments: exactCases)
    func exactResults(_ builtin: Builtin, _ operands: Operands, _ expected: String) throws {
        let result = try #require(
            try Number.body(of: builtin, in: ArithmeticContext(angles: .radians, precision: 15)).result(operands))
        #expect(result.isExact)
        #expect(result.description == expected)
    }

    @Test func degreesMode() throws {
        let sine = Number.body(of: .sine, in: ArithmeticContext(angles: .degrees, precision: 15))
        let result = try #require(try sine.result([Number(30)]))
        #expect(result.description == "0.5")
    }

    static let errorCases: [(Builtin, [Number], String)] = [
        (.divide, [Number(1), Number(0)], "division by zero"),
        (.divide, [Number(0), Number(0)], "division by zero"),
        (.squareRoot, [Number(-1)], "square root of a negative number"),
        (.naturalLogarithm, [Number(0)], "logarithm of zero"),
        (.factorial, [Number(-1)], "factorial of a negative integer"),
    ]

    @Test(arguments: errorCases)
    func errorsKeepCheckedWords(_ builtin: Builtin, _ operands: Operands, _ message: String) {
        let body = Number.body(of: builtin, in: ArithmeticContext(angles: .radians, precision: 15))
        #expect(throws: NumberError.self) { _ = try body.result(operands) }
        do {
            _ = try body.result(operands)
        } catch {
            #expect(error.message == message)
        }
    }
}
