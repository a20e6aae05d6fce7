import Platform
import Testing

@testable import CalculatorNumbers

/// Random exact expressions against Python's `fractions.Fraction` (scripts/exact-crosscheck.py
/// wrote the expected values): every result identical.
@Suite struct ExactCrossCheckTests {
    @Test func agreesWithPythonFractions() throws {
        let path =
            getenv("CALC_EXACT_CROSSCHECK").map { String(cString: $0) }
            ?? String(#filePath.dropLast("ExactCrossCheckTests.swift".count)) + "CrossCheck/fractions.tsv"
        let lines = try #require(Self.lines(of: path), "cannot read \(path)")
        #expect(lines.count >= 100)
        for line in lines where !line.isEmpty {
            let parts = line.split(separator: "\t")
            let source = String(parts[0])
            let value = try TinyEvaluator.evaluate(source)
            #expect(value.isExact, "\(source)")
            #expect(try value.fraction() == String(parts[1]), "\(source)")
        }
    }

    private static func lines(of path: String) -> [String]? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var result: [String] = []
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        while getline(&line, &capacity, file) >= 0 {
            result.append(String(cString: line!).trimmingNewline)
        }
        free(line)
        return result
    }
}

extension String {
    fileprivate var trimmingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
