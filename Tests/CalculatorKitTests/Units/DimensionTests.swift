import Testing

@testable import CalculatorKit

/// Dimensions: products of base dimensions with rational exponents, their names and formulas.
struct DimensionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var dimension: Dimension?
        var expected: String
        var testDescription: String { id }
    }

    static let length = Dimension.length
    static let time = Dimension.time
    static let half = DimensionExponent(1, 2)!

    static let cases: [Case] = [
        Case(id: "length", dimension: length, expected: "length"),
        Case(id: "speed", dimension: length.divided(by: time), expected: "speed"),
        Case(
            id: "acceleration", dimension: length.divided(by: time.power(DimensionExponent(2)!)!),
            expected: "acceleration"),
        Case(id: "area", dimension: length.multiplied(by: length), expected: "area"),
        Case(id: "cancels", dimension: length.divided(by: length), expected: "dimensionless"),
        Case(id: "frequency", dimension: Dimension.dimensionless.divided(by: time), expected: "frequency"),
        Case(id: "square root", dimension: length.power(DimensionExponent(2)!)?.power(half), expected: "length"),
        Case(id: "half power", dimension: time.power(half), expected: "time^(1/2)"),
        Case(id: "unnamed", dimension: time.multiplied(by: length), expected: "length*time"),
        Case(id: "unnamed quotient", dimension: Dimension.mass.divided(by: time), expected: "mass/time"),
        Case(
            id: "two below", dimension: Dimension.dimensionless.divided(by: length)?.divided(by: time),
            expected: "1/(length*time)"),
        Case(id: "user base", dimension: Dimension(.custom("USD")).divided(by: Dimension.mass), expected: "USD/mass"),
        Case(id: "power zero", dimension: length.power(.zero), expected: "dimensionless"),
        Case(
            id: "too large", dimension: length.power(DimensionExponent(1000)!)?.power(DimensionExponent(1001)!),
            expected: "nil"),
    ]

    @Test(arguments: cases)
    func description(_ c: Case) {
        #expect(c.dimension.map(\.description) ?? "nil" == c.expected)
    }

    @Test func dimensionlessTest() {
        #expect(Dimension.dimensionless.isDimensionless)
        #expect(!Dimension.length.isDimensionless)
        #expect(Self.length.divided(by: Self.length)?.isDimensionless == true)
    }

    /// Equal dimensions are equal values whatever the order they were built in.
    @Test func orderDoesNotMatter() {
        let a = Dimension.mass.multiplied(by: Self.length)?.divided(by: Self.time)
        let b = Dimension.dimensionless.divided(by: Self.time)?.multiplied(by: Self.length)?.multiplied(by: .mass)
        #expect(a == b)
        #expect(a?.exponent(of: .time) == DimensionExponent(-1))
        #expect(a?.exponent(of: .current) == .zero)
    }

    @Test func exponents() {
        #expect(DimensionExponent(4, -6)?.description == "-2/3")
        #expect(DimensionExponent(1, 0) == nil)
        #expect(DimensionExponent(DimensionExponent.limit + 1) == nil)
        // Huge terms reduce in unsigned magnitudes: no overflow, and the limit applies after.
        #expect(DimensionExponent(1, 10_000_000_000_000) == nil)
        #expect(DimensionExponent(Int.min, 1) == nil)
        #expect(DimensionExponent(2_000_000_000_000, -4_000_000_000_000)?.description == "-1/2")
        #expect(DimensionExponent(1, 2)?.adding(DimensionExponent(1, 3)!)?.description == "5/6")
    }
}
