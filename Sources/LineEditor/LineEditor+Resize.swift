import CEditline
import Platform
import Synchronization

/// Redraws the line being edited when the terminal changes size (SIGWINCH) or calc is continued
/// (SIGCONT), and suspends it on a SIGTSTP from outside, all between keys, on calc's thread.
///
/// libedit's own signal handling (`EL_SIGNAL`) is off: its handler resized the display buffers
/// inside the signal handler, in the middle of a redraw, which killed calc when the terminal was
/// resized while a line was typed (libedit's `literal_get` assertion, `free(): invalid next
/// size`, endless `re_putc` recursion), and it re-raised every signal to the whole process group.
/// The handlers here (see ``EditingSignals``) only set a flag and write a byte to a pipe; the
/// read-character function (`EL_GETCFN`), which waits on both the terminal and that pipe, then
/// returns ``redrawKey`` (bound to `calc-redraw`, which resizes and redraws) or ``suspendKey``
/// (bound to `calc-suspend`), so libedit acts on them in its ordinary course. A resize between
/// the bytes of one UTF-8 character waits for its last byte: the character is not dropped.
extension LineEditor {
    /// A key no keyboard sends (U+009F, a C1 control), which stands for "the terminal was resized".
    static let redrawKey: wchar_t = 0x9F
    /// Another (U+009A), which stands for "a SIGTSTP came from outside".
    static let suspendKey: wchar_t = 0x9A

    /// Installs the read-character function, the redraw and suspend keys and the handlers.
    func installResizeRedraw() {
        guard let editLine else { return }
        EditingSignals.install()
        _ = calc_el_set_getc(editLine, EditorCallbacks.readCharacter)
        _ = calc_el_add_function(editLine, "calc-redraw", "Redraw for the terminal's size", EditorCallbacks.redraw)
        _ = calc_el_bind(editLine, "\\237", "calc-redraw")
        _ = calc_el_bind(editLine, "\\232", "calc-suspend")
    }

    /// Waits for the next character of standard input, decoded from UTF-8, or for a resize or a
    /// stop; as libedit's own reader, it returns -1 with `EINTR` when another signal (SIGINT,
    /// SIGTERM to a handler) stopped the wait, so that `el_gets` says so.
    func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        var decoder = UTF8Decoder()
        for byte in partialCharacter { _ = decoder.add(byte) }
        partialCharacter = []
        while true {
            // Between two characters only: a resize inside one would drop its first bytes.
            if decoder.isEmpty {
                if EditingSignals.take(.stop) {
                    character.pointee = Self.suspendKey
                    return 1
                }
                if EditingSignals.take(.resize) {
                    character.pointee = Self.redrawKey
                    return 1
                }
            }
            var descriptors = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: EditingSignals.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            if poll(&descriptors, decoder.isEmpty ? 2 : 1, -1) == -1 {
                if errno == EINTR && !EditingSignals.isRequested { return -1 }
                continue
            }
            guard descriptors[0].revents != 0 else { continue }
            var byte: UInt8 = 0
            let count = read(0, &byte, 1)
            if count == 0 { return 0 }
            if count < 0 {
                if errno == EAGAIN || (errno == EINTR && EditingSignals.isRequested) { continue }
                return -1
            }
            if let scalar = decoder.add(byte) {
                character.pointee = wchar_t(bitPattern: scalar)
                return 1
            }
        }
    }
}

/// UTF-8 decoding a byte at a time; an invalid sequence is dropped, as libedit drops what its
/// locale cannot decode.
struct UTF8Decoder {
    private var value: UInt32 = 0
    private var remaining = 0

    /// Whether no character is half read.
    var isEmpty: Bool { remaining == 0 }

    /// How many bytes at the end of `bytes` begin a character they do not finish (0 to 3).
    static func incompleteTail(of bytes: ArraySlice<UInt8>) -> Int {
        var decoder = UTF8Decoder()
        var pending = 0
        for byte in bytes {
            pending = decoder.add(byte) == nil && !decoder.isEmpty ? pending + 1 : 0
        }
        return decoder.isEmpty ? 0 : pending
    }

