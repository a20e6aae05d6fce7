import Testing

@testable import CalculatorKit

/// `to` and `->` as the loosest operator (``Precedence/conversion``): how statements group
/// around it, chains, and the errors where a conversion cannot go, with their columns.
struct ConversionOperatorTests {
    /// Source and the parse tree: the conversion takes everything on its left, and is
    /// left-associative.
    static let trees: [(String, String)] = [
        ("255 to hex", "(to hex 255)"),
        ("1 + 2 to hex", "(to hex (+ 1 2))"),
        ("1 < 2 to bin", "(to bin (< 1 2))"),
        ("-2^2! to frac", "(to frac (- (^ 2 (! 2))))"),
        ("x to frac to hex", "(to hex (to frac x))"),
        ("255 -> hex -> bin", "(to bin (to hex 255))"),
        ("2x to sci", "(to sci (* 2 x))"),
    ]

    @Test(arguments: trees)
    func grouping(_ source: String, _ tree: String) {
        #expect(CalculatorBrain().parseTree(source) == [tree])
    }

    /// A chain: every step must write the value, the last one shows it, `ans` keeps the value.
    static let chains: [(String, String)] = [
        ("255 to hex to bin", "0b11111111"),
        ("255 to frac to hex", "0xff"),
        ("0.75 to sci to frac", "3/4"),
        ("255 -> bin to dec", "255"),
    ]

    @Test(arguments: chains, ProgrammerTests.arithmetics)
    func chain(_ example: (String, String), arithmetic: CalculatorOptions.Arithmetic) {
        let brain = ProgrammerTests.brain(arithmetic)
        #expect(ProgrammerTests.shown(example.0, brain) == example.1)
        #expect(ProgrammerTests.shown("ans", brain) == ProgrammerTests.shown(example.0 + " to dec", brain))
    }

    /// Where a conversion cannot go, the error points at the `to` (or at what follows it).
    static let errors: [ProgrammerTests.Failing] = [
        .init(source: "0.5 to frac to hex", message: "0.5 is not an integer", column: 13, length: 2),
        .init(source: "0.5 to hex to frac", message: "0.5 is not an integer", column: 5, length: 2),
        .init(source: "255 to hex to", message: "expected a format after 'to'", column: 14, length: 0),
        .init(source: "255 to hex to hx", message: "unknown format 'hx'", column: 15, length: 2),
        .init(source: "255 to hex + 1", message: "unexpected '+'", column: 12, length: 1),
        .init(source: "255 to hex 3", message: "unexpected '3'", column: 12, length: 1),
        .init(source: "255 to hex = 3", message: "unexpected '='", column: 12, length: 1),
        .init(
            source: "(255 to hex) + 1", message: "expected ')' to close '(' at 1:1, found 'to'", column: 6, length: 2),
        .init(source: "sin(1 to hex)", message: "expected ')' to close '(' at 1:4, found 'to'", column: 7, length: 2),
        .init(source: "x = 0.5 to frac to hex", message: "0.5 is not an integer", column: 17, length: 2),
        // The right side is an expression of names: formats stand alone, other names are units.
        .init(source: "1 to m/s", message: "cannot convert a number to m/s (speed)", column: 3, length: 2),
        .init(source: "1 to m/xyz", message: "unknown unit 'xyz'", column: 8, length: 3),
        .init(source: "1 to hex/s", message: "the format 'hex' cannot be part of an expression", column: 6, length: 3),
        .init(source: "1 to hex^2", message: "the format 'hex' cannot be part of an expression", column: 6, length: 3),
        .init(
            source: "1 to hex*bin", message: "the format 'hex' cannot be part of an expression", column: 6, length: 3),
        .init(
            source: "1 to bin + hex", message: "the format 'bin' cannot be part of an expression", column: 6, length: 3),
        .init(source: "255 to hex^x", message: "unexpected '^'", column: 11, length: 1),
        .init(source: "255 to hex * 2", message: "unexpected '*'", column: 12, length: 1),
    ]

    @Test(arguments: errors)
    func error(_ failing: ProgrammerTests.Failing) {
        for arithmetic in failing.arithmetics {
            let error = ProgrammerTests.brain(arithmetic).execute(failing.source).compactMap(\.error).first
            #expect(error?.message == failing.message, "\(arithmetic)")
            #expect(error?.range.column == failing.column, "\(arithmetic)")
            #expect(error?.range.utf8Offsets.count == failing.length, "\(arithmetic)")
        }
    }

    /// `to` and `->` are the table's, in every table (an empty one too): the parser finds them
    /// there, as it finds a word operator, and no name can be spelled so.
    @Test(arguments: [OperationTable(), .standard])
    func everyTableHasTheConversionOperator(_ table: OperationTable) {
        for spelling in OperationTable.conversionSpellings {
            let roles = table.roles(ofWord: spelling)
            #expect(roles.isConversion, "\(spelling)")
            #expect(!roles.isOperator && roles.name == nil, "\(spelling)")
        }
        let brain = CalculatorBrain(operations: table)
        #expect(brain.execute("255 to hex")[0].presentation == Presentation(format: .hex))
        #expect(brain.execute("255 -> frac -> bin")[0].conversion == .bin)
        #expect(brain.execute("255")[0].presentation == .plain)
    }

    /// The level is below every operator of the table, so no operand but a statement's whole
    /// expression can end in a conversion.
    @Test func conversionIsTheLoosestLevel() {
        for operation in OperationTable.standard.operations {
            if case .infix(let precedence, _) = operation.role {
                #expect(Precedence.conversion < precedence, "\(operation.symbol)")
            }
        }
        #expect(Precedence.conversion < .comparison)
    }

    /// The one-pass compiler and `compile` refuse a conversion as before.
    @Test(arguments: ["x to hex", "1 + x -> bin", "x to frac to hex"])
    func compileRefuses(_ source: String) {
        #expect(throws: CalculatorError.self) { try CalculatorBrain().compile(source) }
    }
}
