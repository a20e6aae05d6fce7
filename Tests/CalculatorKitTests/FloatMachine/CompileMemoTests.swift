import Testing

@testable import CalculatorKit

/// What a brain's compiles pass on to the next (``FloatMachine/CompileCache``): the callee lists and the
/// variables of the compile before. It must change no result: each compile gets the variables
/// it would get alone, the memo is dropped when the table or the options change, and the
/// variable list is shared only when it is the same.
struct CompileMemoTests {
    /// One brain compiling one expression after another, by either path (implicit
    /// multiplication goes the two-pass way): each gets its own variables, in its own order.
    @Test func eachCompileHasItsOwnVariables() throws {
        let brain = CalculatorBrain()
        let cases: [(source: String, names: [String])] = [
            ("x + y", ["x", "y"]),
            ("y * x", ["y", "x"]),
            ("x", ["x"]),
            ("x + y + z", ["x", "y", "z"]),
            ("x + y", ["x", "y"]),
            ("x + w * x", ["x", "w"]),
            ("2", []),
            ("2x + y", ["x", "y"]),
            ("x + y", ["x", "y"]),
            ("y + y + x", ["y", "x"]),
        ]
        for (source, names) in cases {
            let compiled = try brain.compile(source)
            #expect(compiled.variableNames == names, "\(source)")
            let values = names.map { $0 == "x" ? 3.0 : $0 == "y" ? 5.0 : 7.0 }
            let alone = try CalculatorBrain().compile(source)
            #expect(compiled.evaluate(values) == alone.evaluate(values), "\(source)")
        }
    }

    /// The list is shared exactly when the variables are those of the compile before, all of
    /// them, in order (the storage is compared, so that a copy made anyway fails the test);
    /// whether or not the names come with the bytes that spell them.
    @Test(
        arguments: [
            (["x", "y", "z"], ["x", "y", "z"], true),
            (["x", "y", "z"], ["x", "y"], false),
            (["x", "y"], ["x", "y", "z"], false),
            (["x", "y"], ["y", "x"], false),
            (["x", "y"], ["x", "x", "y", "y"], true),
            (["x", "yy"], ["x", "y"], false),
            (["x", "y"], ["x", "yy"], false),
            (["long_name_of_a_variable"], ["long_name_of_a_variable"], true),
            ([], [], true),
        ], [false, true])
    func sharesTheListOnlyWhenItIsTheSame(
        _ lists: (previous: [String], found: [String], shared: Bool), _ spelled: Bool
    ) {
        let (previous, found, shared) = lists
        var list = VariableList(previous: previous)
        var made = 0
        let slots = found.map { name in
            guard spelled else { return list.slot(of: name) }
            var spelling = name
            return spelling.withUTF8 { bytes in
                list.slot(
                    of: {
                        made += 1
                        return name
                    }(), spelledBy: bytes)
            }
        }
        // Spelled as the list before, no name is made.
        if spelled && found == previous { #expect(made == 0) }
        let names = list.names
        var expected: [String] = []
        for name in found where !expected.contains(name) { expected.append(name) }
        #expect(names == expected)
        #expect(slots == found.map { expected.firstIndex(of: $0)! })
        let sameStorage = names.withUnsafeBufferPointer { a in
            previous.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
        #expect(sameStorage == shared || previous.isEmpty)
    }

    /// A callee made for the options or the table of before is not used after they change.
    @Test func isDroppedWhenTheOptionsOrTheTableChange() throws {
        let brain = CalculatorBrain()
        #expect(abs(try brain.compile("sin(x)").evaluate([Double.pi / 2]) - 1) < 1e-15)
        brain.options.angleUnit = .degrees
        #expect(abs(try brain.compile("sin(x)").evaluate([90]) - 1) < 1e-15)
        #expect(abs(try brain.compile("2 * sin(x)").evaluate([30]) - 1) < 1e-15)
        brain.operations.add(.function("sin") { $0 * 2 })
        #expect(try brain.compile("sin(x)").evaluate([3]) == 6)
        #expect(try brain.compile("2x + sin(x)").evaluate([3]) == 12)
    }
}
