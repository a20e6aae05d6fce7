import CalculatorTestSupport
import Foundation
import Testing

/// Command-line cases: each directory under `Cases/` runs the built `calc` once and pins its
/// standard output, standard error and exit status exactly.
///
/// A case directory holds:
/// - `args`: the arguments, one per line, taken literally (an empty file means none);
/// - `stdin` (optional): standard input, else /dev/null;
/// - `expected.stdout`, `expected.stderr`, `expected.status`;
/// - any input files, which `calc` sees in its working directory, the case directory.
///
/// `CALC_UPDATE_CASES=1 swift test --filter CaseTests` rewrites the expected files from
/// what `calc` does now; review the diff before committing it.
struct CaseTests {
    static let directory = URL(fileURLWithPath: Fixtures.directory("Cases"))

    static let cases: [String] = Fixtures.names(in: directory.path)

    static let updating = ProcessInfo.processInfo.environment["CALC_UPDATE_CASES"] == "1"

    @Test func casesExist() {
        #expect(Self.cases.count >= 20, "found \(Self.cases.count) cases in \(Self.directory.path)")
    }

    @Test(arguments: cases)
    func commandLineCase(_ name: String) throws {
        let folder = Self.directory.appendingPathComponent(name)
        let argumentText = try String(contentsOf: folder.appendingPathComponent("args"), encoding: .utf8)
        var arguments = argumentText.components(separatedBy: "\n")
        if arguments.last == "" { arguments.removeLast() }
        let stdin = folder.appendingPathComponent("stdin")
        let outcome = try CalcProcess.run(
            arguments, in: folder.path,
            stdinPath: FileManager.default.fileExists(atPath: stdin.path) ? stdin.path : nil)
        let status = Data("\(outcome.status)\n".utf8)
        let actual = ["expected.stdout": outcome.stdout, "expected.stderr": outcome.stderr, "expected.status": status]
        for (file, data) in actual.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(file)
            if Self.updating { try data.write(to: url) }
            let expected = try Data(contentsOf: url)
            #expect(
                data == expected,
                """
                \(name)/\(file) differs. Got:
                \(String(decoding: data, as: UTF8.self))
                Expected:
                \(String(decoding: expected, as: UTF8.self))
                """)
        }
    }
}
