import CalculatorNumbers

/// The units calc knows: the definitions file reduced, with look-up by name, symbol, plural
/// and prefix.
///
/// ``standard`` is built from the embedded definitions on first use, never at start-up: a
/// global `let` in Swift is initialised lazily, and nothing on calc's start-up path reads it.
///
/// ```swift
/// let table = UnitTable.standard
/// table.unit(named: "mph")?.dimension.name   // "speed"
/// if case .unit(let match)? = table.lookUp("kWh") { match.factor.description }   // "3600000"
/// ```
package struct UnitTable: Sendable {
    /// Every unit, in the file's order.
    package private(set) var units: [Unit] = []
    /// The sections of the file: title, text and the units under it, for the reference.
    package private(set) var sections: [UnitSection] = []

    /// How a spelling names a unit: as a name or plural (long prefixes) or as a symbol (short).
    struct Spelling: OptionSet, Sendable {
        let rawValue: UInt8
        static let name = Spelling(rawValue: 1)
        static let symbol = Spelling(rawValue: 2)
    }

    /// Every exact spelling: the unit's index (nil for a refused name), how it spells the unit, and
    /// the line it comes from, for collision messages.
    private var exact: [String: (index: Int?, as: Spelling, line: Int)] = [:]
    private var refusals: [String: String] = [:]
    /// ``lookUp(_:)``'s answers so far; a new one whenever the table changes.
    private var lookups = UnitLookupCache()

    /// An empty table.
    package init() {}

    /// The table of `text` in the definitions file's format.
    package init(parsing text: String) throws(UnitDefinitionError) {
        var section = ""
        var lineNumber = 0
        // Bytes, not Characters: this runs on the first unit look-up (UnitDefinition says why).
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.first == UInt8(ascii: "#") {
                if line.starts(with: "## ".utf8) {
                    section = String(decoding: line.dropFirst(3), as: UTF8.self)
                    sections.append(UnitSection(title: section))
                } else if line.starts(with: "#.".utf8) {
                    if sections.isEmpty { sections.append(UnitSection(title: "")) }
                    sections[sections.count - 1].text.append(String(decoding: line.dropFirst(3), as: UTF8.self))
                }
                continue
            }
            guard
                let definition = try UnitDefinition(
                    parsing: String(decoding: line, as: UTF8.self), line: lineNumber, section: section)
            else { continue }
            try define(definition)
        }
    }

    /// The standard units, from `data/units.def` as embedded in the library.
    package static let standard: UnitTable = {
        do {
            return try UnitTable(parsing: UnitDefinitions.text)
        } catch {
            // The tests parse the same text, so this is a build that skipped them.
            preconditionFailure("the embedded units definitions do not parse: \(error)")
        }
    }()

    /// Adds a unit (a line of the definitions file, or a user's `unit` statement), reduced against
    /// the units before it, unless `reduced` is its expression already reduced. Throws when it
    /// does not reduce, or when one of its spellings is already a unit's.
    package mutating func define(_ definition: UnitDefinition, reduced: UnitExpression? = nil)
        throws(UnitDefinitionError)
    {
        lookups = UnitLookupCache()
        let unit: Unit
        switch definition.body {
        case .refused(let hint):
            for spelling in definition.names + definition.plurals + definition.symbols {
                if let earlier = exact[spelling]?.line {
                    throw UnitDefinitionError(
                        line: definition.line, column: 1, "'\(spelling)' is already defined on line \(earlier)")
                }
            }
            for spelling in definition.names + definition.plurals + definition.symbols {
                try claim(spelling, line: definition.line)
                refusals[spelling] = hint
            }
            if sections.isEmpty { sections.append(UnitSection(title: definition.section)) }
            sections[sections.count - 1].refused.append(definition)
            return
        case .base(let base):
            unit = Unit(definition: definition, factor: .one, dimension: Dimension(base))
        case .expression(let text, let column):
            let reduced =
                if let reduced { reduced } else {
                    try UnitExpression.reduce(text, in: self, line: definition.line, column: column)
                }
            unit = Unit(definition: definition, factor: reduced.factor, dimension: reduced.dimension)
        case .scale(let text, let column, let zeroText, let zeroColumn):
            let scale = try UnitExpression.reduce(text, in: self, line: definition.line, column: column)
            let zero = try UnitExpression.reduce(zeroText, in: self, line: definition.line, column: zeroColumn)
            guard zero.dimension == scale.dimension else {
                throw UnitDefinitionError(
                    line: definition.line, column: zeroColumn,
                    "the zero is \(zero.dimension), the scale \(scale.dimension)")
            }
            guard zero.factor.isExact else {
                throw UnitDefinitionError(line: definition.line, column: zeroColumn, "the zero must be exact")
            }
            unit = Unit(
                definition: definition, factor: scale.factor, dimension: scale.dimension, zero: zero.factor.rational)
        }
        // Checked before anything changes, so that a refused definition leaves the table as it was.
        for spelling in definition.names + definition.plurals + definition.symbols {
            if let earlier = exact[spelling]?.line {
                throw UnitDefinitionError(
                    line: definition.line, column: 1, "'\(spelling)' is already defined on line \(earlier)")
            }
        }
        let index = units.count
        units.append(unit)
        if sections.isEmpty { sections.append(UnitSection(title: definition.section)) }
        sections[sections.count - 1].units.append(index)
        for spelling in definition.names + definition.plurals {
            try claim(spelling, line: definition.line, index: index, as: .name)
        }
        for spelling in definition.symbols {
            try claim(spelling, line: definition.line, index: index, as: .symbol)
        }
    }

    /// Makes `title` the section later units are listed under, unless it already is.
    package mutating func startSection(_ title: String) {
        if sections.last?.title != title { sections.append(UnitSection(title: title)) }
    }

    private mutating func claim(_ spelling: String, line: Int, index: Int? = nil, as kind: Spelling = [])
        throws(UnitDefinitionError)
    {
        if let existing = exact[spelling] {
            // `bit`, `ohm`: a name and a symbol of the same unit.
            guard let index, existing.index == index else {
                throw UnitDefinitionError(
                    line: line, column: 1, "'\(spelling)' is already defined on line \(existing.line)")
            }
            exact[spelling] = (index, existing.as.union(kind), existing.line)
            return
        }
        exact[spelling] = (index, kind, line)
    }

    /// The unit a spelling names exactly (a name, plural or symbol; no prefix).
    package func unit(named spelling: String) -> Unit? { exact[spelling]?.index.map { units[$0] } }

    /// What `spelling` names: exact names, plurals and symbols first (so `nmi` is never nano-mile
    /// and `Pa` never peta-anything), then a prefix on a unit that takes it, short on symbols
    /// (`km`) and long on names (`kilometre`). Case-sensitive. Nil for no unit.
    package func lookUp(_ spelling: String) -> UnitLookup? {
        lookups.answer(spelling) { uncachedLookUp(spelling) }
    }

    private func uncachedLookUp(_ spelling: String) -> UnitLookup? {
        if let hit = exact[spelling] {
            guard let index = hit.index else { return refusals[spelling].map { .refused(hint: $0) } }
            let unit = units[index]
            return .unit(UnitMatch(unit: unit, prefix: nil, factor: unit.factor))
        }
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
            guard let hit = exact[rest], let index = hit.index, hit.as.contains(kind) else { continue }
            let unit = units[index]
            guard unit.definition.prefixes.contains(where: { prefix.belongs(to: $0) }) else { continue }
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
        var result: [(String, Int?, UnitPrefix?)] = []
        for (spelling, hit) in exact {
            result.append((spelling, hit.index, nil))
            guard let index = hit.index else { continue }  // refused
            let unit = units[index]
            for prefix in UnitPrefix.all where unit.definition.prefixes.contains(where: { prefix.belongs(to: $0) }) {
                if hit.as.contains(.symbol) { result += prefix.symbols.map { ($0 + spelling, index, prefix) } }
                if hit.as.contains(.name) {
                    result += prefix.longSpellings.map { ($0 + spelling, index, prefix) }
                }
            }
        }
        return result
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
