import CalculatorKit
import Platform

/// Files of statements: reading them line by line, and explaining why one cannot be read. Batch
/// mode and the REPL's `:load` both read through here.
enum InputFile {
    /// Reads `path` (`-` is standard input) one line at a time through a fixed-size buffer,
    /// calling `body` with each line's number and bytes (nil for a line too long) until `body`
    /// returns false. Returns a message when the file cannot be read.
    ///
    /// - Parameter willBlock: called before a read that would block (a pipe), to flush output.
    static func readLines(
        _ path: String, fromCommandLine: Bool = true, willBlock: (() -> Void)? = nil,
        _ body: (Int, UnsafeBufferPointer<UInt8>?) -> Bool
    ) -> String? {
        let isStandardInput = path == "-"
        let descriptor = isStandardInput ? 0 : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return message(for: errno, path: path, fromCommandLine: fromCommandLine) }
        defer { if !isStandardInput { close(descriptor) } }
        var reader = LineReader(descriptor: descriptor, willBlock: willBlock)
        var going = true
        do throws(LineReader.ReadError) {
            while going,
                try reader.nextLine({ number, bytes in going = body(number, bytes) })
            {}
        } catch {
            return message(for: error.code, path: path, fromCommandLine: fromCommandLine)
        }
        return nil
    }

    /// `~/x` as `$HOME/x`, as a shell would have done (for paths typed in the REPL).
    static func expandingTilde(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = getenv("HOME") else { return path }
        return String(cString: home) + path.dropFirst()
    }

    /// Why `path` cannot be opened for reading, or nil when it can.
    static func problem(opening path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return message(for: errno, path: path) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            return message(for: EISDIR, path: path)
        }
        return nil
    }

    /// The message for a failed open(2) or read(2). On the command line, a missing "file" that
    /// does not look like a path is most likely an expression given without `-e`, so the message
    /// says how; elsewhere (`:load`) there is no `-e` to suggest.
    static func message(for code: Int32, path: String, fromCommandLine: Bool = true) -> String {
        // The name as typed, its control bytes shown as symbols: `calc $'nofile\e]0;T\a'` set the
        // terminal's title.
        let path = path.escapingControlCharacters
        guard code == ENOENT else { return "cannot read '\(path)': \(String(cString: strerror(code)))" }
        if !fromCommandLine || path.contains("/") || path.hasSuffix(".calc") { return "no such file '\(path)'" }
        // `calc help`, as git and go take it: the help is an option here.
        if path == "help" { return "no such file 'help' — for help, use calc --help" }
        return "no such file '\(path)' — to evaluate an expression, use -e \(shellQuoted(path))"
    }

    /// `text` in single quotes for a POSIX shell.
    static func shellQuoted(_ text: String) -> String {
        var quoted = "'"
        for character in text {
            quoted += character == "'" ? "'\\''" : String(character)
        }
        return quoted + "'"
    }
}
