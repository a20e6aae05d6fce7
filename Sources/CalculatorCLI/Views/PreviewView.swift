/// The live preview, drawn at the right end of the line being typed: what the line evaluates to
/// so far, dim, so that it does not read as a result already given.
///
/// A pure function of its inputs, like ``PromptView``.
///
/// ```swift
/// PreviewView.render("3", color: true, width: 80)    // "\u{1B}[2m3\u{1B}[0m"
/// PreviewView.render(nil, color: true, width: 80)    // ""
/// ```
enum PreviewView {
    /// The right prompt: nothing for no preview; the text cut to the prompt's share of the
    /// terminal, as the prompt's display is, so a long line keeps room to be typed.
    static func render(_ preview: String?, color: Bool, width: Int) -> String {
        guard let preview, !preview.isEmpty else { return "" }
        let shown = PromptView.truncated(preview, to: PromptView.maximumDisplayWidth(width))
        return ANSI.paint(shown, ANSI.dim, color)
    }
}
