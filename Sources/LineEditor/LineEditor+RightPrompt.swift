import CEditline
import Platform

/// The right prompt (`EL_RPROMPT`): text drawn at the right end of the line, worked out from the
/// line as typed so far, on every keystroke.
///
/// libedit calls the right-prompt callback on every full redraw, after the key's change to the
/// line, so the text is computed there, from `el_line`. Only one edit skips that redraw:
/// `ed-insert` typing one character at the end of the line draws just that character. The
/// printable ASCII keys are therefore bound to ``EditorCallbacks/insert``, which inserts and
/// asks for a full redraw. The other road, the read-character function (`EL_GETCFN`, see
/// LineEditor+Resize.swift) redrawing before it reads the next key, would need a redraw that
/// libedit's public API only offers after clearing its picture of the screen; that function
/// returns a key instead, whose binding redraws. What the bindings give up: a repeat
/// count (`ESC 5 +`) inserts one character. A non-ASCII character (`π`) cannot be bound: the
/// right prompt's padding (``padded(_:after:)``) makes libedit redraw for it.
///
/// libedit's incremental search (Ctrl-R) reads its own keys and adds to the pattern only those
/// bound to `ed-insert`: while a search runs, the printable keys are bound back to it. A search
/// (like vi's `/` and `:`) shows its prompt in the line buffer after a newline, which no line
/// being edited holds, and that tells the callback one is running.
extension LineEditor {
    /// Installs the right-prompt callback and the insert bindings, once.
    func installRightPrompt() {
        guard let editLine, !hasRightPrompt else { return }
        hasRightPrompt = true
        storeRightPrompt("")
        _ = calc_el_set_right_prompt(editLine, EditorCallbacks.rightPrompt, CChar(PromptText.ignoreCharacter))
        _ = calc_el_add_function(editLine, "calc-insert", "Insert the character, then redraw", EditorCallbacks.insert)
        bindPrintableKeys(toInsert: true)
    }

    /// Binds the printable keys to `calc-insert`, or back to libedit's `ed-insert`.
    func bindPrintableKeys(toInsert: Bool) {
        guard let editLine, toInsert != printableKeysInsert else { return }
        printableKeysInsert = toInsert
        for key in Self.insertedKeys { _ = calc_el_bind(editLine, key, toInsert ? "calc-insert" : "ed-insert") }
    }

    /// The printable ASCII characters as `bind` reads them: octal escapes, because a bare `-`
    /// would read as an option, `^` as a control prefix and `\` as an escape.
    static let insertedKeys: [String] = (0x20...0x7E).map { code in
        let octal = String(code, radix: 8)
        return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
    }

    /// The right prompt for the line being edited, as a C string owned by the editor.
    ///
    /// Recomputed only when the line changed since the last call, and not while more keys are
    /// waiting to be read (a paste, fast typing): the last key's redraw computes it, so a slow
    /// ``rightPrompt`` never holds up the keys before it.
    func currentRightPrompt() -> UnsafeMutablePointer<CChar>? {
        // Nothing is worked out while a paste arrives, not even the line as a string: per
        // character, that made a paste quadratic. Its end redraws.
        // Return or ^C: the line is redrawn once more, without its right prompt.
        if isEndingLine {
            rightPromptLine = nil
            rightPromptPaddedLine = nil
            storeRightPrompt("")
            return rightPromptCString
        }
        if isPasting { return rightPromptCString }
        guard let editLine, let info = el_line(editLine)?.pointee, let start = info.buffer, let end = info.lastchar
        else { return rightPromptCString }
        // A long line: no right prompt, and libedit's own insert, which draws a key typed at the
        // end by itself (see rightPromptMaximumLength). A redraw when it is shorter again (a
        // deletion redraws) binds the keys back.
        if end - start > rightPromptMaximumLength {
            bindPrintableKeys(toInsert: false)
            if rightPromptLine != nil || rightPromptPaddedLine != nil || !rightPromptText.isEmpty {
                rightPromptLine = nil
                rightPromptPaddedLine = nil
                rightPromptText = ""
                storeRightPrompt("")
            }
            return rightPromptCString
        }
        let line = String(decoding: UnsafeRawBufferPointer(start: start, count: end - start), as: UTF8.self)
        // A search or command prompt below the line: its keys must reach it as libedit's own.
        let isSearching = line.contains("\n")
        bindPrintableKeys(toInsert: !isSearching)
        if isSearching { return rightPromptCString }
        var changed = false
        if line != rightPromptLine {
            if !isPasting, !Self.hasPendingInput {
                rightPromptLine = line
                rightPromptText = rightPrompt?(line) ?? ""
            } else {
                // Not the last key's: blank, not the last line's preview, which libedit's redraw
                // failed to replace when a coloured one moved with the padding.
                rightPromptText = ""
            }
            changed = true
        }
        // The padding follows the line at every key, even while the text waits for the last one.
        if changed || line != rightPromptPaddedLine {
            rightPromptPaddedLine = line
            storeRightPrompt(padded(rightPromptText, after: line))
        }
        return rightPromptCString
    }

