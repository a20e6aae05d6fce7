import CEditline
import Platform

/// Ctrl-C while a line is evaluated, read as a key rather than sent by the terminal as SIGINT, and
/// keys typed before the next prompt kept for it.
///
/// In the terminal's own mode, Ctrl-C is SIGINT to the whole foreground process group: under
/// `make run`, make got it too and ended with status 130 after a Ctrl-C that calc had answered by
/// stopping an evaluation; Ctrl-D is the line discipline's end of file and Ctrl-R its reprint,
/// both lost when libedit then switches to raw mode. So from the moment `el_gets` returns until
/// the next one starts, the terminal stays out of canonical mode, without echo or signal keys
/// (``holdKeys()``; TerminalModes.swift puts it back on every way out). While
/// ``whileEvaluating(_:)`` runs, a thread reads the keys, and a Ctrl-C raises SIGINT in calc
/// alone, whose handler stops the evaluation as before (a second one ends calc, with the terminal
/// restored first). Keys typed meanwhile are not echoed; they are handed to the next
/// ``readLine()``s as typed, a line each, as the terminal would have kept them (those before a
/// Ctrl-C are dropped, as the terminal drops them on SIGINT, and ``droppedLineCount`` says how
/// many lines that was). Keys typed after the evaluation wait in the terminal for the prompt.
extension LineEditor {
    /// Runs `body` (the evaluation of a line read) with Ctrl-C read as a key, as above; on a
    /// terminal only.
    ///
    /// ```swift
    /// case .line(let text): editor.whileEvaluating { evaluate(text) }
    /// ```
    public func whileEvaluating<Result>(_ body: () -> Result) -> Result {
        droppedLineCount = 0
        guard editLine != nil, Terminal.isInteractive, holdKeys() else { return body() }
        guard let watcher = KeyWatcher(), let thread = watcher.start() else { return body() }
        let result = body()
        watcher.stop(thread)
        droppedLineCount = watcher.droppedLines
        if watcher.wasInterrupted {
            // Lines typed ahead before this evaluation went with the Ctrl-C too.
            droppedLineCount += typeahead.count { Self.isLineEnd($0) }
            typeahead.removeAll()
        }
        typeahead += watcher.typed.filter { $0 != 0 }
        return result
    }

    /// Takes the terminal out of canonical mode, echo and signal keys, if it is in its own mode
    /// (libedit's cooked mode): keys then wait, as typed, for the next prompt or the key watcher.
    /// Returns whether the terminal is held so.
    @discardableResult
    func holdKeys() -> Bool {
        var modes = termios()
        guard editLine != nil, Terminal.isInteractive, tcgetattr(STDIN_FILENO, &modes) == 0 else { return false }
        if modes.c_lflag & (ISIG | ICANON | ECHO) == 0 { return true }
        TerminalModes.remember()
        TerminalModes.markChanged()
        modes.c_lflag &= ~(ISIG | ICANON | ECHO)
        return tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0
    }

    /// Hands the keys typed ahead to libedit, one line at a time (the next ``readLine()`` takes
    /// the next): libedit queues what is pushed, so the ^M that Return pushes (see
    /// ``EditorCallbacks/accept``) would land after every later line typed ahead.
    func pushTypeaheadLine() {
        guard let editLine, !typeahead.isEmpty else { return }
        var end = typeahead.firstIndex(where: Self.isLineEnd).map { $0 + 1 } ?? typeahead.count
        // A character whose first bytes came before the evaluation ended and the rest after:
        // its first bytes wait for the rest in the read-character function, rather than being
        // pushed as U+FFFD (`6×7` typed as a result was printed read `6�7`).
        let incomplete = UTF8Decoder.incompleteTail(of: typeahead[..<end])
        end -= incomplete
        partialCharacter = Array(typeahead[end..<(end + incomplete)])
        if end > 0 { el_push(editLine, String(decoding: typeahead[..<end], as: UTF8.self)) }
        typeahead.removeFirst(end + incomplete)
    }

    static func isLineEnd(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
}

/// The thread that reads the keys while a line is evaluated. It waits on standard input and on a
/// pipe, which ``stop(_:)`` writes to; `typed` is read only once the thread has ended.
private final class KeyWatcher: @unchecked Sendable {
    private(set) var typed: [UInt8] = []
    /// The lines typed or pasted ahead that a Ctrl-C dropped (their line ends).
    private(set) var droppedLines = 0
    private let wake: (read: Int32, write: Int32)
    private var interrupts = 0
    /// Whether a Ctrl-C came.
    var wasInterrupted: Bool { interrupts > 0 }

    init?() {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return nil }
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
                if interrupts > 1 { TerminalModes.restore() }
                kill(getpid(), SIGINT)
            }
        }
    }
}
