import CalculatorKit

extension REPLSession {
    /// `:units [WORD]`: the units (``UnitListing``), or that none matches.
    func listUnits(_ word: String) {
        let table = brain.unitTable
        if let text = UnitListing.text(for: word, table: table, width: promptState.width) {
            console.write(text)
            return
        }
        console.writeError(
            DiagnosticView.message(
                "no unit or dimension matches '\(word)'",
                note: "type :units for them all, :help units for how to write them",
                color: color))
    }

    /// What `:help TOPIC` says of a unit a spelling names (with its prefix: `km`), and that
    /// a variable of that name hides it; nil when it names none.
    func unitHelp(_ topic: String) -> String? {
        guard let text = UnitHelp.describe(topic, table: brain.unitTable) else { return nil }
        guard brain.state.bindings[topic] != nil else { return text }
        return text + "  your \(topic) hides it: remove the variable with :undo or :reset to use the unit\n"
    }
}
