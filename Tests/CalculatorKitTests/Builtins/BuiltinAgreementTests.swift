import SeededRandom
import Testing

@testable import CalculatorKit

/// Each builtin's body is written once, in Double+Builtins.swift. The stack machine (with its own
/// instructions, fused constants and lanes), constant folding and the keypad must all give what
/// that switch gives, bit for bit (any NaN matches any NaN).
struct BuiltinAgreementTests {
    /// `-0x1p-1030` is a subnormal (about -8.7e-311), written exactly so the compiler does not warn.
    static let samples: [Double] = [
        0, -0.0, 1, -1, 2, 2.5, -7, 3, 1e308, -0x1p-1030, .infinity, -.infinity, .nan, 0.5,
    ]

    static func same(_ a: Double?, _ b: Double?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
    }

    /// `x` as calc source, read back to the same bits.
    static func literal(_ x: Double) -> String {
        if x.isNaN { return "nan" }
        if x.isInfinite { return x < 0 ? "(-inf)" : "inf" }
        return "(\(x))"
    }

    /// Every tuple of `count` samples.
    static func tuples(_ count: Int) -> [[Double]] {
        (0..<count).reduce([[]]) { partial, _ in partial.flatMap { tuple in samples.map { tuple + [$0] } } }
    }

    /// `operation` applied to `operands` (source text), as the grammar spells it.
    static func source(_ operation: Operation, _ operands: [String]) -> String {
        // A percent form is reached by writing its right operand as a percent (`x + (y)%`).
        if isPercentForm(operation) { return "\(operands[0]) \(operation.symbol) (\(operands[1]))%" }
        return switch operation.role {
        case .constant: operation.symbol
        case .prefix: "\(operation.symbol)(\(operands[0]))"
        case .postfix: "(\(operands[0]))\(operation.symbol)"
        case .infix: "\(operands[0]) \(operation.symbol) \(operands[1])"
        case .function: "\(operation.symbol)(\(operands.joined(separator: ", ")))"
        }
    }

    /// Whether `operation` is a form of the percent rule (`a + b%`), whose right operand is the
    /// percent's value: `b / 100` of the `b` written.
    static func isPercentForm(_ operation: Operation) -> Bool {
        operation.builtin == .increaseByPercent || operation.builtin == .decreaseByPercent
    }

    /// The operands `operation`'s body gets for `operands` written in ``source(_:_:)``.
    static func bodyOperands(_ operation: Operation, _ operands: [Double]) -> [Double] {
        isPercentForm(operation) ? [operands[0], operands[1] / 100] : operands
    }

    /// The operand counts to try: every count up to three that the operation accepts.
    static func counts(_ operation: Operation) -> [Int] {
        (0...3).filter(operation.arity.accepts)
    }

