import CalculatorKit

/// `:help UNIT` and `:help units`: what a unit spelling names (`km: kilometre (prefix k on
/// metre), 1000 m, length`), and a short page on writing quantities.
///
/// ```swift
/// UnitHelp.describe("km", table: .standard)   // "km: kilometre (prefix k on metre), 1000 m, length\n"
/// UnitHelp.describe("sin", table: .standard)  // nil
/// ```
enum UnitHelp {
    /// What `spelling` names in `table`, a line or two; nil when it names no unit.
    static func describe(_ spelling: String, table: UnitTable) -> String? {
        switch table.lookUp(spelling) {
        case .refused(let hint)?:
            return "\(spelling): not a unit calc knows: \(hint)\n"
        case .unit(let match)?:
            let unit = match.unit
            let definition = unit.definition
            let dimension = UnitListing.dimensionName(unit.dimension)
            if unit.isAffine { return scale(spelling, unit: unit) }
            var name = unit.name
            if let prefix = match.prefix {
                // The prefix as spelled: `k` in `km`, `kilo` in `kilometre`.
                let used = (prefix.symbols + prefix.longSpellings).first { written in
                    spelling.hasPrefix(written)
                        && table.unit(named: String(spelling.dropFirst(written.count)))?.name == unit.name
                }
                name = "\(prefix.name)\(unit.name) (prefix \(used ?? prefix.name) on \(unit.name))"
            }
            var text = "\(spelling): \(name), \(inBaseUnits(match.factor, unit.dimension)), \(dimension)\n"
            if match.prefix == nil, case .expression = definition.body {
                text += "  1 \(spelling) = \(definition.definitionText)"
                if !definition.note.isEmpty { text += "  (\(definition.note))" }
                text += "\n"
            }
            let others = (definition.names + definition.plurals + definition.symbols).filter { $0 != spelling }
            if match.prefix == nil, !others.isEmpty {
                text += "  also written " + others.joined(separator: ", ") + "\n"
            }
            return text
        case nil:
            return nil
        }
    }

    /// A scale whose zero is elsewhere (`°C`, `°F`): where its zero lies, and how a difference
    /// of it is written.
    private static func scale(_ spelling: String, unit: Unit) -> String {
        let definition = unit.definition
        var text = "\(spelling): \(unit.name), a temperature scale"
        if case .scale(let degree, _, let zeroText, _) = definition.body {
            // `K, zero at 273.15 K`: a bare unit is one of it; `(5/9) K` starts with its number.
            let size = degree.first?.isNumber == true || degree.first == "(" ? degree : "1 " + degree
            text += ": a degree is \(size), its zero at \(zeroText)"
        }
        text += ", temperature\n"
        text += "  20 \(unit.symbol) to K converts the point; a difference of two is in K\n"
        let others = (definition.names + definition.plurals + definition.symbols).filter { $0 != spelling }
        if !others.isEmpty { text += "  also written " + others.joined(separator: ", ") + "\n" }
        return text
    }

    /// `1000 m`, `0.44704 m/s`, `≈ 0.0174532925199433` (π in the factor): one of the unit in
    /// coherent SI base units.
    static func inBaseUnits(_ factor: UnitFactor, _ dimension: Dimension) -> String {
        let display = factor.number(precision: 15).display(precision: 15)
        let units = UnitReference.baseUnits(dimension)
        return (display.isExact ? "" : "≈ ") + display.text + (units.isEmpty ? "" : " " + units)
    }

    /// The topics that show ``page`` (`:help units`; `:help :units` is the command's line).
    static let pageTopics: Set = ["units", "quantities"]

    /// `:help units`.
    static let page = """
        Quantities: a number followed by units is one value, and its units bind tighter
        than * and /: 5 km, 3.5 kg, 9.81 m/s^2, 100 km/h. So 50 cm / 2 m is 0.25 and
        10 m / 2 s is 5 m/s, and 1 / 2 m is 1/(2 m); a tight fraction is one of the
        unit: 1/2 cup + 1/4 cup is 0.75 cup. 5 ft 11 inch and 1 h 30 min are sums.
        + - and comparisons need one dimension and keep the left operand's unit:
        3 m + 20 cm is 3.2 m, and 1 m + 1 s is an error naming both sides.
        * and / combine units, identical ones cancel: 10 m/s * 3 s is 30 m, and
        1 km / 1 m is the number 1000. ^ takes a fraction: (4 m^2)^(1/2) is 2 m.
        to converts: 60 mph to m/s, 1 GiB to MB, 1 kg to lb to frac, 5 m to ft+inch,
        5000 s to h+min+s, 1 Pa to kg/(m*s^2), 5 Hz to 1/s; ans (and d in
        d = 5 km to mile) is then the converted quantity, after a sum of units in its
        first unit; a conversion to another dimension is an error at the to.
        Temperatures: 20 °C to °F (or degC, degF) converts points; a difference of
        two temperatures is in K; inside a compound unit (J/°C) °C is a 1 K step.
        Your units: unit furlong = 220 yd defines one; unit USD alone is a new
        dimension, so unit EUR = 1.08 USD then 100 EUR to USD works.
        Names: exact names win over prefixes (nmi, Pa, min); in is not the inch
        (write inch) but in 5 m to ft+in and right after a number (4.85 in); ton is
        refused (tonne, short_ton, long_ton); your variables hide units of their
        name.

        :units lists every unit, :units length a dimension's, :units foot those a
        word names; :help km explains one. docs/units.md is the full reference.

        """
}