    /// `text` after as many spaces as leave exactly one blank column between the line and it.
    ///
    /// libedit draws a character typed at the end of the line by itself, without the full redraw
    /// that asks for the right prompt, unless the right prompt is less than two columns away. The
    /// printable ASCII keys redraw through ``EditorCallbacks/insert``, but no binding reaches a
    /// non-ASCII character (`π`): the padding, blank even when there is no preview, is what makes
    /// its preview show at once rather than at the next key.
    func padded(_ text: String, after line: String) -> String {
        guard let editLine else { return text }
        let width = Int(calc_el_columns(editLine))
        guard width > 0, let promptColumns = PromptText.columns(prompt), let lineColumns = PromptText.columns(line),
            let textColumns = PromptText.columns(text)
        else { return text }
        // storeRightPrompt(_:) adds a blank after a last escape sequence.
        let marked = PromptText.marked(text)
        let blank = marked.count >= 2 && marked[marked.count - 2] == CChar(PromptText.ignoreCharacter) ? 1 : 0
        let padding = width - promptColumns - lineColumns - textColumns - blank - 2
        return padding > 0 ? String(repeating: " ", count: padding) + text : text
    }

    /// How many escape sequences (libedit "literals") every right prompt of a coloured session
    /// carries: a coloured preview's two (dim, then reset).
    static let rightPromptLiterals = 2

    func storeRightPrompt(_ text: String) {
        var bytes = PromptText.marked(text)
        // libedit drops a prompt's last escape sequence when nothing follows it ("we lose the last
        // literal"), which would leave the colour of a right prompt on for the text after it.
        if bytes.count >= 2, bytes[bytes.count - 2] == CChar(PromptText.ignoreCharacter) {
            bytes.insert(CChar(UInt8(ascii: " ")), at: bytes.count - 1)
        }
        bytes = withSteadyLiterals(bytes)
        let storage = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        storage.initialize(from: bytes, count: bytes.count)
        rightPromptCString?.deallocate()
        rightPromptCString = storage
    }

    /// `bytes` (a marked, NUL-terminated right prompt) with as many escape sequences as every
    /// other right prompt, when the prompt has any: blank ones (a reset) on its leading spaces,
    /// or on added spaces.
    ///
    /// Each full redraw renumbers libedit's escape sequences from 0, the right prompt's first
    /// (it is drawn once, out of sight, to be measured), then the prompt's; but the picture of
    /// the screen from the last redraw keeps the old numbers, and libedit re-sends a cell from
    /// it to move the cursor right. A right prompt that went from a coloured preview to none
    /// shifted the prompt's numbers past the end of the new table: libedit's `literal_get`
    /// assertion killed calc (often while the terminal was resized, whose redraw moves across the
    /// prompt). With the same count in every right prompt, the numbers stay put.
    func withSteadyLiterals(_ bytes: [CChar]) -> [CChar] {
        let marker = CChar(PromptText.ignoreCharacter)
        guard promptHasEscapes else { return bytes }
        var missing = Self.rightPromptLiterals - bytes.count { $0 == marker } / 2
        guard missing > 0 else { return bytes }
        let reset = [marker] + "\u{1B}[0m".utf8.map { CChar(bitPattern: $0) } + [marker]
        var prefix: [CChar] = []
        var rest = bytes[...]
        let space = CChar(UInt8(ascii: " "))
        while missing > 0 {
            // On a padding space when there is one (the width stays), else on a space of its own.
            if rest.first == space { rest = rest.dropFirst() }
            prefix += reset + [space]
            missing -= 1
        }
        return prefix + rest
    }

    /// Whether a key is already waiting on standard input.
    static var hasPendingInput: Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }
}
