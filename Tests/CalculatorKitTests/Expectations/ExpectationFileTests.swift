import CalculatorKit
import CalculatorTestSupport
import Testing

/// Expectation files: `Files/*.calc`, one statement per line, in the dialect of `calc --check`
/// (`# => 1024`, `# => error`, `# ieee => inf`; see `ExpectationClause`). Stricter than `--check`: a
/// value must match the display of the last expression of its line exactly, not to 12 digits.
/// Each file runs twice, in a fresh brain each time, top to bottom, so later lines see earlier
/// definitions: in exact arithmetic (the default, `# exact =>` where it differs) and in checked
/// `Double` arithmetic (`# checked =>`), so `# =>` is a promise about both.
struct ExpectationFileTests {
    static let directory = Fixtures.directory("Files")

    static let files: [String] = Fixtures.names(in: directory, endingWith: ".calc")

    @Test func expectationFilesExist() {
        #expect(Self.files.count >= 8)
    }

    @Test(arguments: files, [CalculatorOptions.Arithmetic.exact, .checked])
    func expectationFile(_ name: String, arithmetic: CalculatorOptions.Arithmetic) throws {
        let text = try Fixtures.text(of: Self.directory + "/" + name)
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: arithmetic))
        var checked = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            let location = "\(name):\(index + 1) (\(arithmetic)): \(line)"
            let results = brain.execute(line)
            let expectation = try ExpectationClause.clause(in: line, for: brain.options.arithmetic)
            if expectation?.expectsError == true {
                #expect(results.contains { $0.error != nil }, "\(location): expected an error")
                checked += 1
                continue
            }
            for result in results {
                if let error = result.error {
                    Issue.record("\(location): unexpected error: \(error.rendered(source: line))")
                }
            }
            if let expectation {
                let shown = results.compactMap { result -> String? in
                    guard case .success(.value(let value)) = result.outcome else { return nil }
                    return ValueFormat(brain.options).string(for: value)
                }
                #expect(shown.last == expectation.text, "\(location)")
                checked += 1
            }
        }
        #expect(checked > 0, "\(name) has no expectations")
    }
}
