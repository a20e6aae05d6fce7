import Foundation

/// Runs the built `calc` binary as a child process: standard input from a file (or
/// /dev/null), standard output and error captured in files, and on request its peak memory.
public struct CalcProcess {
    public struct Outcome {
        public var stdout: Data
        public var stderr: Data
        public var status: Int32
        /// calc's peak resident set size in KiB, when measured.
        public var peakKilobytes: Int?
    }

    /// The debug binary next to the package (`swift build` puts it there); `CALC` overrides.
    public static let binary: String =
        ProcessInfo.processInfo.environment["CALC"] ?? Fixtures.atRoot(".build/debug/calc")

    /// GNU time, which measures peak memory (see ``run(_:in:stdinPath:measuringMemory:)``).
    public static let timeCommand = "/usr/bin/time"

    /// Runs `calc NAME` on a file `name` holding `contents`, in a directory of its own.
    public static func run(file name: String, containing contents: [UInt8]) throws -> Outcome {
        try TemporaryDirectory.with(prefix: "calc-e2e") { directory in
            try Data(contents).write(to: URL(fileURLWithPath: directory.file(name)))
            return try run([name], in: directory.path)
        }
    }

    /// Runs `calc arguments…` in `directory`, reading `stdinPath` (nil: /dev/null).
    ///
    /// With `measuringMemory`, calc runs under GNU time, which reports its peak RSS. wait4(2)
    /// on a child spawned from this process would not do: posix_spawn shares this (large) test
    /// process's memory until exec, and Linux counts that in the child's `ru_maxrss`. GNU time
    /// forks calc from its own small process instead.
    public static func run(
        _ arguments: [String], in directory: String, stdinPath: String? = nil, measuringMemory: Bool = false
    ) throws -> Outcome {
        try TemporaryDirectory.with(prefix: "calc-e2e") { scratch in
            try run(arguments, in: directory, stdinPath: stdinPath, measuringMemory: measuringMemory, scratch: scratch)
        }
    }

    /// ``run(_:in:stdinPath:measuringMemory:)`` with calc's output files in `scratch`.
    private static func run(
        _ arguments: [String], in directory: String, stdinPath: String?, measuringMemory: Bool,
        scratch: TemporaryDirectory
    ) throws -> Outcome {
        let outPath = scratch.file("stdout")
        let errPath = scratch.file("stderr")

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        // posix_spawn_file_actions_addchdir_np is not visible from Swift: a shell changes
        // directory, then execs calc in its own process.
        let rssPath = scratch.file("rss")
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

    public struct SpawnError: Error, CustomStringConvertible {
        public var code: Int32
        public var description: String { "cannot run \(CalcProcess.binary): \(String(cString: strerror(code)))" }
    }
}
