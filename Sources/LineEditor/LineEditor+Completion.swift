import CEditline

extension LineEditor {
    /// The terminal width assumed when libedit does not know it.
    static let defaultColumns = 80

    /// Runs ``completion`` for the line being edited; returns libedit's CC_* code.
    func completeAtCursor() -> UInt8 {
        guard let completion, let editLine, let info = el_line(editLine)?.pointee,
            let start = info.buffer, let cursor = info.cursor, let end = info.lastchar
        else { return UInt8(CC_REFRESH_BEEP) }
        // el_line gives the line as UTF-8 bytes, the cursor as a pointer into them.
        let bytes = UnsafeRawBufferPointer(start: start, count: end - start)
        let answer = completion(String(decoding: bytes, as: UTF8.self), cursor - start)
        let inserted = !answer.insertion.isEmpty && el_insertstr(editLine, answer.insertion) == 0
        if answer.candidates.count > 1 {
            list(answer.candidates, width: Int(calc_el_columns(editLine)), height: Int(calc_el_rows(editLine)))
            // Redraw the prompt and line below the list.
            return UInt8(CC_REDISPLAY)
        }
        return UInt8(inserted ? CC_REFRESH : CC_REFRESH_BEEP)
    }

    /// More candidates than this are listed only when asked (`show all 89? (y or n)`), as bash
    /// asks past its `completion-query-items`: a long list pushes the line being typed off the
    /// screen.
    static let candidatesShownUnasked = 50

    /// Lists `candidates` in columns below the line: after asking, when there are many, and a
    /// screen at a time (`--More--`), when they take more rows than the terminal has.
    private func list(_ candidates: [String], width: Int, height: Int) {
        if candidates.count > Self.candidatesShownUnasked {
            write("\nshow all \(candidates.count)? (y or n) ")
            guard key(in: "yY \t", orNot: "nNqQ\u{7F}\u{03}\u{1B}\r\n") else {
                write("\n")
                return
            }
        }
        let rows = CandidateColumns.rows(candidates, width: width > 0 ? width : Self.defaultColumns)
        // A page leaves a row for `--More--`.
        let page = height > 2 ? height - 1 : rows.count
        write("\n")
        var shown = 0
        while shown < rows.count {
            let end = min(shown + page, rows.count)
            write(rows[shown..<end].joined(separator: "\n") + "\n")
            shown = end
            guard shown < rows.count else { break }
            write("--More--")
            let more = key(in: "yY \t\r\n", orNot: "nNqQ\u{7F}\u{03}\u{1B}")
            // The prompt's row is cleared for the next page or the line.
            write("\r\u{1B}[K")
            if !more { break }
        }
    }

    /// Reads keys until one of `yes` (true) or `no` (false), or the end of input (false).
    private func key(in yes: String, orNot no: String) -> Bool {
        var character: wchar_t = 0
        while readCharacter(into: &character) == 1 {
            guard let scalar = Unicode.Scalar(UInt32(bitPattern: character)) else { continue }
            if yes.unicodeScalars.contains(scalar) { return true }
            if no.unicodeScalars.contains(scalar) { return false }
        }
        return false
    }
}
