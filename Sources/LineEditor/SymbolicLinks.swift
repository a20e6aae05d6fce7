import Platform

extension FileSystem {
    /// The file `path` names once its symbolic links are followed: the path itself when it is not
    /// a link (or does not exist), else the link's target, which need not exist yet.
    ///
    /// A file replaced by `rename` is written at this path, so that a link stays a link and its
    /// target gets the new contents, as readline writes a linked history file. Gives up after 40
    /// links, the kernel's own limit for a loop.
    ///
    /// ```swift
    /// FileSystem.resolvingSymbolicLinks("~/.calc_history")   // "/home/me/dotfiles/calc_history"
    /// ```
    public static func resolvingSymbolicLinks(_ path: String) -> String {
        var path = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(path, &buffer, buffer.count - 1)
            guard length > 0 else { return path }
            let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            path = target.hasPrefix("/") ? target : directory(of: path) + "/" + target
        }
        return path
    }
}
