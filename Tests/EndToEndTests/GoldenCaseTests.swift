import Foundation
import Testing

/// Golden cases: each directory under `Golden/` runs the built `calc` once and pins its
/// standard output, standard error and exit status exactly.
///
/// A case directory holds:
/// - `args`: the arguments, one per line, taken literally (an empty file means none);
/// - `stdin` (optional): standard input, else /dev/null;
/// - `expected.stdout`, `expected.stderr`, `expected.status`;
/// - any input files, which `calc` sees in its working directory, the case directory.
///
/// `CALC_UPDATE_GOLDEN=1 swift test --filter EndToEndTests` rewrites the expected files from
/// what `calc` does now; review the diff before committing it.
struct GoldenCaseTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    static let updating = ProcessInfo.processInfo.environment["CALC_UPDATE_GOLDEN"] == "1"

    @Test func casesExist() {
        #expect(Self.cases.count >= 20, "found \(Self.cases.count) golden cases in \(Self.directory.path)")
    }

    @Test(arguments: cases)
    func goldenCase(_ name: String) throws {
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
