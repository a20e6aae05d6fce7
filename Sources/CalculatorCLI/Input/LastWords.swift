import Platform

/// How a batch run ends when SIGINT (or SIGTERM, SIGHUP) finds it inside one long GMP or MPFR call, which checks no
/// ``InterruptSignal``: one second after the signal, a SIGALRM handler writes out the results
/// still buffered and ends the process with status 128 + the signal. A run that notices the signal in that
/// second (between statements and user function calls) ends by itself, as it always has.
///
/// Everything the handler reads is set up before: a raw pointer, no Swift object, no lock.
enum LastWords {
    /// A buffer's bytes and the count of them filled, as ``BufferedOutput`` keeps them.
    struct Pending {
        var descriptor: Int32
        var bytes: UnsafeMutablePointer<UInt8>
        var count: UnsafeMutablePointer<Int>
    }

    /// How long a run has to end by itself.
    static let grace: UInt32 = 1

    /// Makes the handler write `pending` before it ends the process (`nil` forgets it).
    static func register(_ pending: Pending?) {
        _ = TerminationSignal.exitStatus  // Made before the handler reads it.
        registered.pointee = pending
        signal(SIGALRM, writeAndExit)
        // A parent may have started calc with signals blocked (a test runner's thread, say).
        var alarms = sigset_t()
        sigemptyset(&alarms)
        sigaddset(&alarms, SIGALRM)
        pthread_sigmask(SIG_UNBLOCK, &alarms, nil)
    }

    /// Called from the SIGINT handler: the process ends ``grace`` seconds from now unless it
    /// has ended by then. Only a registered run (batch mode) arms it.
    static func arm() {
        guard registered.pointee != nil else { return }
        alarm(grace)
    }
}

/// Allocated once, before any handler can run (``LastWords/register(_:)`` touches it).
private nonisolated(unsafe) let registered: UnsafeMutablePointer<LastWords.Pending?> = {
    let pointer = UnsafeMutablePointer<LastWords.Pending?>.allocate(capacity: 1)
    pointer.initialize(to: nil)
    return pointer
}()

private func writeAndExit(_: Int32) {
    if let pending = registered.pointee {
        // Complete lines only: a result cut short would read as a different number.
        var total = pending.count.pointee
        while total > 0 && pending.bytes[total - 1] != UInt8(ascii: "\n") { total -= 1 }
        var offset = 0
        while offset < total {
            let written = write(pending.descriptor, pending.bytes + offset, total - offset)
            if written <= 0 { break }
            offset += written
        }
    }
    _exit(TerminationSignal.exitStatus)
}
