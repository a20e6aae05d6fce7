/// The units of `data/units.def`, each built the first time a look-up reaches it from the
/// reduction `scripts/generate-units` stored for it (UnitDefinitions+Reduced.swift, made by calc's
/// own reducer and checked against it by StandardUnitsTests): `60 mph to m/s` builds `mph` and
/// `m` and `s`, parsing only their lines' names, and runs no reducer (issue 47: reducing the
/// file's 150 units was 12 million instructions, nine tenths of the statement; reducing the
/// eight units mph needs, half of it). The layer under ``UnitTable/standard``; the paths that
/// want every unit (the reference, completion, suggestions) build every one, once.
///
/// A layer made with `stored: false` reduces each unit instead, with the units its definition
/// names, against a view of the lines before it (``UnitTable/init(standard:before:)``), as
/// reducing the file in order would: the tests' check of that path.
///
/// A spelling is found in the index `scripts/generate-units` writes beside the text
/// (UnitDefinitions+Index.swift), without parsing a line.
///
/// Locked (pthread's ``PthreadLock``): the REPL's preview reads the standard table on another
/// thread. The lock is not held while a unit is built, which may look up its dependencies here:
/// two threads may build the same unit, and the first to finish keeps its unit, equal to the
/// other's.
///
/// ```swift
/// let standard = StandardUnits.shared
/// let mile = standard.entry("miles", before: standard.definitionCount)!   // its unit's index
/// standard.unit(mile.index!).factor.description   // "201168/125"
/// ```
final class StandardUnits: @unchecked Sendable {
    /// The file's units, one for every table that has them.
    static let shared = StandardUnits()

    /// How many lines define a unit or refuse a name.
    let definitionCount = UnitDefinitions.definitions.count
    /// How many units (refused names left out).
    let count: Int

    private let lock = PthreadLock()
    /// The lines parsed and the units reduced so far, in the order they were, and where each
    /// definition's and each unit's is among them (1 + its place; 0 for not yet); read and
    /// written only under `lock`. Places in arrays of integers, not arrays of optionals: making
    /// an array of 160 `Unit?` cost 38,000 instructions, and of `UnitDefinition?` as many.
    private var parsed: [UnitDefinition] = []
    private var parsedPlace: [Int32]
    private var reduced: [Unit] = []
    private var reducedPlace: [Int32]
    /// The definition of each unit.
    private let definitionOfUnit: [Int]
    /// Whether units are built from their stored reductions rather than reduced.
    private let stored: Bool

    /// A layer of its own, nothing built: ``shared`` for calc, another for a test of what a
    /// look-up builds or reduces.
    init(stored: Bool = true) {
        // The digests are constants, so this costs nothing; it stops a build whose reductions
        // were not made from its text (a bare `scripts/generate-units`) before a wrong answer.
        precondition(
            UnitDefinitions.reducedDigest == UnitDefinitions.textDigest,
            "UnitDefinitions+Reduced.swift is stale: run make units")
        self.stored = stored
        var definitionOfUnit: [Int] = []
        for (ordinal, line) in UnitDefinitions.definitions.enumerated() where line.unit >= 0 {
            definitionOfUnit.append(ordinal)
        }
        self.definitionOfUnit = definitionOfUnit
        count = definitionOfUnit.count
        parsedPlace = Array(repeating: 0, count: definitionCount)
        reducedPlace = Array(repeating: 0, count: count)
    }

    /// The entry of `spelling` (a name, plural or symbol) among the first `limit` definitions:
    /// its unit's index (nil for a refused name), how it spells it, and its line.
    func entry(_ spelling: String, before limit: Int) -> UnitStore.Entry? {
        guard let found = UnitDefinitions.spellings.sortedIndex(of: spelling, by: \.spelling) else { return nil }
        let (_, ordinal, kind) = UnitDefinitions.spellings[found]
        guard Int(ordinal) < limit else { return nil }
        let line = UnitDefinitions.definitions[Int(ordinal)]
        return UnitStore.Entry(
            index: line.unit < 0 ? nil : Int(line.unit), spelling: UnitTable.Spelling(rawValue: kind),
            line: Int(line.line), version: 0)
    }

    /// The hint of the refused name `spelling` (`ton`); nil when it is no refused name.
    func refusal(_ spelling: String) -> String? {
        guard let found = UnitDefinitions.spellings.sortedIndex(of: spelling, by: \.spelling),
            case .refused(let hint) = definition(Int(UnitDefinitions.spellings[found].definition)).body
        else { return nil }
        return hint
    }

    /// The indices of the units reduced so far.
    var reducedIndices: [Int] { lock.withLock { reducedPlace.indices.filter { reducedPlace[$0] != 0 } } }

    /// Every exact spelling of the file, refused names' too, sorted.
    var spellings: [String] { UnitDefinitions.spellings.map(\.spelling) }

    /// How many of the first `limit` definitions are units.
    func unitCount(before limit: Int) -> Int {
        definitionOfUnit.prefix { $0 < limit }.count
    }

    /// The definition of the unit of index `index`, parsed but not reduced (its prefixes, its
    /// section).
    func definition(ofUnit index: Int) -> UnitDefinition {
        definition(definitionOfUnit[index])
    }

    /// The unit of index `index`, built now unless it was before.
    func unit(_ index: Int) -> Unit {
        if let unit = lock.withLock({ reducedPlace[index] == 0 ? nil : reduced[Int(reducedPlace[index]) - 1] }) {
            return unit
        }
        let ordinal = definitionOfUnit[index]
        let definition = definition(ordinal)
        let unit: Unit
        if stored {
            unit = Self.storedUnit(index, definition: definition)
        } else {
            unit = reducing(definition, ordinal: ordinal)
        }
        return lock.withLock {
            if reducedPlace[index] == 0 {
                reduced.append(unit)
                reducedPlace[index] = Int32(reduced.count)
            }
            return reduced[Int(reducedPlace[index]) - 1]
        }
    }

    /// The unit of `definition`, the `ordinal`th of the file, reduced against the lines before it.
    private func reducing(_ definition: UnitDefinition, ordinal: Int) -> Unit {
        do {
            // Never nil: the definition is a unit's, not a refused name's.
            return try Unit.reducing(definition, in: UnitTable(standard: self, before: ordinal))!
        } catch {
            // The tests reduce every unit of the same text, so this is a build that skipped them.
            preconditionFailure("the embedded units definitions do not reduce: \(error)")
        }
    }

    /// The `ordinal`th definition of the file, parsed now unless it was before.
    func definition(_ ordinal: Int) -> UnitDefinition {
        if let definition = lock.withLock({ parsedPlace[ordinal] == 0 ? nil : parsed[Int(parsedPlace[ordinal]) - 1] }) {
            return definition
        }
        let line = UnitDefinitions.definitions[ordinal]
        let text = UnitDefinitions.text
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: Int(line.offset))
        let end = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
        let section = line.section < 0 ? "" : UnitDefinitions.sectionTitles[Int(line.section)]
        let definition: UnitDefinition
        do {
            guard let parsed = try UnitDefinition(parsing: text[start..<end], line: Int(line.line), section: section)
            else { preconditionFailure("line \(line.line) of the embedded units definitions defines nothing") }
            definition = parsed
        } catch {
            preconditionFailure("the embedded units definitions do not parse: \(error)")
        }
        return lock.withLock {
            if parsedPlace[ordinal] == 0 {
                parsed.append(definition)
                parsedPlace[ordinal] = Int32(parsed.count)
            }
            return parsed[Int(parsedPlace[ordinal]) - 1]
        }
    }
}
