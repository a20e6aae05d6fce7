/// The REPL's prompt: the current result shown like a calculator's display (`42 › `), or a
/// continuation prompt (`… › `) while brackets are open.
///
/// A pure function of ``State``: no terminal, no brain, so it is tested as a table.
///
/// ```swift
/// PromptView.render(PromptView.State(result: "42"))                     // "42 › "
/// PromptView.render(PromptView.State(result: "42", openBrackets: 1))    // " … › "
/// ```
public enum PromptView {
    /// Everything the prompt depends on.
    public struct State: Equatable, Sendable {
        /// The result as formatted by the brain, or nil before the first result.
        public var result: String?
        /// Brackets left open by the lines typed so far; above zero, the prompt asks for more.
        public var openBrackets: Int
        /// Whether to draw with ANSI colours.
        public var color: Bool
        /// The terminal's width in columns: long results are cut to fit a share of it.
        public var width: Int
        /// Whether the result's digits are not its exact value (an approximation, or an exact
        /// value rounded for display): shown after a dim `≈`.
        public var isApproximate = false

        public init(
            result: String? = nil, openBrackets: Int = 0, color: Bool = false, width: Int = 80,
            isApproximate: Bool = false
        ) {
            self.result = result
            self.isApproximate = isApproximate
            self.openBrackets = openBrackets
            self.color = color
            self.width = width
        }
    }

    /// The marker between the display and the input.
    static let arrow = "›"
    /// Before a result whose digits are not its exact value.
    static let approximately = "≈"
    /// The continuation marker.
    static let ellipsis = "…"
    /// The narrowest display a result is ever cut to, so that `1.2…e-300` stays readable.
    static let minimumDisplayWidth = 10

    /// The prompt text, with colour sequences when `state.color` is set.
    public static func render(_ state: State) -> String {
        let display = self.display(state)
        guard state.color else { return display + arrow + " " }
        let style = state.openBrackets > 0 ? ANSI.dim : ANSI.bold
        var shown = display.isEmpty ? "" : style + display + ANSI.reset
        if display.hasPrefix(approximately) {
            shown = ANSI.dim + approximately + ANSI.reset + style + display.dropFirst() + ANSI.reset
        }
        return shown + ANSI.cyan + arrow + ANSI.reset + " "
    }

    /// The columns the prompt takes on screen, for aligning carets under the input.
    public static func width(_ state: State) -> Int {
        display(state).count + 2
    }

    /// The result, or the continuation marker padded to the result's width, plus a space.
    static func display(_ state: State) -> String {
        let shown = state.result.map { truncated($0, to: maximumDisplayWidth(state.width)) }
        if state.openBrackets > 0 {
            let width = max(shown?.count ?? 0, 1)
            return String(repeating: " ", count: width - 1) + ellipsis + " "
        }
        guard let shown else { return "" }
        return (state.isApproximate ? approximately : "") + shown + " "
    }

    /// A quarter of the terminal, but never less than ``minimumDisplayWidth``.
    static func maximumDisplayWidth(_ terminalWidth: Int) -> Int {
        max(minimumDisplayWidth, terminalWidth / 4)
    }

    /// Cuts `text` to `limit` characters with `…`, keeping an exponent (`e-300`), which says
    /// more about a number than its last digits, and a quantity's unit (`0.33333… km/h`), which
    /// says what the number is.
    static func truncated(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        // A list, or an assignment's preview of one (`xs = [10, 20, …]`).
        if text.last == "]", let open = text.firstIndex(of: "["),
            limit - text.distance(from: text.startIndex, to: open) >= 5
        {
            let name = text[..<open]
            return name + truncatedList(String(text[open...]), to: limit - name.count)
        }
        if let space = text.lastIndex(of: " "), let first = text[text.index(after: space)...].first,
            first.isLetter || first == "°", text.distance(from: space, to: text.endIndex) <= limit / 2
        {
            let unit = text[space...]
            let shown = truncated(String(text[..<space]), to: limit - unit.count) + unit
            if shown.count <= limit { return shown }
        }
        var exponent = ""
        if let e = text.lastIndex(of: "e"), !text[e...].contains(" "),
            text[..<e].contains(".") || text[..<e].allSatisfy(\.isNumber)
        {
            exponent = String(text[e...])
        }
        let keep = max(limit - exponent.count - 1, 1)
        return String(text.prefix(keep)) + ellipsis + exponent
    }
}

extension PromptView {
    /// A list cut between elements, never inside one: `[1, 2, 3, …]`; a first element too long
    /// for the space is cut as a number is (`[0.33333…, …]`). Elements hold no `, ` of their own
    /// (a complex number is `1 + 2i`, a quantity `2 m`).
    static func truncatedList(_ text: String, to limit: Int) -> String {
        let elements = text.dropFirst().dropLast().split(separator: ", ", omittingEmptySubsequences: false)
        var shown = "["
        for (index, element) in elements.enumerated() {
            let isLast = index == elements.count - 1
            let piece = (index > 0 ? ", " : "") + element
            if shown.count + piece.count + (isLast ? 1 : 4) <= limit {
                shown += piece
                continue
            }
            guard index == 0 else { return shown + ", …]" }
            let room = max(limit - (isLast ? 2 : 5), minimumDisplayWidth / 2)
            return "[" + truncated(String(element), to: room) + (isLast ? "]" : ", …]")
        }
        return shown + "]"
    }
}

/// The few ANSI sequences the REPL's views use.
enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"
    static let green = "\u{1B}[32m"
    static let cyan = "\u{1B}[36m"
    static let boldRed = "\u{1B}[1;31m"

    /// `text` wrapped in `style` when `enabled`.
    static func paint(_ text: String, _ style: String, _ enabled: Bool) -> String {
        enabled ? style + text + reset : text
    }
}
