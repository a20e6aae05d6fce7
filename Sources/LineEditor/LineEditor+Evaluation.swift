import CEditline
import Platform

/// Ctrl-C while a line is evaluated, read as a key rather than sent by the terminal as SIGINT.
///
/// Between lines the terminal is back in its own mode, where Ctrl-C is SIGINT to the whole
/// foreground process group: under `make run`, make got it too and ended with status 130 after a
/// Ctrl-C that calc had answered by stopping an evaluation. While ``whileEvaluating(_:)`` runs,
/// the terminal sends the keys as bytes instead, a thread reads them, and a Ctrl-C raises SIGINT
/// in calc alone, whose handler stops the evaluation as before (a second one ends calc, with the
/// terminal restored first). Keys typed meanwhile are not echoed; they are handed to the next
/// ``readLine()``s as typed, a line each, as the terminal would have kept them (those before a
/// Ctrl-C are dropped, as the terminal drops them on SIGINT, and ``droppedLineCount`` says how
/// many lines that was).
extension LineEditor {
    /// Runs `body` (the evaluation of a line read) with Ctrl-C read as a key, as above; on a
    /// terminal only.
    ///
    /// ```swift
    /// case .line(let text): editor.whileEvaluating { evaluate(text) }
    /// ```
    public func whileEvaluating<Result>(_ body: () -> Result) -> Result {
        droppedLineCount = 0
        guard editLine != nil, Terminal.isInteractive else { return body() }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return body() }
        var keys = saved
        keys.c_lflag &= ~(ISIG | ICANON | ECHO)
        guard let watcher = KeyWatcher(restoring: saved) else { return body() }
        tcsetattr(STDIN_FILENO, TCSANOW, &keys)
        guard let thread = watcher.start() else {
            tcsetattr(STDIN_FILENO, TCSANOW, &saved)
            return body()
        }
        let result = body()
        watcher.stop(thread)
        tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        droppedLineCount = watcher.droppedLines
        if watcher.wasInterrupted {
            // Lines typed ahead before this evaluation went with the Ctrl-C too.
            droppedLineCount += typeahead.count { Self.isLineEnd($0) }
            typeahead.removeAll()
        }
        typeahead += watcher.typed.filter { $0 != 0 }
        return result
    }

    /// Hands the keys typed ahead to libedit, one line at a time (the next ``readLine()`` takes
    /// the next): libedit queues what is pushed, so the ^M that Return pushes (see
    /// ``EditorCallbacks/accept``) would land after every later line typed ahead.
    func pushTypeaheadLine() {
        guard let editLine, !typeahead.isEmpty else { return }
        let end = typeahead.firstIndex(where: Self.isLineEnd).map { $0 + 1 } ?? typeahead.count
        el_push(editLine, String(decoding: typeahead[..<end], as: UTF8.self))
        typeahead.removeFirst(end)
    }

    static func isLineEnd(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
}

/// The thread that reads the keys while a line is evaluated. It waits on standard input and on a
/// pipe, which ``stop(_:)`` writes to; `typed` is read only once the thread has ended.
private final class KeyWatcher: @unchecked Sendable {
    private(set) var typed: [UInt8] = []
    /// The lines typed or pasted ahead that a Ctrl-C dropped (their line ends).
    private(set) var droppedLines = 0
    private let saved: termios
    private let wake: (read: Int32, write: Int32)
    private var interrupts = 0
    /// Whether a Ctrl-C came.
    var wasInterrupted: Bool { interrupts > 0 }

    init?(restoring saved: termios) {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return nil }
        self.saved = saved
        wake = (descriptors[0], descriptors[1])
    }

    deinit {
        close(wake.read)
        close(wake.write)
    }

    /// Starts the thread, with SIGINT blocked there so that the handler runs on the caller's.
    func start() -> pthread_t? {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self)
        let started = pthread_create(
            &thread, nil,
            { argument in
                let watcher = Unmanaged<KeyWatcher>.fromOpaque(argument!).takeRetainedValue()
                var signals = sigset_t()
                sigemptyset(&signals)
                sigaddset(&signals, SIGINT)
                pthread_sigmask(SIG_BLOCK, &signals, nil)
                watcher.run()
                return nil
            }, context.toOpaque())
        guard started == 0 else {
            context.release()
            return nil
        }
        return thread
    }

    func stop(_ thread: pthread_t) {
        var byte: UInt8 = 0
        _ = write(wake.write, &byte, 1)
        pthread_join(thread, nil)
    }

    private func run() {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&descriptors, 2, -1) >= 0 else {
                if errno == EINTR { continue }
                return
            }
            if descriptors[1].revents != 0 { return }
            guard descriptors[0].revents != 0 else { continue }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            // End of input or a hang-up: nothing more will come; the caller notices on its own.
            guard count > 0 else { return }
            for byte in buffer[..<count] {
                guard byte == 0x03 else {
                    typed.append(byte)
                    continue
                }
                droppedLines += typed.count { LineEditor.isLineEnd($0) }
                typed.removeAll()
                interrupts += 1
                // The second Ctrl-C ends calc (SIGINT's default action): the terminal as it was first.
                if interrupts > 1 {
                    var saved = saved
                    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
                }
                kill(getpid(), SIGINT)
            }
        }
    }
}
