import CalculatorKit

/// Runs one source (a file, standard input, `-e` text) through a ``StatementReader`` into a
/// ``SourceHandler``: the one loop behind batch runs, `calc -i`, the init file and `:load`. The
/// handler decides what each item does (a batch run rejects a `:command`, the REPL runs it).
///
/// ```swift
/// let problem = SourceRunner.run(SourceRunner.file("lib.calc"), named: "lib.calc", brain: brain, into: handler)
/// ```
enum SourceRunner {
    /// A source's lines: calls `body` with each line's number and bytes (nil for a line past
    /// ``ReadingLimits/maximumLineLength``; valid only during the call) until `body` returns
    /// false; returns why the source could not be read, if it could not.
    typealias Lines = (_ body: (Int, UnsafeBufferPointer<UInt8>?) -> Bool) -> String?

    /// Reads every line of `lines` and hands each item to `handler`; returns why the source could
    /// not be read, if it could not.
    static func run<Handler: SourceHandler>(
        _ lines: Lines, named name: String, brain: CalculatorBrain, into handler: Handler
    ) -> String? {
        var reader = StatementReader(brain: brain)
        var going = true
        let problem = lines { number, bytes in
            // A line the handler runs from its bytes is a whole statement (the fast paths take
            // no open bracket and no line ending in an operator), so the reader need not see it.
            if let bytes, reader.isBetweenStatements, let goOn = handler.fastLine(bytes) {
                going = goOn
                return going
            }
            let line = bytes.map(LineDecoder.decode) ?? .invalid(ReadingLimits.lineTooLong, display: "")
            switch line {
            case .text(let text):
                switch reader.read(text, number: number) {
                case nil: return true
                case .whole(let kind):
                    going = run(text, kind, at: LineLocation(sourceName: name, line: number), handler)
                case .joined(let statement, let first):
                    going = handler.statement(statement, at: LineLocation(sourceName: name, line: first))
                case .unclosed(let error, let firstLine, let first):
                    going = handler.problem(error, line: firstLine, at: LineLocation(sourceName: name, line: first))
                }
            case .invalid(let error, let display):
                going = handler.problem(error, line: display, at: LineLocation(sourceName: name, line: number))
            }
            return going
        }
        // Brackets still open at the end: the statement's own error says which.
        if going, case .joined(let statement, let first) = reader.finish() {
            _ = handler.statement(statement, at: LineLocation(sourceName: name, line: first))
        }
        return problem
    }

    /// Hands one whole line of `kind` to `handler`; returns false to stop reading.
    private static func run<Handler: SourceHandler>(
        _ line: String, _ kind: LineKind, at location: LineLocation, _ handler: Handler
    ) -> Bool {
        switch kind {
        case .statement: handler.statement(line, at: location)
        case .blank: handler.blank(line, at: location)
        case .quit: false
        case .command: handler.command(line, at: location)
        }
    }

    /// The lines of a file (`-` is standard input), read through a fixed-size buffer.
    ///
    /// - Parameter willBlock: called before a read that would block (a pipe), to flush output.
    static func file(_ path: String, fromCommandLine: Bool = true, willBlock: (() -> Void)? = nil) -> Lines {
        { body in InputFile.readLines(path, fromCommandLine: fromCommandLine, willBlock: willBlock, body) }
    }

    /// The lines of `text` (split at `\n`, a `\r` before it dropped), numbered from `firstLine`,
    /// and how many there are, counted in the one pass that splits them (numbering goes on after
    /// them even when a `quit` stops the reading early).
    static func text(_ text: String, firstLine: Int = 1) -> (lines: Lines, count: Int) {
        // Split as bytes: as characters, `\r\n` is one, which is not `\n`.
        let pieces = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let lines: Lines = { body in
            var number = firstLine
            for bytes in pieces {
                var line = String(bytes.last == UInt8(ascii: "\r") ? Substring(bytes.dropLast()) : Substring(bytes))
                guard line.withUTF8({ body(number, $0) }) else { break }
                number += 1
            }
            return nil
        }
        return (lines, pieces.count)
    }

    /// `:precision 20` where no REPL runs: an error at the colon.
    static func commandOutsideREPL(_ line: String) -> CalculatorError {
        let column = line.prefix { $0 == " " || $0 == "\t" }.count
        let offset = line.utf8.prefix(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }).count
        return CalculatorError(
            kind: .syntax, message: "REPL commands work only in the REPL",
            range: SourceRange(utf8Offsets: offset..<offset + 1, line: 1, column: column + 1),
            note: "start calc without a file to use the REPL, or calc -i FILE to load it first")
    }
}
