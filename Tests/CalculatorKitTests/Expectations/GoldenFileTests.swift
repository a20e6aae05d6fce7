import CalculatorKit
import Foundation
import Testing

/// Golden files: `Golden/*.calc`, one statement per line, with the expected display of the last
/// expression of a line after `# expect: `, or `# expect error` for a line that must fail. Each
/// file runs in a fresh brain, top to bottom, so later lines see earlier definitions.
struct GoldenFileTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Files")

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".calc") }.sorted()
    }()

    @Test func goldenFilesExist() {
        #expect(Self.files.count >= 8)
    }

    @Test(arguments: files)
    func goldenFile(_ name: String) throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
        let brain = CalculatorBrain()
        var checked = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            let location = "\(name):\(index + 1): \(line)"
            let results = brain.execute(line)
            if line.contains("# expect error") {
                #expect(results.contains { $0.error != nil }, "\(location): expected an error")
                checked += 1
            } else if let range = line.range(of: "# expect: ") {
                let expected = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
                for result in results {
                    if let error = result.error {
                        Issue.record("\(location): unexpected error: \(error.rendered(source: line))")
                    }
                }
                let values = results.compactMap { result -> Double? in
                    if case .success(.value(let value)) = result.outcome { value } else { nil }
                }
                #expect(values.last.map(brain.format) == expected, "\(location)")
                checked += 1
            } else {
                for result in results {
                    if let error = result.error {
                        Issue.record("\(location): unexpected error: \(error.rendered(source: line))")
                    }
                }
            }
        }
        #expect(checked > 0, "\(name) has no expectations")
    }
}
