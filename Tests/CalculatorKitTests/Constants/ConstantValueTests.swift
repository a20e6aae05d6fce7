import CalculatorKit
import CalculatorTestSupport
import Foundation
import Testing

/// Every constant of `data/constants.def` against NIST's table of CODATA 2022 values
/// (`CODATA/allascii-2022.txt`, a copy of NIST's allascii.txt): the row its description
/// names, converted to that row's unit, printed to as many digits as NIST publishes. A measured
/// value matches NIST's digits after rounding; an exact one NIST truncates (`1.054 571 817...`)
/// matches the digits shown.
struct ConstantValueTests {
    struct Row {
        var value: String
        var unit: String
        var truncated: Bool
    }

    /// NIST's rows by quantity name: the value and unit columns, spaces removed.
    static let rows: [String: Row] = {
        let path = Fixtures.directory("CODATA") + "/allascii-2022.txt"
        guard let text = try? Fixtures.text(of: path) else { return [:] }
        var rows: [String: Row] = [:]
        for line in text.split(separator: "\n") where line.count > 85 && !line.hasPrefix(" ") && !line.hasPrefix("-") {
            let characters = Array(line)
            func column(_ range: Range<Int>) -> String {
                String(characters[min(range.lowerBound, characters.count)..<min(range.upperBound, characters.count)])
            }
            let name = column(0..<60).trimmingCharacters(in: .whitespaces)
            let value = column(60..<85).replacingOccurrences(of: " ", with: "")
            rows[name] = Row(
                value: value.replacingOccurrences(of: "...", with: ""),
                unit: column(110..<characters.count).trimmingCharacters(in: .whitespaces),
                truncated: value.contains("..."))
        }
        return rows
    }()

    /// The constants NIST's table has no row for.
    static let notInTable: Set = ["k_e"]

    @Test func theTableIsRead() {
        #expect(Self.rows.count == 355)
        #expect(Self.rows["Newtonian constant of gravitation"]?.value == "6.67430e-11")
    }

    @Test(arguments: PhysicalConstant.all.map(\.name))
    func matchesNIST(_ name: String) throws {
        let constant = try #require(PhysicalConstant.named(name))
        guard let row = Self.rows[constant.summary] else {
            #expect(Self.notInTable.contains(name), "\(name): no row '\(constant.summary)' in NIST's table")
            return
        }
        #expect(!Self.notInTable.contains(name))
        let nist = Decimal(row.value)
        // Converted to NIST's unit (`J Hz^-1` for planck's J*s): the same value there.
        let unit = row.unit.replacingOccurrences(of: " ", with: "*")
        let source = unit.isEmpty ? name : "\(name) to \(unit)"
        let digits = nist.digits.count + (row.truncated ? 6 : 0)
        let brain = CalculatorBrain(options: CalculatorOptions(precision: max(digits, 15)))
        let value = try brain.evaluateValue(source)
        let text = ValueFormat(brain.options).string(for: value)
        let shown = Decimal(String(text.prefix { !$0.isWhitespace }))
        let calc = row.truncated ? shown.truncated(to: nist.digits.count) : shown.rounded(to: nist.digits.count)
        #expect(calc == nist, "\(name): calc \(text), NIST \(row.value) \(row.unit)")
    }

    /// A decimal as its significant digits and the exponent of the first: 6.67430e-11 is
    /// ("66743", -11).
    struct Decimal: Equatable, CustomStringConvertible {
        var digits: [Int]
        var exponent: Int

        init(_ text: String) {
            let parts = text.lowercased().split(separator: "e", maxSplits: 1)
            let mantissa = parts.first.map(String.init) ?? ""
            let power = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
            let whole = mantissa.prefix { $0 != "." }.filter(\.isNumber)
            let fraction = mantissa.drop { $0 != "." }.dropFirst().filter(\.isNumber)
            let all = (whole + fraction).compactMap(\.wholeNumberValue)
            let leadingZeros = all.prefix { $0 == 0 }.count
            var significant = Array(all.dropFirst(leadingZeros))
            while significant.last == 0 { significant.removeLast() }
            digits = significant
            exponent = significant.isEmpty ? 0 : whole.count - 1 - leadingZeros + power
        }

        /// The first `count` significant digits, rounded half up.
        func rounded(to count: Int) -> Decimal {
            guard digits.count > count else { return self }
            var kept = Array(digits.prefix(count))
            var exponent = exponent
            if digits[count] >= 5 {
                var index = count - 1
                while index >= 0 {
                    kept[index] += 1
                    if kept[index] < 10 { break }
                    kept[index] = 0
                    index -= 1
                }
                if index < 0 {
                    kept.insert(1, at: 0)
                    kept.removeLast()
                    exponent += 1
                }
            }
            return Decimal(trimming: kept, exponent: exponent)
        }

        func truncated(to count: Int) -> Decimal {
            Decimal(trimming: Array(digits.prefix(count)), exponent: exponent)
        }

        private init(trimming digits: [Int], exponent: Int) {
            var digits = digits
            while digits.last == 0 { digits.removeLast() }
            self.digits = digits
            self.exponent = exponent
        }

        var description: String { digits.map(String.init).joined() + "e\(exponent)" }
    }
}
