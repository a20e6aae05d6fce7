import CalculatorNumbers
import Testing

@testable import CalculatorKit

/// The shortcuts of the quantity path (row 9 of the benchmarks): a table's kept look-ups, which
/// a changed table must not keep, and the small powers of a unit's factor, which must be what the
/// general power gives.
struct UnitLookupCacheTests {
    /// What a look-up answers, as text: the factor, `refused`, or `none`.
    static func answer(_ spelling: String, in table: UnitTable) -> String {
        switch table.lookUp(spelling) {
        case .unit(let match)?: match.factor.description
        case .refused?: "refused"
        case nil: "none"
        }
    }

    static let answers: [(String, String)] = [
        ("km", "1000"), ("MB", "8000000"), ("GiB", "8589934592"), ("kWh", "3600000"), ("nmi", "1852"),
        ("µs", "1/1000000"), ("μs", "1/1000000"), ("us", "1/1000000"), ("deg", "1/180*pi"), ("ton", "refused"),
        ("to", "none"), ("kmetre", "none"), ("Km", "none"),
    ]

    @Test(arguments: answers)
    func askedTwice(_ spelling: String, _ expected: String) {
        // The first answer is worked out, the second kept; both the same.
        #expect(Self.answer(spelling, in: .standard) == expected)
        #expect(Self.answer(spelling, in: .standard) == expected)
    }

    @Test func aChangedTableAnswersAfresh() throws {
        var table = UnitTable.standard
        #expect(Self.answer("furlong", in: table) == "none")
        #expect(Self.answer("kfurlong", in: table) == "none")
        try table.define("furlong", as: "220 yd")
        #expect(Self.answer("furlong", in: table) == "25146/125")
        // The copy it was made from keeps its own answers.
        #expect(Self.answer("furlong", in: .standard) == "none")
    }

    static let powers: [(spelling: String, exponent: Int)] = [
        ("ft", 1), ("ft", 2), ("ft", 3), ("ft", -1), ("ft", -2), ("ft", -3), ("ft", 0), ("ft", 4),
        ("deg", 1), ("deg", -2), ("pc", 3), ("mph", -1), ("inch", 2),
    ]

    @Test(arguments: powers)
    func smallPowersAreTheGeneralOnes(_ spelling: String, _ exponent: Int) throws {
        guard case .unit(let match)? = UnitTable.standard.lookUp(spelling) else {
            Issue.record("\(spelling) is no unit")
            return
        }
        let power = try #require(DimensionExponent(exponent))
        let shortcut = try #require(try match.factor.power(power))
        // The general power, as before the shortcut: Number.power on the rational part.
        let rational = try Number.power(match.factor.rational, Number(exponent), precision: 15)
        #expect(shortcut.rational == rational)
        #expect(shortcut.rational.isExact)
        #expect(shortcut.piPower == match.factor.piPower * exponent)
    }

    @Test func productsWithNoUnit() throws {
        let km = try #require(UnitProduct.unit("km", in: .standard))
        #expect(UnitProduct.none.multiplied(by: km) == km)
        #expect(km.multiplied(by: .none) == km)
        #expect(km.divided(by: .none) == km)
        #expect(km.power(1) == km)
        #expect(UnitProduct.none.divided(by: km)?.text == "km^-1")
    }
}
