import CalculatorNumbers

/// What a kind of value says of a statement's result while it computes, apart from the value:
/// notes on a reading people could take otherwise (a date's month clamped to its end,
/// `@2024-01-31 + 1 month`; a wall time in a DST gap or fold; a date read in the local zone),
/// and a way to show a value it made (a date-time difference as `1 d + 3 h + 30 min`). A kind's
/// arithmetic records them where it decides; the brain empties this thread's record before a
/// statement and reads it after (the notes as readings of ``StatementResult/notes``, the way of
/// showing as the presentation when no `to` chooses one), so that no evaluator carries them. A
/// statement computed again (refined at more digits) records the same note once. The system
/// clock is read here too, once a statement.
enum ValueNotes {
    /// What a note is about: with the value it was taken on and its span, what tells a note
    /// recorded again (the statement refined) from a new one, never its text.
    enum Reading: Sendable, Equatable {
        /// A month's end clamped (`@2024-01-31 + 1 month`).
        case monthEndClamped
        /// A wall time in a DST gap, or in a fold.
        case wallTimeInGap, wallTimeInFold
        /// A date or local date-time read in the local zone.
        case localZone
    }

    private struct Record {
        var notes: [(reading: Reading, value: DateTime, message: String, span: Span)] = []
        /// A value a kind made and the sum of units to show it in.
        var shown: (value: Value, units: [UnitProduct])?
        /// The system clock as the statement first read it (`now`, `today`).
        var clock: Int?
    }

    private static let slot = ThreadSlot(Record())

    /// Records `message`, a `reading` taken on `value`, about the text at `span` (once).
    static func record(_ reading: Reading, on value: DateTime, _ message: String, at span: Span) {
        let box = slot.box
        guard !box.value.notes.contains(where: { $0.reading == reading && $0.value == value && $0.span == span })
        else { return }
        box.value.notes.append((reading, value, message, span))
    }

    /// Records that `value`, if it is the statement's result, is shown as a sum of `units`.
    static func show(_ value: Value, as units: [UnitProduct]) {
        slot.box.value.shown = (value, units)
    }

    /// Forgets this thread's record: a statement begins.
    static func reset() {
        let box = slot.box
        if !box.value.notes.isEmpty || box.value.shown != nil || box.value.clock != nil { box.value = Record() }
    }

    /// This thread's notes, forgotten.
    static func take() -> [(message: String, span: Span)] {
        let box = slot.box
        guard !box.value.notes.isEmpty else { return [] }
        defer { box.value.notes = [] }
        return box.value.notes.map { ($0.message, $0.span) }
    }

    /// The system clock read once a statement: `read` the first time, the same after, so that
    /// `now - now` is 0 s.
    static func clock(_ read: () -> Int) -> Int {
        let box = slot.box
        if let clock = box.value.clock { return clock }
        let clock = read()
        box.value.clock = clock
        return clock
    }

    /// The units a kind asked `value` be shown in, when it is the value it made.
    static func units(toShow value: Value) -> [UnitProduct]? {
        guard let shown = slot.box.value.shown, shown.value == value else { return nil }
        return shown.units
    }
}
