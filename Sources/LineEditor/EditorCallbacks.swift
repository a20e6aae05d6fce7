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

    /// Bound to ^C: marks the line cancelled and ends the read as if at end of input.
    static let cancel: calc_el_editor_fn = { el, _ in
        guard let editor = editor(of: el) else { return UInt8(CC_ERROR) }
        editor.isCancelled = true
        return UInt8(CC_EOF)
    }

    /// Bound to TAB: asks the editor's completion closure.
    static let complete: calc_el_editor_fn = { el, _ in
        guard let editor = editor(of: el) else { return UInt8(CC_ERROR) }
        return editor.completeAtCursor()
    }

    private static func editor(of el: OpaquePointer?) -> LineEditor? {
        guard let el, let data = calc_el_client_data(el) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }
}
