import LineEditor
import Platform

/// The files calc writes on request, `:save`'s sessions and the plots of `--svg` and
/// `:plot … > FILE.svg`: replaced all or nothing when they are regular files, written through
/// when they are a character device or a FIFO, and never put in place of a file calc did not
/// write unless told to.
///
/// Truncating and writing in place lost the previous save on a full disk and left a partial one
/// that `:load` read without complaint. The text goes to a temporary file in the same directory,
/// which is synced and renamed over the old one (``FileSystem/replace(_:through:using:writing:)``,
/// as the history file is written): on any failure the old file stays as it was. A symbolic link is
/// written through, its target replaced. A device or a FIFO (`/dev/null`, `/dev/stdout`, a
/// named pipe) is written through, as a shell's `>` would: renaming over it made the machine's
/// `/dev/null` a regular file. A directory or a socket is an error.
///
/// A file that is not calc's own output is only replaced when told to: `:save!` (vim's spelling
/// for "I mean it"), `:plot … >! FILE.svg` (a noclobber shell's), `--svg FILE --replace`. Calc
/// recognises its own output by how it starts: a save's first line is ``Kind/session``'s
/// marker, and an SVG calc wrote has ``Kind/plot``'s marker, a comment, in its first bytes.
enum SessionFile {
    /// What is being written, which says how calc recognises a file it wrote before.
    enum Kind {
        case session
        /// An SVG plot; `override` is how the caller's user asks to replace a foreign file
        /// (`--replace` on the command line, `>!` in the REPL).
        case plot(override: String)

        /// Text calc puts near the start of every such file, and looks for there.
        var marker: String {
            switch self {
            case .session: SessionFile.marker
            case .plot: SessionFile.plotMarker
            }
        }

        /// How many first bytes are searched for the marker.
        var window: Int {
            switch self {
            case .session: SessionFile.marker.utf8.count
            case .plot: 256
            }
        }

        /// The refusal for a file calc did not write at `path`.
        func refusal(_ path: String) -> String {
            switch self {
            case .session: "'\(path)' is not a calc session file; :save! \(path) replaces it"
            case .plot(let override): "'\(path)' is not a plot calc wrote; \(override) replaces it"
            }
        }
    }

    /// The first line of every save; what tells a save from another file.
    static let marker = "# calc session"

    /// The comment an SVG calc wrote carries after its XML declaration.
    static let plotMarker = "<!-- plot written by calc -->"

    /// Why `text` could not be saved to `path`, or nil when it was.
    ///
    /// ```swift
    /// SessionFile.write("# calc session…\nx = 1\n", to: "notes.txt", overwriting: false)
    /// // "'notes.txt' is not a calc session file; :save! notes.txt replaces it"
    /// ```
    static func write(
        _ text: String, to path: String, kind: Kind = .session, overwriting: Bool = false,
        operations: FileSystem.Operations = FileSystem.Operations()
    ) -> String? {
        // Asked of the path itself, whose links the kernel follows, /proc's too: `/dev/stdout` on a
        // pipe is a FIFO, though its link names no file (`pipe:[…]`).
        switch FileSystem.kind(of: path) {
        case .nullDevice, .device:
            do throws(FileSystem.SystemCallError) {
                try FileSystem.writeThrough(path, Array(text.utf8))
            } catch {
                return error.message
            }
            return nil
        case .other(let what):
            return "cannot write '\(path)': it is \(what)"
        case .missing, .regularFile:
            break
        }
        let target = FileSystem.resolvingSymbolicLinks(path)
        var status = stat()
        let exists = fileStatus(target, &status) == 0
        if exists && !overwriting {
            let start = (try? FileSystem.firstBytes(of: target, count: kind.window)) ?? []
            if !start.isEmpty && !isOwn(start, kind: kind) { return kind.refusal(path) }
        }
        // An existing file keeps its permissions; a new one gets what open(2) would have given it.
        let mask = umask(0)
        umask(mask)
        let mode = exists ? status.st_mode & 0o7777 : 0o644 & ~mask
        let temporary = "\(target).\(getpid()).tmp"
        do throws(FileSystem.SystemCallError) {
            try FileSystem.replace(target, through: temporary, using: operations) { stream in
                chmod(temporary, mode) == 0 && fputs(text, stream) >= 0
            }
        } catch {
            return "\(error.message); '\(path)' is left as it was"
        }
        return nil
    }

    /// Whether a file starting with `start` is one calc wrote.
    private static func isOwn(_ start: [UInt8], kind: Kind) -> Bool {
        let marker = Array(kind.marker.utf8)
        switch kind {
        case .session: return start == marker
        case .plot:
            guard start.count >= marker.count else { return false }
            return (0...(start.count - marker.count)).contains { start[$0..<($0 + marker.count)].elementsEqual(marker) }
        }
    }
}
