import CalculatorNumbers

/// The units calc knows: the definitions file's, with look-up by name, symbol, plural and prefix,
/// and the units added on top of them (a user's `unit` statements, the constants).
///
/// ``standard`` reduces a unit of the file the first time a look-up names it, with the units its
/// definition names, and no other (``StandardUnits``); its unit indices are the file's order, so
/// that ``units`` and ``sections`` list the units as the file does. Nothing on calc's start-up
/// path reads it. A table is a value; adding a unit to a copy does not copy the units before it
/// (``UnitStore`` says how), so that defining n units takes time in proportion to n.
///
/// ```swift
/// let table = UnitTable.standard
/// table.unit(named: "mph")?.dimension.name   // "speed"
/// if case .unit(let match)? = table.lookUp("kWh") { match.factor.description }   // "3600000"
/// ```
package struct UnitTable: Sendable {
    /// How a spelling names a unit: as a name or plural (long prefixes) or as a symbol (short).
    struct Spelling: OptionSet, Sendable {
        let rawValue: UInt8
        static let name = Spelling(rawValue: 1)
        static let symbol = Spelling(rawValue: 2)
    }

    /// The standard file's units under this table's own, of which it sees the first
    /// `standardLimit` definitions and so the first `standardCount` units (the indices before
    /// its own units'); nil for a table of its own text.
    private var standard: StandardUnits?
    private var standardLimit = 0
    private var standardCount = 0
    /// The log this table sees the first `version` events of, and `unitCount` units.
    private var store = UnitStore()
    private var version = 0
    private var unitCount = 0
    /// The title of the section the next unit is listed under; nil before the first.
    private var section: String?
    /// ``lookUp(_:)``'s answers so far; a new one whenever the table changes.
    private var lookups = UnitLookupCache()

    /// An empty table.
    package init() {}

    /// The table of `text` in the definitions file's format, every line reduced now: what the
    /// tests check the file with.
    package init(parsing text: String) throws(UnitDefinitionError) {
        var lineNumber = 0
        // Bytes, not Characters: Character-by-Character work made the file's reduction several
        // times slower.
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.first == UInt8(ascii: "#") {
                if line.starts(with: "## ".utf8) {
                    add(.section(String(decoding: line.dropFirst(3), as: UTF8.self)))
                } else if line.starts(with: "#.".utf8) {
                    if section == nil { add(.section("")) }
                    add(.text(String(decoding: line.dropFirst(3), as: UTF8.self)))
                }
                continue
            }
            guard
                let definition = try UnitDefinition(
                    parsing: String(decoding: line, as: UTF8.self), line: lineNumber, section: section ?? "")
            else { continue }
            try define(definition)
        }
    }

    /// The units of the standard file's first `limit` definitions: what the `limit`th is reduced
    /// against. Such a view is for look-ups; ``sections`` lists the whole file.
    init(standard: StandardUnits, before limit: Int) {
        self.standard = standard
        standardLimit = limit
        standardCount = standard.unitCount(before: limit)
        section = UnitDefinitions.sectionTitles.last
    }

    /// The standard units, from `data/units.def` as embedded in the library, each reduced when
    /// first looked up.
    package static let standard: UnitTable = {
        let table = UnitTable(standard: .shared, before: StandardUnits.shared.definitionCount)
        table.store.freeze()
        return table
    }()

    /// Every unit, in the file's order. Reading a standard unit reduces it.
    package var units: UnitList {
        UnitList(standard: standard, standardCount: standardCount, store: store, count: standardCount + unitCount)
    }

    /// The units added to the standard file's (a user's, the constants'), in order: all of them
    /// for a table of its own text.
    var addedUnits: Slice<UnitList> { units.dropFirst(standardCount) }

    /// The sections of the file: title, text and the units under it, for the reference.
    package var sections: [UnitSection] {
        let standardSections = standard?.sections ?? []
        return store.reading { $0.sections(upTo: version, after: standardSections) }
    }

    /// Adds a unit (a line of the definitions file, or a user's `unit` statement), reduced against
    /// the units before it, unless `reduced` is its expression already reduced, and listed under
    /// its section (started unless it is the last). Throws when it does not reduce, or when one
    /// of its spellings is already a unit's (but a user's unit may take one of calc's, which
    /// ``UnitStore/Contents/shadowed`` keeps); the table is then as it was.
    package mutating func define(_ definition: UnitDefinition, reduced: UnitExpression? = nil)
        throws(UnitDefinitionError)
    {
        let unit = try Unit.reducing(definition, in: self, reduced: reduced)
        let title = section == definition.section ? nil : definition.section
        let below = StandardLayer(units: standard, limit: standardLimit, count: standardCount)
        let failure = change { contents, version in
            Self.add(definition, unit: unit, under: title, to: &contents, over: below, version: version)
        }
        if let failure { throw failure }
        section = definition.section
    }

    /// The unit a spelling names exactly (a name, plural or symbol; no prefix).
    package func unit(named spelling: String) -> Unit? {
        entry(spelling)?.index.map(unit(at:))
    }

    /// What `spelling` names: exact names, plurals and symbols first (so `nmi` is never nano-mile
    /// and `Pa` never peta-anything), then a prefix on a unit that takes it, short on symbols
    /// (`km`) and long on names (`kilometre`). Case-sensitive. Nil for no unit.
    package func lookUp(_ spelling: String) -> UnitLookup? {
        lookups.answer(spelling) { uncachedLookUp(spelling) }
    }

    private func uncachedLookUp(_ spelling: String) -> UnitLookup? {
        let added = store.reading { $0.entry(spelling, at: version) }
        if let hit = added ?? standard?.entry(spelling, before: standardLimit) {
            guard let index = hit.index else {
                let hint = added == nil ? standard?.refusal(spelling) : store.reading { $0.refusals[spelling] }
                return hint.map { .refused(hint: $0) }
            }
            let unit = unit(at: index)
            return .unit(UnitMatch(unit: unit, prefix: nil, factor: unit.factor))
        }
        // A constant's exact name wins over a prefix and a unit, as a unit's does: `hbar` is ħ.
        if PhysicalConstants.isName(spelling) { return nil }
        for prefix in UnitPrefix.all {
            if let match = match(spelling, prefix: prefix, spellings: prefix.symbols, as: .symbol)
                ?? match(spelling, prefix: prefix, spellings: prefix.longSpellings, as: .name)
            {
                return .unit(match)
            }
        }
        return nil
    }

    private func match(_ spelling: String, prefix: UnitPrefix, spellings: [String], as kind: Spelling) -> UnitMatch? {
        for text in spellings where spelling.utf8.starts(with: text.utf8) {
            let rest = String(Substring(spelling.utf8.dropFirst(text.utf8.count)))
            // The first of the spelling's units that takes the prefix: `kb` is the kilobit
            // when the user's `b` takes none.
            guard
                let hit = entries(rest).first(where: {
                    guard let index = $0.index, $0.spelling.contains(kind) else { return false }
                    return definition(ofUnit: index).prefixes.contains { prefix.belongs(to: $0) }
                }), let index = hit.index
            else { continue }
            let unit = unit(at: index)
            // A prefix's factor (10^±30, 2^80 at most) always multiplies; were it ever not to,
            // the spelling is not this unit, rather than the unit without its prefix.
            guard let factor = try? unit.factor.multiplied(by: UnitFactor(prefix.factor)) else { continue }
            return UnitMatch(unit: unit, prefix: prefix, factor: factor)
        }
        return nil
    }

    /// Every spelling the table accepts, prefixed ones included, with what it names; for the
    /// collision tests and completion. Exact spellings come with a nil prefix.
    package var allSpellings: [(spelling: String, unit: Int?, prefix: UnitPrefix?)] {
        var exact = Set(store.reading { $0.exact.keys })
        if let standard { exact.formUnion(standard.spellings) }
        var result: [(String, Int?, UnitPrefix?)] = []
        for spelling in exact {
            guard let hit = entry(spelling) else { continue }
            result.append((spelling, hit.index, nil))
            guard let index = hit.index else { continue }  // refused
            let definition = definition(ofUnit: index)
            for prefix in UnitPrefix.all where definition.prefixes.contains(where: { prefix.belongs(to: $0) }) {
                var spellings: [String] = []
                if hit.spelling.contains(.symbol) { spellings += prefix.symbols.map { $0 + spelling } }
                if hit.spelling.contains(.name) { spellings += prefix.longSpellings.map { $0 + spelling } }
                // A constant's name is the constant (`hbar`), as lookUp has it.
                result += spellings.filter { !PhysicalConstants.isName($0) }.map { ($0, index, prefix) }
            }
        }
        return result
    }

    // MARK: Units by index and spelling

    /// The entry of `spelling` this table sees: the latest of its own units', else the file's.
    private func entry(_ spelling: String) -> UnitStore.Entry? {
        store.reading { $0.entry(spelling, at: version) } ?? standard?.entry(spelling, before: standardLimit)
    }

    /// Every entry of `spelling` this table sees, the latest first, the file's last.
    private func entries(_ spelling: String) -> [UnitStore.Entry] {
        let added = store.reading { $0.entries(spelling, at: version) }
        guard let standard = standard?.entry(spelling, before: standardLimit) else { return added }
        return added + [standard]
    }

    private func unit(at index: Int) -> Unit {
        if index < standardCount, let standard { return standard.unit(index) }
        return store.reading { $0.units[index - standardCount] }
    }

    /// The definition of the unit at `index`; a standard unit's is parsed, not reduced.
    private func definition(ofUnit index: Int) -> UnitDefinition {
        if index < standardCount, let standard { return standard.definition(ofUnit: index) }
        return store.reading { $0.units[index - standardCount].definition }
    }

    // MARK: Changes

    /// What a table's own units stand on: the standard file's units it sees.
    private struct StandardLayer {
        let units: StandardUnits?
        let limit: Int
        let count: Int

        func entry(_ spelling: String) -> UnitStore.Entry? { units?.entry(spelling, before: limit) }

        /// Whether the unit at `index` of `contents` over this layer is a user's.
        func isUserUnit(_ index: Int, in contents: borrowing UnitStore.Contents) -> Bool {
            guard index >= count else { return false }  // the file has no user units
            return contents.units[index - count].definition.section == userSection
        }
    }

    /// Runs `body` on the store's contents at this table's version, in place when no other table
    /// has added to the store, else on a copy of what this table sees; then sees its events.
    private mutating func change<Result>(_ body: (inout UnitStore.Contents, Int) -> Result) -> Result {
        let version = version
        let result =
            store.changing(at: version) { body(&$0, version) }
            ?? {
                store = store.copy(upTo: version, unitCount: unitCount)
                return store.changing(at: version) { body(&$0, version) }!
            }()
        store.reading { contents in
            self.version = contents.events.count
            unitCount = contents.units.count
        }
        lookups = UnitLookupCache()
        return result
    }

    /// Adds a section's title or a line of its text.
    private mutating func add(_ event: UnitStore.Event) {
        if case .section(let title) = event { section = title }
        change { contents, _ in contents.events.append(event) }
    }

    /// Adds `definition` (its `unit`, nil for a refused name) to `contents` over the `standard`
    /// units, after the section `title` when one is to start; or the collision that refuses it,
    /// checked before anything changes.
    private static func add(
        _ definition: UnitDefinition, unit: Unit?, under title: String?, to contents: inout UnitStore.Contents,
        over standard: StandardLayer, version: Int
    ) -> UnitDefinitionError? {
        let index = unit == nil ? nil : standard.count + contents.units.count
        let spellings =
            definition.names.map { ($0, Spelling.name) } + definition.plurals.map { ($0, Spelling.name) }
            + definition.symbols.map { ($0, Spelling.symbol) }
        var claimed: [String: Spelling] = [:]
        var shadowing: [String] = []
        for (spelling, kind) in spellings {
            if let earlier = contents.exact[spelling] ?? standard.entry(spelling) {
                // A user's unit may take a spelling of calc's units (`unit b = 2 m`, `b` being
                // the bit); never a refused one's, nor another user unit's.
                if definition.section == userSection, let index = earlier.index,
                    !standard.isUserUnit(index, in: contents)
                {
                    shadowing.append(spelling)
                    claimed[spelling, default: []].formUnion(kind)
                    continue
                }
                return UnitDefinitionError(
                    line: definition.line, column: 1, "'\(spelling)' is already defined on line \(earlier.line)")
            }
            // `bit`, `ohm`: a name and a symbol of the same unit; a refused name once.
            if claimed[spelling] != nil && unit == nil {
                return UnitDefinitionError(
                    line: definition.line, column: 1, "'\(spelling)' is already defined on line \(definition.line)")
            }
            claimed[spelling, default: []].formUnion(kind)
        }
        if let title { contents.events.append(.section(title)) }
        if let unit {
            contents.units.append(unit)
            contents.events.append(.unit(index!))
        } else {
            contents.events.append(.refused(definition))
        }
        // The file's entry stays under the store's, where the table finds it when it sees no
        // later one; a store's own earlier entry is kept here.
        for spelling in shadowing {
            if let earlier = contents.exact[spelling] { contents.shadowed[spelling, default: []].append(earlier) }
        }
        for (spelling, kind) in claimed {
            contents.exact[spelling] = UnitStore.Entry(
                index: index, spelling: unit == nil ? [] : kind, line: definition.line, version: version)
            if case .refused(let hint) = definition.body { contents.refusals[spelling] = hint }
        }
        return nil
    }
}

/// The units of a table, in the file's order.
package struct UnitList: RandomAccessCollection, Sendable {
    fileprivate let standard: StandardUnits?
    /// The first indices are the standard file's units; the store's follow.
    fileprivate let standardCount: Int
    fileprivate let store: UnitStore
    package let count: Int

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(index: Int) -> Unit {
        precondition(index >= 0 && index < count, "unit index out of range")
        if index < standardCount, let standard { return standard.unit(index) }
        return store.reading { $0.units[index - standardCount] }
    }
}

/// A `## Title` of the definitions file: its text lines and the indices of its units.
package struct UnitSection: Sendable {
    package let title: String
    package var text: [String] = []
    package var units: [Int] = []
    /// The names it refuses (`ton`).
    package var refused: [UnitDefinition] = []
}
