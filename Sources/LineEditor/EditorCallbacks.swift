import CEditline

/// The C functions libedit calls back, reaching their ``LineEditor`` through `EL_CLIENTDATA`.
///
/// C function pointers cannot capture context, so each one looks its editor up from the
/// `EditLine` it is given.
enum EditorCallbacks {
    /// Returns the prompt, at every redraw.
    static let prompt: calc_el_prompt_fn = { el in
        editor(of: el)?.promptCString
    }

    /// Reads the next character (see LineEditor+Resize.swift).
    static let readCharacter: calc_el_getc_fn = { el, character in
        guard let el, let character, let editor = editor(of: el) else { return -1 }
        return editor.readCharacter(into: character)
    }

    /// Bound to ``LineEditor/redrawKey``: the terminal changed size; draws the line anew for it.
    static let redraw: calc_el_editor_fn = { el, _ in
        guard let el else { return UInt8(CC_ERROR) }
        el_resize(el)
        return UInt8(CC_REDISPLAY)
    }

    /// Returns the right prompt, at every full redraw (see LineEditor+RightPrompt.swift).
    static let rightPrompt: calc_el_prompt_fn = { el in
        editor(of: el)?.currentRightPrompt()
    }

    /// Bound to the printable keys while there is a right prompt: inserts the key's character
    /// and asks for the full redraw that recomputes the right prompt.
    static let insert: calc_el_editor_fn = { el, key in
        guard let el, let scalar = Unicode.Scalar(UInt32(bitPattern: key)) else { return UInt8(CC_ERROR) }
        return UInt8(el_insertstr(el, String(Character(scalar))) == 0 ? CC_REFRESH : CC_ERROR)
    }

    /// Bound to ^C: marks the line cancelled and ends the read as if at end of input.
    ///
    /// In two passes, like ``accept``: the first moves the cursor to the end of the line and
    /// redraws it without its right prompt (a preview of a line never entered must not stay on
    /// the screen), then pushes ^C back; the second, reading it, ends the read.
    static let cancel: calc_el_editor_fn = { el, _ in
        guard let el, let editor = editor(of: el) else { return UInt8(CC_ERROR) }
        if editor.isEndingLine {
            editor.isCancelled = true
            editor.isPasting = false
            return UInt8(CC_EOF)
        }
        editor.isEndingLine = true
        if let info = el_line(el)?.pointee, let cursor = info.cursor, let end = info.lastchar {
            _ = el_cursor(el, Int32(end - cursor))
        }
        el_push(el, "\u{3}")
        return UInt8(CC_REFRESH)
    }

    /// Bound to Return (^J, which the terminal makes of ^M while a line is edited): redraws the
    /// line without its right prompt, so that a line's preview does not stay in the scrollback
    /// next to the result printed under it (fish and zsh's `transient_rprompt` do the same), then
    /// pushes ^M, which stays libedit's own `ed-newline`, to accept the line.
    static let accept: calc_el_editor_fn = { el, _ in
        guard let el, let editor = editor(of: el) else { return UInt8(CC_ERROR) }
        editor.isEndingLine = true
        el_push(el, "\r")
        return UInt8(editor.hasRightPrompt ? CC_REFRESH : CC_NORM)
    }

    /// Bound to TAB: asks the editor's completion closure; inside a pasted block, inserts the TAB.
    static let complete: calc_el_editor_fn = { el, _ in
        guard let el, let editor = editor(of: el) else { return UInt8(CC_ERROR) }
        if editor.isPasting { return UInt8(el_insertstr(el, "\t") == 0 ? CC_REFRESH : CC_ERROR) }
        return editor.completeAtCursor()
    }

    /// Bound to keys that must not insert their sequence's bytes (PageUp, Insert).
    static let ignore: calc_el_editor_fn = { _, _ in UInt8(CC_NORM) }

    /// Begins a pasted block. Its characters go to libedit's own `ed-insert`, which draws a
    /// character typed at the end of the line by itself: redrawing the whole line (and working
    /// out a preview) for each one made a 20 KB paste take 16 s.
    static let pasteStart: calc_el_editor_fn = { el, _ in
        guard let editor = editor(of: el) else { return UInt8(CC_NORM) }
        editor.isPasting = true
        if editor.hasRightPrompt { editor.bindPrintableKeys(toInsert: false) }
        return UInt8(CC_NORM)
    }

    /// Ends a pasted block; redraws, so that a right prompt skipped during the paste is shown.
    static let pasteEnd: calc_el_editor_fn = { el, _ in
        guard let editor = editor(of: el) else { return UInt8(CC_NORM) }
        editor.isPasting = false
        if editor.hasRightPrompt { editor.bindPrintableKeys(toInsert: true) }
        return UInt8(editor.hasRightPrompt ? CC_REFRESH : CC_NORM)
    }

    /// Bound to ^Z: stops calc as the terminal would, then redraws the line.
    static let suspend: calc_el_editor_fn = { el, _ in
        guard let editor = editor(of: el) else { return UInt8(CC_ERROR) }
        editor.suspend()
        return UInt8(CC_REDISPLAY)
    }

    private static func editor(of el: OpaquePointer?) -> LineEditor? {
        guard let el, let data = calc_el_client_data(el) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }
}
