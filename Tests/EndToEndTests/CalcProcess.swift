import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the built `calc` binary as a child process: standard input from a file (or
/// /dev/null), standard output and error captured in files, and on request its peak memory.
struct CalcProcess {
    struct Outcome {
        var stdout: Data
        var stderr: Data
        var status: Int32
        /// calc's peak resident set size in KiB, when measured.
        var peakKilobytes: Int?
    }

    /// The debug binary next to the package (`swift build` puts it there); `CALC` overrides.
    static let binary: String = {
        if let path = ProcessInfo.processInfo.environment["CALC"] { return path }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/calc").path
    }()

    /// GNU time, which measures peak memory (see ``run(_:in:stdinPath:measuringMemory:)``).
    static let timeCommand = "/usr/bin/time"

    /// A new empty directory for one run; the caller removes it.
    static func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("calc-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Runs `calc NAME` on a file `name` holding `contents`, in a directory of its own.
    static func run(file name: String, containing contents: [UInt8]) throws -> Outcome {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(contents).write(to: URL(fileURLWithPath: directory + "/" + name))
        return try run([name], in: directory)
    }

    /// Runs `calc arguments…` in `directory`, reading `stdinPath` (nil: /dev/null).
    ///
    /// With `measuringMemory`, calc runs under GNU time, which reports its peak RSS. wait4(2)
    /// on a child spawned from this process would not do: posix_spawn shares this (large) test
    /// process's memory until exec, and Linux counts that in the child's `ru_maxrss`. GNU time
    /// forks calc from its own small process instead.
    static func run(
        _ arguments: [String], in directory: String, stdinPath: String? = nil, measuringMemory: Bool = false
    ) throws -> Outcome {
        let scratch = URL(fileURLWithPath: try temporaryDirectory())
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("stdout").path
        let errPath = scratch.appendingPathComponent("stderr").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        // posix_spawn_file_actions_addchdir_np is not visible from Swift: a shell changes
        // directory, then execs calc in its own process.
        let rssPath = scratch.appendingPathComponent("rss").path
        let measure = measuringMemory ? [timeCommand, "-f", "%M", "-o", rssPath] : []
        let command = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory] + measure + [binary] + arguments
        let argv = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
        guard spawned == 0 else { throw SpawnError(code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // A normal exit gives its status; a signal gives 128 + signal, as a shell reports it.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(
            stdout: try Data(contentsOf: URL(fileURLWithPath: outPath)),
            stderr: try Data(contentsOf: URL(fileURLWithPath: errPath)),
            status: exitStatus,
            peakKilobytes: measuringMemory
                ? Int(
                    String(decoding: try Data(contentsOf: URL(fileURLWithPath: rssPath)), as: UTF8.self)
                        .split(separator: "\n").last ?? "") : nil)
    }

    struct SpawnError: Error, CustomStringConvertible {
        var code: Int32
        var description: String { "cannot run \(CalcProcess.binary): \(String(cString: strerror(code)))" }
    }
}
