import CalculatorTestSupport
import Platform
import Testing

@testable import CalculatorKit

/// The standard units reduced one at a time (issue 47): the index `scripts/generate-units` writes
/// is what the Swift parser reads in the file, each unit's stored reduction and each unit reduced
/// alone are the unit of the whole file reduced in order, and a look-up builds the unit it names
/// (or, reducing, the units it needs) and no other.
struct StandardUnitsTests {
    static func eager() throws -> UnitTable { try UnitTable(parsing: UnitDefinitions.text) }

    /// The generated spellings are in Swift's order, which the look-up's binary search needs.
    @Test func spellingsAreSorted() {
        let spellings = UnitDefinitions.spellings.map(\.spelling)
        for (earlier, later) in zip(spellings, spellings.dropFirst()) {
            #expect(earlier < later, "\(earlier) before \(later)")
        }
    }

    /// Every spelling, exact and prefixed, names what it names in the file reduced in order:
    /// the generated index has the parser's names, plurals (the python plural rule has not
    /// drifted from UnitDefinition's), symbols and refused names, each on its unit.
    @Test func spellingsAreTheParsers() throws {
        let eager = try Self.eager()
        func described(_ entry: (spelling: String, unit: Int?, prefix: UnitPrefix?)) -> String {
            "\(entry.spelling) \(entry.unit.map(String.init) ?? "refused") \(entry.prefix?.name ?? "-")"
        }
        let lazy = UnitTable.standard.allSpellings.map(described)
        #expect(lazy.count == Set(lazy).count)
        #expect(Set(lazy) == Set(eager.allSpellings.map(described)))
        for (spelling, unit, prefix) in eager.allSpellings where unit == nil && prefix == nil {
            guard case .refused(let hint)? = UnitTable.standard.lookUp(spelling),
                case .refused(let expected)? = eager.lookUp(spelling)
            else {
                Issue.record("\(spelling) is not refused")
                continue
            }
            #expect(hint == expected)
        }
    }

    /// Each unit, reduced alone against the lines before it, is the unit of the file reduced in
    /// order: its line, section, names, definition, factor and zero.
    @Test func unitsAreTheFilesReducedInOrder() throws {
        let eager = try Self.eager()
        let lazy = UnitTable.standard.units
        try #require(lazy.count == eager.units.count)
        for (unit, expected) in zip(lazy, eager.units) {
            let (definition, other) = (unit.definition, expected.definition)
            #expect(definition.line == other.line)
            #expect(definition.section == other.section, "\(unit.name)")
            #expect(definition.names == other.names && definition.plurals == other.plurals)
            #expect(definition.symbols == other.symbols && definition.prefixes == other.prefixes)
            #expect(definition.body == other.body && definition.note == other.note, "\(unit.name)")
            #expect(unit.factor.description == expected.factor.description, "\(unit.name)")
            #expect(unit.dimension == expected.dimension, "\(unit.name)")
            #expect(unit.zero?.description == expected.zero?.description, "\(unit.name)")
        }
    }

    /// Every stored reduction (UnitDefinitions+Reduced.swift) is the live reducer's, reducing the
    /// file in order: factor, power of π, dimension and zero, unit by unit. Fails while `make
    /// units` has not been run since data/units.def or the reducer changed.
    @Test func storedReductionsAreTheReducers() throws {
        let eager = try Self.eager().units
        #expect(UnitDefinitions.reducedDigest == UnitDefinitions.textDigest, "run make units")
        try #require(UnitDefinitions.reduced.count == eager.count, "run make units")
        for (index, expected) in eager.enumerated() {
            let unit = StandardUnits.storedUnit(index, definition: expected.definition)
            // Fractions, not `==`: equal values may be held in machine words or in GMP.
            #expect(try unit.factor.rational.fraction() == expected.factor.rational.fraction(), "\(unit.name)")
            #expect(unit.factor.piPower == expected.factor.piPower, "\(unit.name): run make units")
            #expect(unit.dimension == expected.dimension, "\(unit.name): run make units")
            #expect(try unit.zero?.fraction() == expected.zero?.fraction(), "\(unit.name): run make units")
        }
    }

    /// The sections list the units and refused names under the titles the file reduced in order
    /// does, with the same text.
    @Test func sectionsAreTheFiles() throws {
        let eager = try Self.eager().sections
        let lazy = UnitTable.standard.sections
        #expect(lazy.map(\.title) == eager.map(\.title))
        #expect(lazy.map(\.text) == eager.map(\.text))
        #expect(lazy.map(\.units) == eager.map(\.units))
        #expect(lazy.map { $0.refused.map(\.line) } == eager.map { $0.refused.map(\.line) })
    }

    /// `mph` is built from its stored reduction alone: no other unit of the file.
    @Test func aLookUpBuildsOnlyTheUnitItNames() throws {
        let layer = StandardUnits()
        let table = UnitTable(standard: layer, before: layer.definitionCount)
        guard case .unit(let mph)? = table.lookUp("mph") else {
            Issue.record("mph is no unit")
            return
        }
        #expect(mph.factor.description == "1397/3125")
        #expect(mph.unit.dimension.description == "speed")
        #expect(layer.reducedIndices.map { layer.definition(ofUnit: $0).names[0] } == ["miles_per_hour"])
    }

    /// Reducing, `mph` is reduced with the units its definition needs, down to the base units:
    /// `mile` (1760 yd), `yard`, `foot`, `inch` (2.54 cm: the metre, prefixed), `hour` (60 min),
    /// `minute` and `second`; no other line of the file.
    @Test func aLookUpReducesTheUnitsItNeeds() throws {
        let layer = StandardUnits(stored: false)
        let table = UnitTable(standard: layer, before: layer.definitionCount)
        guard case .unit(let mph)? = table.lookUp("mph") else {
            Issue.record("mph is no unit")
            return
        }
        #expect(mph.factor.description == UnitTable.standard.unit(named: "mph")?.factor.description)
        let reduced = Set(layer.reducedIndices.map { layer.definition(ofUnit: $0).names[0] })
        #expect(reduced == ["miles_per_hour", "mile", "yard", "foot", "inch", "metre", "hour", "minute", "second"])
    }

    /// A unit is reduced with its dependencies by recursion, as deep as the file's longest chain
    /// (teaspoon, tablespoon, fluid ounce, cup, pint, quart, gallon, inch, metre: nine units),
    /// which a worker thread's small stack must hold. Looked up last line first, every unit's
    /// chain is reduced from its top, so the deepest recursion happens. Under AddressSanitizer,
    /// whose frames are several times larger, the stack is CALC_SANITIZER_STACK_FACTOR times as
    /// large (`make sanitize` sets 4): the debug and release runs test 512 KiB itself.
    @Test func reducesOnASmallStack() {
        let factor = getenv("CALC_SANITIZER_STACK_FACTOR").flatMap { Int(String(cString: $0)) } ?? 1
        let layer = StandardUnits(stored: false)
        let table = UnitTable(standard: layer, before: layer.definitionCount)
        let spellings = (0..<layer.count).reversed().map { layer.definition(ofUnit: $0) }.map {
            $0.names.first ?? $0.symbols[0]
        }
        let found = SmallStackThread.value(stackSize: SmallStackThread.defaultSize * factor) {
            spellings.filter { table.unit(named: $0) != nil }.count
        }
        #expect(found == layer.count)
        #expect(layer.reducedIndices.count == layer.count)
    }
}
