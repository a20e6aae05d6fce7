// calc-units-dump: the units table for tools outside Swift. `--markdown` prints the reference
// (docs/units.md, `make units`); `--tsv` one unit a line for scripts/units-vs-pint.py:
// name, spellings (names, plurals, symbols), exact factor p/q, power of π, base units, zero.
import CalculatorKit

let table = UnitTable.standard
switch CommandLine.arguments.dropFirst().first {
case "--markdown":
    print(UnitReference.markdown(for: table), terminator: "")
case "--tsv":
    for unit in table.units {
        let definition = unit.definition
        let spellings = (definition.names + definition.plurals + definition.symbols).joined(separator: " ")
        let rational = (try? unit.factor.rational.fraction()) ?? "?"
        let zero = unit.zero.map { (try? $0.fraction()) ?? "?" } ?? ""
        let fields = [
            unit.name, spellings, rational, "\(unit.factor.piPower)", UnitReference.baseUnits(unit.dimension), zero,
        ]
        print(fields.joined(separator: "\t"))
    }
default:
    print("usage: calc-units-dump --markdown | --tsv")
}
