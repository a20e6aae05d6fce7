import CalculatorKit
import CalculatorTestSupport
import Foundation
import Testing

/// Fuzz/calc.dict, the fuzzers' dictionary, must spell every operator and name of the standard
/// table, so that a new operation is fuzzed from the day it is added.
struct FuzzDictionaryTests {
    static let path = Fixtures.atRoot("Fuzz/calc.dict")

    /// The dictionary's entries as bytes: libFuzzer's format, one `"…"` per line with `\xNN`,
    /// `\\` and `\"` escapes (it rejects raw non-ASCII bytes), `#` comments and blank lines.
    static func entries() throws -> Set<[UInt8]> {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var entries: Set<[UInt8]> = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let line = Array(line.utf8)
            guard let open = line.firstIndex(of: UInt8(ascii: "\"")),
                let close = line.lastIndex(of: UInt8(ascii: "\"")),
                open < close
            else { continue }
            var bytes: [UInt8] = []
            var index = open + 1
            while index < close {
                if line[index] == UInt8(ascii: "\\"), line[index + 1] == UInt8(ascii: "x") {
                    bytes.append(UInt8(String(decoding: line[index + 2..<index + 4], as: UTF8.self), radix: 16)!)
                    index += 4
                } else if line[index] == UInt8(ascii: "\\") {
                    bytes.append(line[index + 1])
                    index += 2
                } else {
                    bytes.append(line[index])
                    index += 1
                }
            }
            entries.insert(bytes)
        }
        return entries
    }

    /// A spelling as a dictionary line, for the failure message: paste the missing lines in.
    static func line(_ spelling: String) -> String {
        let body = spelling.utf8.map { byte in
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): "\\" + String(UnicodeScalar(byte))
            case 0x20..<0x7F: String(UnicodeScalar(byte))
            default: "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return "\"\(body.joined())\""
    }

    @Test func coversEveryStandardSpelling() throws {
        let entries = try Self.entries()
        let table = OperationTable.standard
        let spellings =
            table.operatorSpellings + table.nameSpellings + OperationTable.conversionSpellings
            + table.presentationNames
        let missing = spellings.filter { !entries.contains(Array($0.utf8)) }
        #expect(spellings.count > 40)
        #expect(missing.isEmpty, "add to Fuzz/calc.dict:\n\(missing.map(Self.line).joined(separator: "\n"))")
    }

    /// `%` is two operators (issue 31): the fuzzers get it in both roles, with the percent rule
    /// and the sign that keeps it a remainder, and as a presentation.
    @Test func knowsPercentInBothRoles() throws {
        let entries = try Self.entries()
        for entry in ["10%", "+ 10%", "- 25%", "%)", "% 3", " % -3", "to %"] {
            #expect(entries.contains(Array(entry.utf8)), "\(entry)")
        }
    }

    /// The unit grammar: every unit's names and symbols (refused ones too: `ton`, `in`), every
    /// prefix, and the quantity syntax, so that the fuzzers write quantities from the start.
    @Test func coversEveryUnitSpelling() throws {
        let entries = try Self.entries()
        let table = UnitTable.standard
        var spellings = ["unit", "to", "^", "ft+inch", "°C", "degF"]
        for unit in table.units { spellings += unit.definition.names + unit.definition.symbols }
        for section in table.sections {
            for refused in section.refused { spellings += refused.names + refused.symbols }
        }
        for prefix in UnitPrefix.all { spellings += prefix.longSpellings + prefix.symbols }
        let missing = spellings.filter { !entries.contains(Array($0.utf8)) }
        #expect(spellings.count > 300)
        #expect(missing.isEmpty, "add to Fuzz/calc.dict:\n\(missing.map(Self.line).joined(separator: "\n"))")
    }

    /// Every physical constant's names (data/constants.def), which the fuzzers then combine.
    @Test func coversEveryConstant() throws {
        let entries = try Self.entries()
        let names = PhysicalConstant.all.flatMap { [$0.name] + $0.aliases }
        let missing = names.filter { !entries.contains(Array($0.utf8)) }
        #expect(names.count > 100)
        #expect(missing.isEmpty, "add to Fuzz/calc.dict:\n\(missing.map(Self.line).joined(separator: "\n"))")
    }

    @Test func decodesEscapes() throws {
        // The escapes the dictionary uses decode to the spellings they stand for.
        let entries = try Self.entries()
        #expect(entries.contains(Array("π".utf8)))
        #expect(entries.contains(Array("√".utf8)))
    }
}
