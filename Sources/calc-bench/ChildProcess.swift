import Platform

/// Runs a command with standard input and output redirected to files, and reports its time and
/// exit status, or its peak memory (``runMeasuringMemory(helper:directory:)``).
struct ChildProcess {
    struct Outcome {
        var seconds: Double
        var status: Int32

        /// The quicker of the best run so far, if any, and a new one: for best-of-N timings.
        static func faster(_ best: Outcome?, _ new: Outcome) -> Outcome {
            guard let best, best.seconds <= new.seconds else { return new }
            return best
        }
    }

    var arguments: [String]
    var input = "/dev/null"
    var output = "/dev/null"
    /// Extra `NAME=value` entries added to the environment.
    var environment: [String] = []

    /// `bc -l` reading `input`; BC_LINE_LENGTH=0: no backslash-newline wrapping of long results.
    static func bc(input: String, output: String = "/dev/null") -> ChildProcess {
        ChildProcess(arguments: ["bc", "-l"], input: input, output: output, environment: ["BC_LINE_LENGTH=0"])
    }

    /// Runs the command through a small intermediate process and reports the peak RSS that one
    /// measured. Needed because a child spawned straight from this process reports at least
    /// this process's own peak (hundreds of MiB after row 3): posix_spawn shares the parent's
    /// memory until exec, and Linux carries that high-water mark over the exec. GNU time (about
    /// 1 MiB itself) is the intermediate when installed, else `calc-bench --peak-rss` (about
    /// 6 MiB: a smaller command is reported as that).
    /// Returns the peak resident set size, in bytes.
    func runMeasuringMemory(helper: String, directory: String) -> Int {
        let report = directory + "/peak-rss"
        var wrapped = self
        wrapped.arguments =
            isExecutable("/usr/bin/time")
            ? ["/usr/bin/time", "-f", "%M", "-o", report] + arguments : [helper, "--peak-rss", report] + arguments
        _ = wrapped.run()
        // GNU time writes "Command exited with non-zero status N" first when it did.
        let text = Workloads.lines(of: report).last.map { String(decoding: $0, as: UTF8.self) }
        return (text.flatMap { Int($0) } ?? 0) * 1024
    }

    /// `calc-bench --peak-rss REPORT COMMAND...`: runs COMMAND with this process's standard
    /// streams, writes its peak RSS in KiB to REPORT, and exits with its status.
    static func reportPeakMemory(report: String, command: [String]) -> Never {
        var pid: pid_t = 0
        let argv = command.map { strdup($0) } + [nil]
        guard !command.isEmpty, posix_spawnp(&pid, command[0], nil, nil, argv, environ) == 0 else { exit(127) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        guard let file = fopen(report, "w") else { exit(1) }
        fputs("\(usage.ru_maxrss)\n", file)
        fclose(file)
        exit(exitStatus(status))
    }

    func run() -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let argv = arguments.map { strdup($0) } + [nil]
        var inherited: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            inherited.append(String(cString: pointer))
            entry += 1
        }
        let envp = (inherited + environment).map { strdup($0) } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }

        var pid: pid_t = 0
        let start = Clock.now()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
        guard spawned == 0 else { return Outcome(seconds: .nan, status: -1) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return Outcome(seconds: Clock.now() - start, status: Self.exitStatus(status))
    }

    /// A shell's view of a `wait` status: the exit code, or 128 plus the signal that killed it.
    static func exitStatus(_ status: Int32) -> Int32 {
        (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}

/// Whether an executable is on the path or at the given path.
func isExecutable(_ command: String) -> Bool {
    if command.contains("/") { return access(command, X_OK) == 0 }
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { access("\($0)/\(command)", X_OK) == 0 }
}
