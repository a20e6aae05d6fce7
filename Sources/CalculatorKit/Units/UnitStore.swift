import CalculatorNumbers

/// What a ``UnitTable`` adds to the standard file's units (a user's, the constants'), or holds
/// of its own text, shared by the table and every table made from it by adding units: an
/// append-only log of its definitions, of which each table value sees a prefix (its version).
/// A `unit` statement makes a new table from the brain's while `:undo` keeps the old one: were
/// the table a plain value, each statement would copy every unit before it, and defining n units
/// would take time n² (issue 48: 20,000 took 15 s). Adding to the last version is done in place;
/// only a table that is not the last (an undone state defining a unit, two brains from one table)
/// copies what it sees, once, into a store of its own. The standard table's store is empty and
/// frozen: every brain's first unit copies it, so that no brain's units are kept in another's.
/// The standard units stay in ``StandardUnits``, under every store's.
///
/// Locked (pthread's ``PthreadLock``, which the thread sanitizer sees): a table is read on
/// another thread (the REPL's preview) while the brain adds to its store.
final class UnitStore: @unchecked Sendable {
    /// Where a spelling comes from: the unit's index in its table (nil for a refused name), how
    /// it spells the unit, the file's line (for collision messages), and the version that added
    /// it (0 for the standard file's).
    struct Entry {
        var index: Int?
        var spelling: UnitTable.Spelling
        var line: Int
        var version: Int
    }

    /// One step of the log.
    enum Event {
        /// A `## Title`: later units are listed under it.
        case section(String)
        /// A `#.` line of the current section's text.
        case text(String)
        /// The unit of this index in the table (after the standard file's units).
        case unit(Int)
        /// A refused name (`ton`), with its hint.
        case refused(UnitDefinition)
    }

    struct Contents {
        /// The units added, after the standard file's when there are any.
        var units: [Unit] = []
        /// The latest entry of each spelling.
        var exact: [String: Entry] = [:]
        /// The earlier entries of a spelling a user's unit took from calc's (`unit b = 2 m`,
        /// while `b` is the bit), oldest first: what an earlier version (the state before the
        /// statement, which `:undo` returns to) still sees, and what a prefix still finds
        /// (`kb`, the kilobit, where the user's `b` takes no prefix). The standard file's entry
        /// is not kept here: it is under every store's.
        var shadowed: [String: [Entry]] = [:]
        var refusals: [String: String] = [:]
        var events: [Event] = []
    }

    private let lock = PthreadLock()
    /// Read and written only under `lock`.
    private var contents = Contents()
    private var isFrozen = false

    init() {}

    private init(contents: Contents) { self.contents = contents }

    /// Adds nothing more: tables of this store copy it before they add a unit.
    func freeze() { lock.withLock { isFrozen = true } }

    /// `body`'s result, with the contents as they are.
    func reading<Result>(_ body: (borrowing Contents) -> Result) -> Result {
        lock.withLock { body(contents) }
    }

    /// `body`'s result, having changed the contents, when `version` is the last (no table has
    /// added to it); nil, with nothing run, when it is not or the store is frozen.
    func changing<Result>(at version: Int, _ body: (inout Contents) -> Result) -> Result? {
        lock.withLock {
            guard !isFrozen, contents.events.count == version else { return nil }
            return body(&contents)
        }
    }

    /// A store of its own with what `version` sees (its first `unitCount` units).
    func copy(upTo version: Int, unitCount: Int) -> UnitStore {
        lock.withLock {
            var copy = Contents()
            copy.units = Array(contents.units[..<unitCount])
            copy.events = Array(contents.events[..<version])
            for spelling in Set(contents.exact.keys).union(contents.shadowed.keys) {
                var entries = contents.entries(spelling, at: version)
                guard !entries.isEmpty else { continue }
                copy.exact[spelling] = entries.removeFirst()
                if !entries.isEmpty { copy.shadowed[spelling] = entries.reversed() }
            }
            copy.refusals = contents.refusals.filter { copy.exact[$0.key] != nil }
            return UnitStore(contents: copy)
        }
    }
}

extension UnitStore.Contents {
    /// The entry of `spelling` a table at `version` sees.
    func entry(_ spelling: String, at version: Int) -> UnitStore.Entry? {
        if let entry = exact[spelling], entry.version < version { return entry }
        return shadowed[spelling]?.last { $0.version < version }
    }

    /// Every entry of `spelling` a table at `version` sees, the latest first: more than one when
    /// a user's unit took a spelling of calc's.
    func entries(_ spelling: String, at version: Int) -> [UnitStore.Entry] {
        let latest = exact[spelling].map { [$0] } ?? []
        return (latest + (shadowed[spelling]?.reversed() ?? [])).filter { $0.version < version }
    }

    /// `sections` (the standard file's) with those the first `version` events make, for the
    /// reference.
    func sections(upTo version: Int, after sections: [UnitSection]) -> [UnitSection] {
        var sections = sections
        for event in events[..<version] {
            switch event {
            case .section(let title): sections.append(UnitSection(title: title))
            case .text(let line): sections[sections.count - 1].text.append(line)
            case .unit(let index): sections[sections.count - 1].units.append(index)
            case .refused(let definition): sections[sections.count - 1].refused.append(definition)
            }
        }
        return sections
    }
}
