/// The notes a kind of value takes while a statement computes, on a reading people could take
/// otherwise: a date's month clamped to its end (`@2024-01-31 + 1 month`), a wall time in a DST
/// gap or fold, a date read in the local zone. A kind's arithmetic records one where it decides;
/// the brain empties this thread's notes before a statement and gives them to its result after
/// (``StatementResult/notes``, as readings), so that no evaluator carries them. A statement
/// computed again (refined at more digits) records the same note once.
enum ValueNotes {
    private static let slot = PthreadSlot<[(message: String, span: Span)]>([])

    /// Records `message` about the text at `span` (once).
    static func record(_ message: String, at span: Span) {
        let box = slot.box
        guard !box.value.contains(where: { $0.message == message && $0.span == span }) else { return }
        box.value.append((message, span))
    }

    /// Forgets this thread's notes: a statement begins.
    static func reset() {
        let box = slot.box
        if !box.value.isEmpty { box.value = [] }
    }

    /// This thread's notes, forgotten.
    static func take() -> [(message: String, span: Span)] {
        let box = slot.box
        guard !box.value.isEmpty else { return [] }
        defer { box.value = [] }
        return box.value
    }
}
