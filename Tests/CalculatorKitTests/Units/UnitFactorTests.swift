import CalculatorNumbers
import Testing

@testable import CalculatorKit

/// Every unit's factor in coherent SI base units, exact where the definitions are, and its
/// dimension: the numbers the issue names (inch, lb, lightyear, acre, hp, cal, kWh, GiB).
struct UnitFactorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var spelling: String
        /// The factor as `p/q`, `p/q*pi`, or `p/q/pi`.
        var factor: String
        /// The dimension's name or formula.
        var dimension: String
        var testDescription: String { spelling }
    }

    static let cases: [Case] = [
        Case(spelling: "inch", factor: "127/5000", dimension: "length"),
        Case(spelling: "ft", factor: "381/1250", dimension: "length"),
        Case(spelling: "mi", factor: "201168/125", dimension: "length"),
        Case(spelling: "nmi", factor: "1852", dimension: "length"),
        Case(spelling: "lb", factor: "45359237/100000000", dimension: "mass"),
        Case(spelling: "oz", factor: "45359237/1600000000", dimension: "mass"),
        // 9460730472580.8 km, as c times the Julian year gives it.
        Case(spelling: "lightyear", factor: "9460730472580800", dimension: "length"),
        Case(spelling: "au", factor: "149597870700", dimension: "length"),
        Case(spelling: "pc", factor: "96939420213600000/pi", dimension: "length"),
        Case(spelling: "acre", factor: "316160658/78125", dimension: "area"),  // 4046.8564224
        Case(spelling: "ha", factor: "10000", dimension: "area"),
        // 550 ft·lbf/s reduced: 745.69987158227022 W, without qalc's typo.
        Case(spelling: "hp", factor: "37284993579113511/50000000000000", dimension: "power"),
        Case(spelling: "cal", factor: "523/125", dimension: "energy"),
        Case(spelling: "kcal", factor: "4184", dimension: "energy"),
        Case(spelling: "kWh", factor: "3600000", dimension: "energy"),
        Case(spelling: "eV", factor: "801088317/5000000000000000000000000000", dimension: "energy"),
        Case(spelling: "BTU", factor: "52752792631/50000000", dimension: "energy"),
        Case(spelling: "GiB", factor: "8589934592", dimension: "information"),  // 8 * 2^30 bit
        Case(spelling: "kB", factor: "8000", dimension: "information"),
        Case(spelling: "Mbit", factor: "1000000", dimension: "information"),
        Case(spelling: "L", factor: "1/1000", dimension: "volume"),
        Case(spelling: "mL", factor: "1/1000000", dimension: "volume"),
        Case(spelling: "gal", factor: "473176473/125000000000", dimension: "volume"),
        Case(spelling: "year", factor: "31557600", dimension: "time"),  // Julian
        Case(spelling: "h", factor: "3600", dimension: "time"),
        Case(spelling: "mph", factor: "1397/3125", dimension: "speed"),
        Case(spelling: "kn", factor: "463/900", dimension: "speed"),
        Case(spelling: "g0", factor: "196133/20000", dimension: "acceleration"),
        Case(spelling: "atm", factor: "101325", dimension: "pressure"),
        Case(spelling: "psi", factor: "8896443230521/1290320000", dimension: "pressure"),
        Case(spelling: "torr", factor: "20265/152", dimension: "pressure"),
        Case(spelling: "mmHg", factor: "26664477483/200000000", dimension: "pressure"),  // 133.322387415
        Case(spelling: "deg", factor: "1/180*pi", dimension: "dimensionless"),
        Case(spelling: "°", factor: "1/180*pi", dimension: "dimensionless"),
        Case(spelling: "rad", factor: "1", dimension: "dimensionless"),
        Case(spelling: "turn", factor: "2*pi", dimension: "dimensionless"),
        Case(spelling: "rpm", factor: "1/60", dimension: "frequency"),
        Case(spelling: "N", factor: "1", dimension: "force"),
        Case(spelling: "J", factor: "1", dimension: "energy"),
        Case(spelling: "W", factor: "1", dimension: "power"),
        Case(spelling: "Pa", factor: "1", dimension: "pressure"),
        Case(spelling: "hPa", factor: "100", dimension: "pressure"),
        Case(spelling: "V", factor: "1", dimension: "voltage"),
        Case(spelling: "Ω", factor: "1", dimension: "resistance"),
        Case(spelling: "kohm", factor: "1000", dimension: "resistance"),
        Case(spelling: "C", factor: "1", dimension: "charge"),
        Case(spelling: "F", factor: "1", dimension: "capacitance"),
        Case(spelling: "S", factor: "1", dimension: "conductance"),
        Case(spelling: "H", factor: "1", dimension: "inductance"),
        Case(spelling: "T", factor: "1", dimension: "magnetic flux density"),
        Case(spelling: "Wb", factor: "1", dimension: "magnetic flux"),
        Case(spelling: "Hz", factor: "1", dimension: "frequency"),
        Case(spelling: "Gy", factor: "1", dimension: "absorbed dose"),
        Case(spelling: "lx", factor: "1", dimension: "illuminance"),
        Case(spelling: "mAh", factor: "18/5", dimension: "charge"),
        Case(spelling: "delta_degF", factor: "5/9", dimension: "temperature"),
        Case(spelling: "µs", factor: "1/1000000", dimension: "time"),
        Case(spelling: "Qm", factor: "1000000000000000000000000000000", dimension: "length"),
        Case(spelling: "YiB", factor: "9671406556917033397649408", dimension: "information"),  // 8 * 2^80 bit
        Case(spelling: "oersted", factor: "250/pi", dimension: "current/length"),  // 1000/(4π) A/m
        Case(spelling: "lambert", factor: "10000/pi", dimension: "illuminance"),
        Case(spelling: "point", factor: "127/360000", dimension: "length"),
        Case(spelling: "slug", factor: "8896443230521/609600000000", dimension: "mass"),
        Case(spelling: "kph", factor: "5/18", dimension: "speed"),
        Case(spelling: "Mbps", factor: "1000000", dimension: "data rate"),
        Case(spelling: "centipoise", factor: "1/1000", dimension: "mass/(length*time)"),
        Case(spelling: "millimolar", factor: "1", dimension: "amount/length^3"),
    ]

    @Test(arguments: cases)
    func factorAndDimension(_ c: Case) throws {
        guard case .unit(let match)? = UnitTable.standard.lookUp(c.spelling) else {
            Issue.record("\(c.spelling) is no unit")
            return
        }
        #expect(match.factor.description == c.factor)
        #expect(match.unit.dimension.description == c.dimension)
    }

    /// The factors with π are exact multiples of π until a value asks for a number.
    @Test func piFactorsApproximateOnlyOnRequest() throws {
        let degree = try #require(UnitTable.standard.unit(named: "deg"))
        let number = degree.factor.number(precision: 15)
        #expect(!number.isExact)
        #expect(number.description == "0.0174532925199433")
        #expect(UnitTable.standard.unit(named: "ft")?.factor.number(precision: 15).description == "0.3048")
    }

    struct ScaleCase: CustomTestStringConvertible, Sendable {
        var spelling: String
        var factor: String
        /// Where the scale's zero lies, in kelvin; nil for an absolute unit.
        var zero: String?
        var testDescription: String { spelling }
    }

    static let scales: [ScaleCase] = [
        ScaleCase(spelling: "K", factor: "1", zero: nil),
        ScaleCase(spelling: "°C", factor: "1", zero: "5463/20"),  // 273.15 K
        ScaleCase(spelling: "degC", factor: "1", zero: "5463/20"),
        ScaleCase(spelling: "°F", factor: "5/9", zero: "45967/180"),  // 459.67 °R
        ScaleCase(spelling: "degF", factor: "5/9", zero: "45967/180"),
        ScaleCase(spelling: "°R", factor: "5/9", zero: nil),
        ScaleCase(spelling: "delta_degC", factor: "1", zero: nil),
        ScaleCase(spelling: "mK", factor: "1/1000", zero: nil),
    ]

    /// Temperature scales: x °C is x·factor + zero kelvin, so 20 °C is 293.15 K and 68 °F is
    /// the same point.
    @Test(arguments: scales)
    func temperatureScales(_ c: ScaleCase) throws {
        guard case .unit(let match)? = UnitTable.standard.lookUp(c.spelling) else {
            Issue.record("\(c.spelling) is no unit")
            return
        }
        #expect(match.factor.description == c.factor)
        #expect(match.unit.dimension == .temperature)
        #expect(try match.unit.zero?.fraction() == c.zero)
    }

    @Test func twentyCelsiusIsSixtyEightFahrenheit() throws {
        let celsius = try #require(UnitTable.standard.unit(named: "°C"))
        let fahrenheit = try #require(UnitTable.standard.unit(named: "°F"))
        let kelvin = try Number(20) * celsius.factor.rational + celsius.zero!
        let inFahrenheit = try (kelvin - fahrenheit.zero!) / fahrenheit.factor.rational
        #expect(try inFahrenheit.fraction() == "68")
        #expect(try kelvin.fraction() == "5863/20")  // 293.15
    }
}
