import Testing

@testable import CalculatorKit

/// The float machine's façade (`FloatMachine.swift`): what the brain and `CompiledExpression`
/// call. Whichever layer answers, a source compiles to the program its tree does, a statement's
/// value and errors are the stack machine's, and a point or a column gives the value the
/// machine gives at that point.
struct FloatMachineTests {
    static let table = OperationTable.standard
    static let state = CalculatorState()

    /// The expression statement `source` as the parser reads it.
    static func tree(_ source: String) -> SyntaxTree? {
        var tree: SyntaxTree?
        Parser.parse(source, table: table) { statement in
            if case .success(.expression(let expression, _)) = statement.result { tree = expression }
            return false
        }
        return tree
    }

    /// The program's value at `point` on the stack machine, NaN where it fails.
    static func run(_ program: Program, at point: [Double], checked: Bool) -> Double {
        var failure: RuntimeFailure?
        return point.withUnsafeBufferPointer {
            FloatMachine.value(of: program, at: $0, checked: checked, failure: &failure)
        }
    }

    /// Sources the one-pass compile takes, each with its variables and a point to evaluate at.
    static let onePass: [(source: String, names: [String], point: [Double], value: Double)] = [
        ("x + 1", ["x"], [2], 3),
        ("(x + 2) * y", ["x", "y"], [1, 4], 12),
        ("x^2 - y / 4", ["x", "y"], [3, 8], 7),
        ("2 * sin(y) + x", ["y", "x"], [0, 5], 5),
        ("pi", [], [], .pi),
        ("-x * -x", ["x"], [3], 9),
    ]