    /// Takes the next byte; returns the scalar it completes, if it completes one.
    mutating func add(_ byte: UInt8) -> UInt32? {
        if remaining > 0 {
            guard byte & 0xC0 == 0x80 else {
                remaining = 0
                return add(byte)
            }
            value = value << 6 | UInt32(byte & 0x3F)
            remaining -= 1
            return remaining == 0 ? value : nil
        }
        switch byte {
        case 0..<0x80: return UInt32(byte)
        case 0xC2..<0xE0: (value, remaining) = (UInt32(byte & 0x1F), 1)
        case 0xE0..<0xF0: (value, remaining) = (UInt32(byte & 0x0F), 2)
        case 0xF0..<0xF5: (value, remaining) = (UInt32(byte & 0x07), 3)
        default: break
        }
        return nil
    }
}

/// The handlers of SIGWINCH, SIGCONT and SIGTSTP while a line is edited: their two effects, both
/// async-signal-safe, are a flag and a byte on a pipe that wakes the read-character function's
/// `poll`. With `SA_RESTART`, a resize in the middle of a redraw's `write` does not cut it short
/// (a lone `0xC3` byte, 850 characters missing from a redraw). SIGCONT (calc continued after a
/// stop from outside) asks for a redraw too, as libedit's own reader does.
enum EditingSignals {
    enum Request: Int {
        /// SIGWINCH or SIGCONT: redraw for the terminal's size.
        case resize = 1
        /// SIGTSTP: stop as ^Z does, the terminal restored first.
        case stop = 2
    }

    private static let requested = Atomic<Int>(0)
    /// The pipe's two ends; made before the handler is installed.
    private static let pipeEnds: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        return (ends[0], ends[1])
    }()
    private static let installed = Atomic<Bool>(false)

    static var wakeDescriptor: Int32 { pipeEnds.read }

    /// Whether any request is waiting.
    static var isRequested: Bool { requested.load(ordering: .relaxed) != 0 }

    /// Installs the SIGWINCH and SIGCONT handlers once for the process (a resize while a line is
    /// evaluated is drawn when the next is read); the SIGTSTP one is the editor's only while it
    /// reads a line (see ``handleStops(_:)``).
    static func install() {
        _ = pipeEnds
        _ = requested.load(ordering: .relaxed)
        guard !installed.exchange(true, ordering: .relaxed) else { return }
        var action = Terminal.restartingAction(handleResize)
        signalAction(SIGWINCH, &action, nil)
        signalAction(SIGCONT, &action, nil)
    }

    /// Whether `request` is waiting; takes it, and the pipe's byte once none is left.
    static func take(_ request: Request) -> Bool {
        let bit = request.rawValue
        guard requested.bitwiseAnd(~bit, ordering: .relaxed).oldValue & bit != 0 else { return false }
        var byte: UInt8 = 0
        _ = read(pipeEnds.read, &byte, 1)
        return true
    }

    /// Drops a resize request: for `el_gets`, which measures the terminal as it starts.
    static func forgetResize() {
        _ = take(.resize)
    }

    fileprivate static func signalled(_ request: Request) {
        let bit = request.rawValue
        guard requested.bitwiseOr(bit, ordering: .relaxed).oldValue & bit == 0 else { return }
        let saved = errno
        var byte: UInt8 = 1
        _ = write(pipeEnds.write, &byte, 1)
        errno = saved
    }

    /// Installs (true) or removes (false, putting back what was there) the SIGTSTP handler: a
    /// stop from outside (`kill -TSTP`) while a line is read goes through ``LineEditor/suspendKey``,
    /// so that the terminal is restored before calc stops. At any other time the terminal is not
    /// in libedit's raw mode and the default action is right.
    static func handleStops(_ on: Bool) {
        if on {
            var action = Terminal.restartingAction(handleStop)
            signalAction(SIGTSTP, &action, previousStop)
        } else {
            signalAction(SIGTSTP, previousStop, nil)
        }
    }

    /// Allocated once, before any handler can run.
    private nonisolated(unsafe) static let previousStop: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
        pointer.initialize(to: sigaction())
        return pointer
    }()
}

private func handleResize(_: Int32) {
    EditingSignals.signalled(.resize)
}

private func handleStop(_: Int32) {
    EditingSignals.signalled(.stop)
}
