import LineEditor
import Platform

/// The file `:save` writes, replaced all or nothing.
///
/// Truncating and writing in place lost the previous save on a full disk and left a partial one
/// that `:load` read without complaint. The text goes to a temporary file in the same directory,
/// which is synced and renamed over the old one (``FileSystem/replace(_:through:using:writing:)``,
/// as the history file is written): on any failure the old file stays as it was. A symbolic link is
/// written through, its target replaced. A file that does not start as a save does (`notes.txt`) is
/// only replaced by `:save!`, vim's spelling for "I mean it".
enum SessionFile {
    /// The first line of every save; what tells a save from another file.
    static let marker = "# calc session"

    /// Why `text` could not be saved to `path`, or nil when it was.
    ///
    /// ```swift
    /// SessionFile.write("# calc session…\nx = 1\n", to: "notes.txt", overwriting: false)
    /// // "'notes.txt' is not a calc session file; :save! notes.txt replaces it"
    /// ```
    static func write(
        _ text: String, to path: String, overwriting: Bool = false,
        operations: FileSystem.Operations = FileSystem.Operations()
    ) -> String? {
        let target = FileSystem.resolvingSymbolicLinks(path)
        var status = stat()
        let exists = fileStatus(target, &status) == 0
        if exists && !overwriting {
            let start = (try? FileSystem.firstBytes(of: target, count: marker.utf8.count)) ?? []
            if !start.isEmpty && start != Array(marker.utf8) {
                return "'\(path)' is not a calc session file; :save! \(path) replaces it"
            }
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
}