    @Test(arguments: onePass)
    func compilesASourceInOnePassAsItsTree(
        _ example: (source: String, names: [String], point: [Double], value: Double)
    ) throws {
        let options = CalculatorOptions(arithmetic: .checked)
        var cache = FloatMachine.CompileCache()
        let direct = try #require(
            FloatMachine.compile(example.source, table: Self.table, options: options, state: Self.state, cache: &cache))
        var fresh = FloatMachine.CompileCache()
        let tree = try #require(Self.tree(example.source))
        let twoPass = try FloatMachine.compile(
            tree, source: example.source, table: Self.table, options: options, state: Self.state, cache: &fresh)
        #expect(direct.variableNames == example.names)
        #expect(twoPass.variableNames == example.names)
        #expect(direct.program.code.map(\.opcode) == twoPass.program.code.map(\.opcode))
        #expect(Self.run(direct.program, at: example.point, checked: true) == example.value)
        #expect(Self.run(twoPass.program, at: example.point, checked: true) == example.value)
    }

    /// What the one-pass compile leaves to the tree (nil): other shapes, and every error.
    @Test(arguments: ["2x", "x = 1", "1 +", "f(x) = x^2", "1; 2", "", "(x"])
    func leavesOtherShapesToTheTree(_ source: String) {
        var cache = FloatMachine.CompileCache()
        #expect(
            FloatMachine.compile(
                source, table: Self.table, options: CalculatorOptions(), state: Self.state, cache: &cache) == nil)
    }

    /// One cache through a run of compiles gives each the variables and values it would get
    /// with a cache of its own, by either path (`2x` goes through the tree).
    @Test func aCacheChangesNoResult() throws {
        let options = CalculatorOptions(arithmetic: .ieee)
        var shared = FloatMachine.CompileCache()
        let sources = ["sin(x)", "2 * sin(x) + y", "x", "y + x", "2x + sin(y)", "cos(z)", "x + y"]
        for source in sources {
            var own = FloatMachine.CompileCache()
            let compiled =
                try FloatMachine.compile(source, table: Self.table, options: options, state: Self.state, cache: &shared)
                ?? FloatMachine.compile(
                    try #require(Self.tree(source)), source: source, table: Self.table, options: options,
                    state: Self.state,
                    cache: &shared)
            let alone =
                try FloatMachine.compile(source, table: Self.table, options: options, state: Self.state, cache: &own)
                ?? FloatMachine.compile(
                    try #require(Self.tree(source)), source: source, table: Self.table, options: options,
                    state: Self.state,
                    cache: &own)
            #expect(compiled.variableNames == alone.variableNames, "\(source)")
            let point = [0.5, 1.5, 2.5].prefix(alone.variableNames.count).map { $0 }
            #expect(
                Self.run(compiled.program, at: point, checked: false)
                    == Self.run(alone.program, at: point, checked: false), "\(source)")
        }
    }

    /// A statement's value, or its error where the failure points: at the operand it is about.
    @Test(
        arguments: [
            ("1 / 4", CalculatorOptions.Arithmetic.checked, 0.25, nil, nil),
            ("1 / 0", .ieee, .infinity, nil, nil),
            ("1 / 0", .checked, nil, "division by zero", Span(0, 5)),
            ("2 + sqrt(-1)", .checked, nil, nil, Span(4, 12)),
            ("2 + sqrt(-1)", .ieee, .nan, nil, nil),
            ("10^400", .checked, nil, nil, Span(0, 6)),
        ] as [(String, CalculatorOptions.Arithmetic, Double?, String?, Span?)])
    func evaluatesAStatement(
        _ source: String, _ arithmetic: CalculatorOptions.Arithmetic, _ value: Double?, _ message: String?,
        _ span: Span?
    ) throws {
        let options = CalculatorOptions(arithmetic: arithmetic)
        let tree = try #require(Self.tree(source))
        let result = Result { () throws(Failure) in
            try FloatMachine.value(
                of: tree, table: Self.table, options: options, state: Self.state,
                stop: StopConditions(interruption: nil, options: options))
        }
        switch result {
        case .success(let got):
            let expected = try #require(value, "\(source) gave \(got)")
            #expect(got == expected || (got.isNaN && expected.isNaN), "\(source)")
        case .failure(let failure):
            #expect(value == nil, "\(source) failed: \(failure.message)")
            if let message { #expect(failure.message == message, "\(source)") }
            #expect(failure.span == span, "\(source)")
        }
    }

    /// At a point (twice: the first call builds the kernel, the second runs it) and over
    /// columns, the façade gives the stack machine's value, NaN where that fails.
    @Test(arguments: [false, true])
    func pointsAndColumnsAgreeWithTheMachine(_ checked: Bool) throws {
        let options = CalculatorOptions(arithmetic: checked ? .checked : .ieee)
        let columns: [[Double]] = [[1, 0, -2, 3.5], [4, 2, 0, -1]]
        for source in ["(x + 2) * y", "x / y", "sqrt(x) + y^2", "x > y", "max(x, y)", "2x + 1/y"] {
            var cache = FloatMachine.CompileCache()
            let compiled =
                try FloatMachine.compile(source, table: Self.table, options: options, state: Self.state, cache: &cache)
                ?? FloatMachine.compile(
                    try #require(Self.tree(source)), source: source, table: Self.table, options: options,
                    state: Self.state,
                    cache: &cache)
            let program = compiled.program
            #expect(compiled.variableNames == ["x", "y"], "\(source)")
            let kernel = PointKernelCache()
            let count = columns[0].count
            let expected = (0..<count).map {
                Self.run(program, at: [columns[0][$0], columns[1][$0]], checked: checked)
            }
            for pass in 0..<2 {
                let points = (0..<count).map { point in
                    [columns[0][point], columns[1][point]].withUnsafeBufferPointer {
                        FloatMachine.value(at: $0, kernel: kernel)
                            ?? FloatMachine.value(of: program, at: $0, checked: checked, buildingKernel: kernel)
                    }
                }
                #expect(Self.same(points, expected), "\(source), pass \(pass)")
            }
            let lanes = [Double](unsafeUninitializedCapacity: count) { results, initialized in
                withBuffers(columns) { columns in
                    FloatMachine.values(of: program, columns: columns, count: count, checked: checked, into: results)
                }
                initialized = count
            }
            #expect(Self.same(lanes, expected), "\(source)")
        }
    }

    /// Equal, NaN matching NaN.
    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
    }
}
