import CalculatorKit

/// `:help CONSTANT` and `:constants`: a physical constant's value, unit, uncertainty, source
/// and names, and the list of them all.
///
/// ```swift
/// ConstantHelp.describe("G", format: format)
/// // G: Newtonian constant of gravitation, 0.000000000066743 m^3/(kg*s^2)
/// //   uncertainty 0.00015e-11 m^3/(kg*s^2) (relative 2.2e-5), CODATA 2022
/// //   defined as 6.67430e-11 m^3/(kg*s^2)
/// //   also written gravitational_constant
/// ```
enum ConstantHelp {
    /// What `name` is, a few lines; nil when it names no constant.
    static func describe(_ name: String, format: (Value) -> String) -> String? {
        guard let constant = PhysicalConstant.named(name) else { return nil }
        var text = "\(name): \(constant.summary), \(format(constant.value))\n"
        text += "  " + uncertainty(of: constant) + ", \(PhysicalConstant.source)\n"
        if constant.definitionText != format(constant.value) {
            text += "  defined as \(constant.definitionText)\n"
        }
        let others = ([constant.name] + constant.aliases).filter { $0 != name }
        if !others.isEmpty { text += "  also written " + others.joined(separator: ", ") + "\n" }
        return text
    }

    /// "exact", or the standard uncertainty in the constant's unit and relative to its value.
    static func uncertainty(of constant: PhysicalConstant) -> String {
        guard let uncertainty = constant.uncertainty else { return "exact" }
        let unit = constant.unit == "1" ? "" : " " + constant.unit
        var text = "uncertainty \(uncertainty)\(unit)"
        let value = Double(constant.value)
        if let absolute = Double(uncertainty), value != 0 {
            let relative = absolute / abs(value)
            text += " (relative \(shortScientific(relative)))"
        }
        return text
    }

    /// `:constants`: each section's title, then a line a constant: its names, value and what it is.
    static func listing(format: (Value) -> String) -> String {
        var text = ""
        var section: String?
        for constant in PhysicalConstant.all {
            if constant.section != section {
                section = constant.section
                text += (text.isEmpty ? "" : "\n") + constant.section + "\n"
            }
            let names = ([constant.name] + constant.aliases).joined(separator: " ")
            text += "  \(names): \(format(constant.value))  (\(constant.summary))\n"
        }
        return text + "\n:help NAME shows one with its uncertainty; values are \(PhysicalConstant.source)\n"
    }

    /// `2.2e-5`: two significant digits, for a relative uncertainty.
    private static func shortScientific(_ x: Double) -> String {
        guard x > 0, x.isFinite else { return "0" }
        var exponent = 0
        while x >= pow10(exponent + 1) { exponent += 1 }
        while x < pow10(exponent) { exponent -= 1 }
        var mantissa = (x / pow10(exponent) * 10).rounded() / 10
        if mantissa >= 10 {
            mantissa /= 10
            exponent += 1
        }
        let digits = mantissa == mantissa.rounded() ? String(Int(mantissa)) : String(mantissa)
        return "\(digits)e\(exponent)"
    }

    private static func pow10(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(n) { result *= 10 }
        return n < 0 ? 1 / result : result
    }
}
