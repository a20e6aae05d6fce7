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
            list(answer.candidates, width: Int(calc_el_columns(editLine)))
            // Redraw the prompt and line below the list.
            return UInt8(CC_REDISPLAY)
        }
        return UInt8(inserted ? CC_REFRESH : CC_REFRESH_BEEP)
    }

    private func list(_ candidates: [String], width: Int) {
        let rows = CandidateColumns.rows(candidates, width: width > 0 ? width : Self.defaultColumns)
        write("\n" + rows.joined(separator: "\n") + "\n")
    }
}
