import CEditline

/// The keys libedit leaves unbound or binds to nothing useful, and what they do in this editor.
///
/// An unbound escape sequence is not ignored: libedit reads its first bytes as a prefix it does
/// not know and inserts the rest as text, so Ctrl-Left typed `5D` and PageUp `~` into the line.
enum KeyBindings {
    /// The sequences terminals send for each key (xterm's `CSI 1;5 D` for Ctrl-Left, rxvt's
    /// `ESC O d`, the VT220 `CSI n ~` keys), with the libedit function each one runs.
    /// `calc-ignore` swallows a key that has nothing to do on a one-line editor.
    static let sequences: [(keys: String, function: String)] = [
        // Ctrl-Left and Alt-Left (xterm, VTE, kitty), Ctrl-Left in rxvt, and old xterm's form.
        ("\u{1B}[1;5D", "ed-prev-word"), ("\u{1B}[1;3D", "ed-prev-word"), ("\u{1B}Od", "ed-prev-word"),
        ("\u{1B}[5D", "ed-prev-word"),
        ("\u{1B}[1;5C", "em-next-word"), ("\u{1B}[1;3C", "em-next-word"), ("\u{1B}Oc", "em-next-word"),
        ("\u{1B}[5C", "em-next-word"),
        // Home and End: CSI and SS3 forms, and the VT220 and rxvt keypad ones.
        ("\u{1B}[H", "ed-move-to-beg"), ("\u{1B}OH", "ed-move-to-beg"), ("\u{1B}[1~", "ed-move-to-beg"),
        ("\u{1B}[7~", "ed-move-to-beg"),
        ("\u{1B}[F", "ed-move-to-end"), ("\u{1B}OF", "ed-move-to-end"), ("\u{1B}[4~", "ed-move-to-end"),
        ("\u{1B}[8~", "ed-move-to-end"),
        ("\u{1B}[3~", "ed-delete-next-char"),
        // Insert, PageUp, PageDown, and their Ctrl and Shift forms.
        ("\u{1B}[2~", "calc-ignore"), ("\u{1B}[5~", "calc-ignore"), ("\u{1B}[6~", "calc-ignore"),
        ("\u{1B}[5;5~", "calc-ignore"), ("\u{1B}[6;5~", "calc-ignore"), ("\u{1B}[5;2~", "calc-ignore"),
        ("\u{1B}[6;2~", "calc-ignore"),
        // Bracketed paste: the terminal wraps a pasted block in these (see `LineEditor`).
        (BracketedPaste.start, "calc-paste-start"), (BracketedPaste.end, "calc-paste-end"),
        // The terminal's own ^Z is off while editing (`-isig`): suspend as a shell expects.
        ("^Z", "calc-suspend"),
    ]

    /// Adds the editor's own functions and binds every sequence, in the current key map.
    static func bind(_ editLine: OpaquePointer) {
        _ = calc_el_add_function(editLine, "calc-ignore", "Do nothing", EditorCallbacks.ignore)
        _ = calc_el_add_function(editLine, "calc-paste-start", "Begin a pasted block", EditorCallbacks.pasteStart)
        _ = calc_el_add_function(editLine, "calc-paste-end", "End a pasted block", EditorCallbacks.pasteEnd)
        _ = calc_el_add_function(editLine, "calc-suspend", "Suspend calc", EditorCallbacks.suspend)
        for (keys, function) in sequences { _ = calc_el_bind(editLine, keys, function) }
    }
}

/// Bracketed paste (xterm's mode 2004): while it is on, the terminal sends a pasted block between
/// ``start`` and ``end``, so TABs in it are inserted rather than completed.
enum BracketedPaste {
    static let start = "\u{1B}[200~"
    static let end = "\u{1B}[201~"
    static let on = "\u{1B}[?2004h"
    static let off = "\u{1B}[?2004l"

    /// Whether the terminal can be asked for it: not `dumb` (which would print the request).
    static func isSupported(term: String?) -> Bool {
        guard let term, !term.isEmpty else { return false }
        return term != "dumb"
    }
}
