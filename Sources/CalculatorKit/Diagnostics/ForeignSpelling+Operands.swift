extension ForeignSpelling {
    /// The user's operands a note shows (``Row/note(a:b:)``), read from the source around the
    /// failure: a call's arguments after an unknown name (`bin(7)`, `pow(2, 3)`), or the
    /// operands on either side of a `.text` pattern (`9 // 4`, `y += 5`). Only what reads as
    /// one operand is taken (a name, a number, a bracketed group); otherwise nil, and the row's
    /// example stands in.
    enum Operands {
        static func around(_ span: Span, of pattern: Pattern, in source: String) -> (a: String?, b: String?) {
            let bytes = Array(source.utf8)
            let start = min(span.start, bytes.count)
            let end = min(max(span.end, start), bytes.count)
            switch pattern {
            case .name:
                let arguments = SourceText.callArguments(after: end, in: bytes)
                return (arguments.first, arguments.count > 1 ? arguments[1] : nil)
            case .text(let before, let at):
                // `9 // 4` fails at the second `/`: the first operand ends before `before`.
                let operatorStart =
                    start - before.utf8.count - SourceText.blanks(before: start - before.utf8.count, in: bytes)
                let after = start + at.utf8.count
                return (
                    SourceText.operand(before: operatorStart, in: bytes), SourceText.operand(after: after, in: bytes)
                )
            case .suffix, .namePrefix, .prefix, .command:
                return (nil, nil)
            }
        }
    }
}
