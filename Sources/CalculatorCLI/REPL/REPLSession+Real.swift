import CalculatorKit

extension REPLSession {
    /// `:real`, `:real on` (real numbers only: `sqrt(-1)` is an error), `:real off` (complex
    /// numbers, the default). Undoable, as `:deg` is.
    func setReal(_ argument: String, _ line: String) {
        let real: Bool
        switch argument {
        case "": real = brain.options.real
        case "on": real = true
        case "off": real = false
        default:
            console.writeError(DiagnosticView.message("real takes on or off, got '\(argument)'", color: color))
            return
        }
        if brain.options.real != real {
            remember(snapshot(line))
            brain.options.real = real
        }
        console.write(real ? "real numbers only: sqrt(-1) is an error\n" : "real off: sqrt(-1) is i\n")
    }
}
