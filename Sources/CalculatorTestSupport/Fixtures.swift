import Foundation

/// Finds the files tests read: folders beside a test file, and files at the package's root.
///
/// ```swift
/// static let directory = Fixtures.directory("Files")   // beside this test file
/// static let files = Fixtures.names(in: directory, endingWith: ".calc")
/// ```
public enum Fixtures {
    /// The package's root directory, found from this file's place in `Sources/`.
    public static let packageRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The file or folder at `relativePath` under the package's root: `grammar/calc.ebnf`.
    public static func atRoot(_ relativePath: String) -> String {
        packageRoot + "/" + relativePath
    }

    /// The folder `name` in the directory of the test file that calls this.
    public static func directory(_ name: String, beside filePath: String = #filePath) -> String {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// The names of the entries of `directory` that end with `suffix`, sorted, hidden ones left
    /// out; none when the directory cannot be read.
    public static func names(in directory: String, endingWith suffix: String = "") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0.hasSuffix(suffix) }.sorted()
    }

    /// The text of the UTF-8 file at `path`.
    public static func text(of path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }
}
