// calc-units-dump: the units table for tools outside Swift. `--markdown` prints the reference
// (docs/units.md, `make units`), `--constants-markdown` the constants' (docs/constants.md);
// `--tsv` one unit a line for scripts/units-vs-pint.py: name, spellings (names, plurals,
// symbols), exact factor p/q, power of π, base units, zero of a scale, and the unprefixed
// spelling each spelling stands on. After the units come samples of
// their prefixed forms (`kilo+metre`: `kilometre km`), a few prefixes of each family.
// `--lookup SPELLING` prints what one spelling names (`hp`: `37284993579113511/50000000000000
// kg*m^2/s^3 power`), which also measures the table's first use; `--build-time` the fastest of 20
// builds of the table from the embedded text, in milliseconds. `--reduced` reduces the
// definitions file on standard input with the live reducer (not the stored reductions) and prints
// one unit a line for scripts/generate-units: factor p/q, power of π, the dimension's terms
// (index in BaseDimension.builtIn:numerator/denominator, comma-separated) and a scale's zero p/q.
import CalculatorKit

import struct Foundation.Date

/// The standard table, built at its first use (a global of main.swift is built where it stands).
var table: UnitTable { UnitTable.standard }

/// The prefixes sampled for each family the unit allows.
let samples: [UnitPrefix.Family: [String]] = [
    .si: ["k", "m", "M", "u"], .siMultiples: ["k", "M", "G"], .binary: ["Ki", "Gi"],
]

func row(_ name: String, _ spellings: [String], roots: [String], factor: UnitFactor, unit: Unit) -> String {
    let rational = (try? factor.rational.fraction()) ?? "?"
    let zero = unit.zero.map { (try? $0.fraction()) ?? "?" } ?? ""
    let fields = [
        name, spellings.joined(separator: " "), rational, "\(factor.piPower)", UnitReference.baseUnits(unit.dimension),
        zero, roots.joined(separator: " "),
    ]
    return fields.joined(separator: "\t")
}

switch CommandLine.arguments.dropFirst().first {
case "--markdown":
    print(UnitReference.markdown(for: table), terminator: "")
case "--constants-markdown":
    print(ConstantReference.markdown(), terminator: "")
case "--tsv":
    for unit in table.units {
        let spellings = unit.definition.names + unit.definition.plurals + unit.definition.symbols
        print(row(unit.name, spellings, roots: spellings, factor: unit.factor, unit: unit))
    }
    for unit in table.units {
        for family in unit.definition.prefixes {
            for symbol in samples[family] ?? [] {
                guard let prefix = UnitPrefix.all.first(where: { $0.symbols.contains(symbol) }) else { continue }
                var spellings: [String] = []
                var roots: [String] = []
                for name in unit.definition.names.prefix(1) {
                    spellings.append(prefix.name + name)
                    roots.append(name)
                }
                for root in unit.definition.symbols.prefix(1) {
                    spellings.append(symbol + root)
                    roots.append(root)
                }
                guard case .unit(let match)? = table.lookUp(spellings[0]) else { continue }
                print(row(prefix.name + "+" + unit.name, spellings, roots: roots, factor: match.factor, unit: unit))
            }
        }
    }
case "--lookup" where CommandLine.arguments.count == 3:
    switch table.lookUp(CommandLine.arguments[2]) {
    case .unit(let match)?:
        let zero = match.unit.zero.map { " zero at \($0)" } ?? ""
        print("\(match.factor) \(UnitReference.baseUnits(match.unit.dimension)) \(match.unit.dimension)\(zero)")
    case .refused(let hint)?: print("refused: \(hint)")
    case nil: print("no unit")
    }
case "--reduced":
    var text = ""
    while let line = readLine(strippingNewline: false) { text += line }
    for unit in try UnitTable(parsing: text).units {
        let terms = unit.dimension.terms.map { term in
            "\(BaseDimension.builtIn.firstIndex(of: term.base)!):\(term.exponent.numerator)/\(term.exponent.denominator)"
        }
        let zero = try unit.zero.map { try $0.fraction() } ?? ""
        print(
            [try unit.factor.rational.fraction(), "\(unit.factor.piPower)", terms.joined(separator: ","), zero].joined(
                separator: "\t"))
    }
case "--build-time":
    var fastest = Double.infinity
    for _ in 0..<20 {
        let start = Date()
        _ = try UnitTable(parsing: UnitDefinitions.text)
        fastest = min(fastest, Date().timeIntervalSince(start))
    }
    print("\((fastest * 100_000).rounded() / 100) ms")
default:
    print("usage: calc-units-dump --markdown | --tsv | --lookup SPELLING | --build-time | --reduced < units.def")
}