    @Test func literalsReadBackExactly() throws {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee))
        for x in Self.samples { #expect(Self.same(try brain.evaluate(Self.literal(x)), x), "\(x)") }
    }

    @Test(arguments: [CalculatorOptions.AngleUnit.radians, .degrees])
    func machineFoldingAndKeypadAgreeWithTheSwitch(_ unit: CalculatorOptions.AngleUnit) throws {
        let brain = CalculatorBrain(options: CalculatorOptions(angleUnit: unit, arithmetic: .ieee))
        let keypad = CalculatorBrain(options: CalculatorOptions(angleUnit: unit, arithmetic: .ieee))
        let table = OperationTable.standard
        var compared = 0
        var pressed = 0
        for operation in table.operations {
            // `i` and `polar` are complex numbers, which `Double` arithmetic refuses.
            guard let builtin = operation.builtin, builtin != .conditional, builtin != .random,
                builtin != .imaginaryUnit, builtin != .polar
            else { continue }
            for count in Self.counts(operation) {
                let names = Array(["x", "y", "z"].prefix(count))
                let compiled = try brain.compile(Self.source(operation, names))
                for operands in Self.tuples(count) {
                    let expected = Double.apply(
                        builtin, Self.bodyOperands(operation, operands), in: ArithmeticContext(angles: unit))
                    let shown = "\(operation.symbol) \(operands) in \(unit)"
                    #expect(expected != nil, "\(shown): no body")
                    // The machine, point by point and in lanes.
                    #expect(Self.same(compiled.evaluate(operands), expected), "machine: \(shown)")
                    if count > 0 {
                        let lanes = compiled.evaluate(columns: operands.map { [$0] })
                        #expect(Self.same(lanes.first, expected), "lanes: \(shown)")
                    }
                    // Constant folding.
                    let folded = try brain.evaluate(Self.source(operation, operands.map(Self.literal)))
                    #expect(Self.same(folded, expected), "folding: \(shown)")
                    // The keypad, where the spelling is this operation's key.
                    if let key = Keypad.key(operation.symbol, in: table), Self.isKey(key, for: operation) {
                        switch (key, operands.count) {
                        case (.constant, 0):
                            keypad.performOperation(operation.symbol)
                        case (.unary, 1):
                            keypad.setOperand(operands[0])
                            keypad.performOperation(operation.symbol)
                        case (.binary, 2):
                            keypad.setOperand(operands[0])
                            keypad.performOperation(operation.symbol)
                            keypad.setOperand(operands[1])
                            keypad.performOperation("=")
                        default:
                            continue
                        }
                        #expect(Self.same(keypad.result, expected), "keypad: \(shown)")
                        pressed += 1
                    }
                    compared += 1
                }
                // The machine's fused instructions: a constant right operand (`x + 2`, `x^2`).
                if case .infix = operation.role {
                    for b in Self.samples {
                        let fused = try brain.compile(Self.source(operation, ["x", Self.literal(b)]))
                        for a in Self.samples {
                            let expected = Double.apply(
                                builtin, Self.bodyOperands(operation, [a, b]), in: ArithmeticContext(angles: unit))
                            let shown = "\(operation.symbol) \([a, b]) in \(unit)"
                            #expect(Self.same(fused.evaluate([a]), expected), "fused: \(shown)")
                            #expect(Self.same(fused.evaluate(columns: [[a]]).first, expected), "fused lanes: \(shown)")
                        }
                    }
                }
            }
        }
        #expect(compared > 4_000)
        #expect(pressed > 2_000)
    }

    /// The C functions the machines call by address (`Double.cFunction(of:angles:)`) are the
    /// bodies' own: the same value at the samples and at values spread over many magnitudes.
    @Test(arguments: [CalculatorOptions.AngleUnit.radians, .degrees])
    func cFunctionsAreTheBodies(_ unit: CalculatorOptions.AngleUnit) {
        var random = SplitMix64(seed: 11)
        let spread = (0..<2_000).map { _ in
            Double(
                sign: Bool.random(using: &random) ? .minus : .plus, exponent: Int.random(in: -40...40, using: &random),
                significand: Double.random(in: 1..<2, using: &random))
        }
        var checked: [Builtin] = []
        for builtin in Builtin.allCases {
            guard let direct = Double.cFunction(of: builtin, angles: unit) else { continue }
            guard case .unary(let body) = Double.body(of: builtin, in: ArithmeticContext(angles: unit)) else {
                Issue.record("\(builtin) has a C function but no body of one operand")
                continue
            }
            for x in Self.samples + spread {
                #expect(Self.same(direct(x), body(x)), "\(builtin)(\(x)) in \(unit)")
            }
            checked.append(builtin)
        }
        // Radians take the trigonometric functions too; degrees convert, so not those.
        #expect(checked.contains(.hyperbolicSine) && checked.contains(.naturalLogarithm))
        #expect(checked.contains(.sine) == (unit == .radians))
        #expect(checked.count == (unit == .radians ? 17 : 11))
    }

    /// The builtins said to pass a non-finite operand on do: their lanes and kernel do not
    /// note the operand, so a hidden failure would go unseen.
    @Test(arguments: [CalculatorOptions.AngleUnit.radians, .degrees])
    func passingNonFiniteOnIsTrue(_ unit: CalculatorOptions.AngleUnit) {
        var passing = 0
        for builtin in Builtin.allCases where Double.passesNonFiniteOn(builtin) {
            guard case .unary(let body) = Double.body(of: builtin, in: ArithmeticContext(angles: unit)) else {
                Issue.record("\(builtin) is said to pass non-finite operands on but is not unary")
                continue
            }
            for x in [Double.infinity, -.infinity, .nan] {
                #expect(!body(x).isFinite, "\(builtin)(\(x)) in \(unit) is \(body(x))")
            }
            passing += 1
        }
        #expect(passing >= 15)
    }

    /// Whether `key` runs `operation` itself (`-` on the keypad is subtraction, not negation).
    static func isKey(_ key: Keypad.Key, for operation: Operation) -> Bool {
        switch key {
        case .equals: false
        case .constant: operation.role == .constant
        case .unary(let found, _), .binary(let found):
            found.builtin == operation.builtin && found.role == operation.role
        }
    }

    /// Each of the machine's own instructions maps back to the builtin it runs, whose
    /// checked-arithmetic message it gives.
    @Test func instructionsMapBackToTheirBuiltins() {
        for builtin in Builtin.allCases {
            guard let instruction = Instruction(builtin) else { continue }
            #expect(instruction.builtin == builtin)
        }
    }
}
