import CEditline
import Platform
import Synchronization

/// Redraws the line being edited when the terminal changes size (SIGWINCH) or calc is continued
/// (SIGCONT).
///
/// libedit's own SIGWINCH handling (on with `EL_SIGNAL`) re-measures the terminal and goes on
/// reading without a redraw, so after a shrink the line stays drawn for the old width until
/// the next key. Nothing about libedit may be touched from a signal handler, so the handler
/// here only sets a flag and writes a byte to a pipe; the read-character function
/// (`EL_GETCFN`), which waits on both the terminal and that pipe, then returns ``redrawKey``,
/// bound to `calc-redraw`, which redraws in libedit's ordinary course.
extension LineEditor {
    /// A key no keyboard sends (U+009F, a C1 control), which stands for "the terminal was resized".
    static let redrawKey: wchar_t = 0x9F

    /// Installs the read-character function, the redraw key and the SIGWINCH handler.
    func installResizeRedraw() {
        guard let editLine else { return }
        RedrawSignal.install()
        _ = calc_el_set_getc(editLine, EditorCallbacks.readCharacter)
        _ = calc_el_add_function(editLine, "calc-redraw", "Redraw for the terminal's size", EditorCallbacks.redraw)
        _ = calc_el_bind(editLine, "\\237", "calc-redraw")
    }

    /// Waits for the next character of standard input, decoded from UTF-8, or for a resize;
    /// as libedit's own reader, it returns -1 with `EINTR` when another signal (SIGINT) stopped
    /// the wait, so that `el_gets` says so.
    func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        var decoder = UTF8Decoder()
        while true {
            if RedrawSignal.takeRequest() {
                character.pointee = Self.redrawKey
                return 1
            }
            var descriptors = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: RedrawSignal.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            if poll(&descriptors, 2, -1) == -1 {
                if errno == EINTR && !RedrawSignal.isRequested { return -1 }
                continue
            }
            guard descriptors[0].revents != 0 else { continue }
            var byte: UInt8 = 0
            let count = read(0, &byte, 1)
            if count == 0 { return 0 }
            if count < 0 {
                if errno == EAGAIN || (errno == EINTR && RedrawSignal.isRequested) { continue }
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

/// The handler of SIGWINCH and SIGCONT: its two effects, both async-signal-safe, are a flag and
/// a byte on a pipe that wakes the read-character function's `poll`. SIGCONT (calc continued
/// after a stop from outside, `kill -TSTP`) asks for a redraw too, as libedit's own reader does;
/// any other signal that stops the wait ends the read.
enum RedrawSignal {
    private static let requested = Atomic<Bool>(false)
    /// The pipe's two ends; made before the handler is installed.
    private static let pipeEnds: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        return (ends[0], ends[1])
    }()
    private static let installed = Atomic<Bool>(false)

    static var wakeDescriptor: Int32 { pipeEnds.read }

    static var isRequested: Bool { requested.load(ordering: .relaxed) }

    /// Installs the handler once for the process; libedit's own, while it reads, hands SIGWINCH
    /// and SIGCONT on to it after re-measuring the terminal or setting it up again.
    static func install() {
        _ = pipeEnds
        guard !installed.exchange(true, ordering: .relaxed) else { return }
        var action = Terminal.plainAction(handleRedraw)
        signalAction(SIGWINCH, &action, nil)
        signalAction(SIGCONT, &action, nil)
    }

    /// Whether a resize is waiting to be drawn; takes the request and its byte on the pipe.
    static func takeRequest() -> Bool {
        guard requested.exchange(false, ordering: .relaxed) else { return false }
        var byte: UInt8 = 0
        _ = read(pipeEnds.read, &byte, 1)
        return true
    }

    fileprivate static func signalled() {
        guard !requested.exchange(true, ordering: .relaxed) else { return }
        let saved = errno
        var byte: UInt8 = 1
        _ = write(pipeEnds.write, &byte, 1)
        errno = saved
    }
}

private func handleRedraw(_: Int32) {
    RedrawSignal.signalled()
}
