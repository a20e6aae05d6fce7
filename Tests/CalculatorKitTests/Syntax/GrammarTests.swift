import CalculatorKit
import CalculatorTestSupport
import Foundation
import Testing

/// `grammar/calc.ebnf` must stay true to the operation table: its `@level` rows (operators by
/// precedence), `@constant` rows and `@arity` rows are compared with the standard table.
struct GrammarTests {
    static let grammar = (try? Fixtures.text(of: Fixtures.atRoot("grammar/calc.ebnf"))) ?? ""

    static func rows(_ tag: String) -> [[String]] {
        grammar.split(separator: "\n").filter { $0.hasPrefix(tag + " ") }.map {
            $0.split(separator: " ").dropFirst().map(String.init)
        }
    }

    /// The table's operators as grammar rows: `[associativity, symbols…]`, lowest level first.
    static func tableLevels(_ table: OperationTable) -> [[String]] {
        var levels: [Precedence: (kind: String, symbols: Set<String>)] = [:]
        for operation in table.current {
            let (precedence, kind): (Precedence, String)
            switch operation.role {
            case .infix(let p, let associativity): (precedence, kind) = (p, associativity.rawValue)
            case .prefix: (precedence, kind) = (.prefix, "prefix")
            case .postfix: (precedence, kind) = (.postfix, "postfix")
            case .constant, .function: continue
            }
            levels[precedence, default: (kind, [])].symbols.formUnion(operation.spellings)
        }
        return levels.keys.sorted().map { [levels[$0]!.kind] + levels[$0]!.symbols.sorted() }
    }

    @Test func operatorLevelsMatchTheTable() {
        let grammarLevels = Self.rows("@level").enumerated().map { index, row in
            #expect(row.first == String(index + 1), "levels are numbered 1, 2, … from lowest")
            return [row[1]] + row.dropFirst(2).sorted()
        }
        #expect(!grammarLevels.isEmpty)
        #expect(grammarLevels == Self.tableLevels(.standard))
    }

    /// The conversion's spellings and the presentations its right side names (level 0).
    @Test func conversionMatchesTheTable() {
        #expect(Self.rows("@conversion") == [OperationTable.conversionSpellings])
        #expect(Self.rows("@presentation") == [OperationTable.standard.presentationNames])
        #expect(Precedence.conversion < .comparison, "level 0 is below level 1")
    }

    @Test func constantsMatchTheTable() {
        var grammarConstants: Set<String> = []
        for row in Self.rows("@constant") {
            grammarConstants.formUnion(row.prefix { $0 != ":" })
        }
        var tableConstants: Set<String> = []
        for operation in OperationTable.standard.current where operation.role == .constant {
            tableConstants.formUnion(operation.spellings)
        }
        #expect(!grammarConstants.isEmpty)
        #expect(grammarConstants == tableConstants)
    }

    @Test func functionsAndAritiesMatchTheTable() {
        var grammarFunctions: [String: String] = [:]
        for row in Self.rows("@arity") {
            for name in row.dropFirst() where !name.isEmpty { grammarFunctions[name] = row[0] }
        }
        var tableFunctions: [String: String] = [:]
        for operation in OperationTable.standard.current {
            guard case .function(let arity) = operation.role else { continue }
            let text: String =
                switch arity {
                case .exactly(let n): "\(n)"
                case .atLeast(let n): "\(n)+"
                case .between(let low, let high): "\(low)-\(high)"
                }
            for spelling in operation.spellings { tableFunctions[spelling] = text }
        }
        #expect(grammarFunctions.count >= 40)
        #expect(grammarFunctions == tableFunctions)
    }
}
