import CalculatorKit

extension REPLSession {
    /// The right prompt while `line` is being typed: the live preview of the input so far (the
    /// lines continued before it, and `line`), rendered by ``PreviewView``; empty when the
    /// preview is off or has nothing to show.
    func rightPrompt(typing line: String) -> String {
        guard showsPreview else { return "" }
        var input = continued
        guard let whole = input.append(line) else { return "" }
        return PreviewView.render(
            LivePreview.text(
                for: whole, brain: brain, running: &previewJob, waitLimit: previewLimits.wait,
                timeLimit: previewLimits.time), color: promptState.color,
            width: promptState.width)
    }

    /// `:preview`, `:preview on`, `:preview off`.
    func setPreview(_ argument: String) {
        switch argument {
        case "": break
        case "on": showsPreview = true
        case "off": showsPreview = false
        default:
            console.writeError(DiagnosticView.message("preview takes on or off, got '\(argument)'", color: color))
            return
        }
        var text = "preview " + (showsPreview ? "on" : "off")
        if showsPreview && !canShowPreview { text += " (shown only on a terminal that is not dumb)" }
        console.write(text + "\n")
    }

    /// `:notes`, `:notes on`, `:notes off`: whether results say how a contested expression was
    /// read (the brain's ``CalculatorOptions/notes``; the preview follows it).
    func setNotes(_ argument: String) {
        switch argument {
        case "": break
        case "on": brain.options.notes = true
        case "off": brain.options.notes = false
        default:
            console.writeError(DiagnosticView.message("notes takes on or off, got '\(argument)'", color: color))
            return
        }
        console.write("notes " + (brain.options.notes ? "on" : "off") + "\n")
    }
}
