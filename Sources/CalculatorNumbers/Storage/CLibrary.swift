// The C library, for the few things this target needs from it (the engine uses no Foundation):
// the one file of CalculatorNumbers that imports it.
import CGMP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The C library's log2 and exp2, for the error bounds.
@inline(__always) func binaryLog(_ x: Double) -> Double { log2(x) }
@inline(__always) func binaryPower(_ x: Double) -> Double { exp2(x) }
// The natural logarithm, for size estimates (``ResultSize``).
@inline(__always) func naturalLog(_ x: Double) -> Double { log(x) }

/// The system's text for an `errno` value (`Resource temporarily unavailable`).
func systemErrorText(_ code: Int32) -> String { String(cString: strerror(code)) }
/// fork's `errno` at the process limit.
let errnoTryAgain = EAGAIN

/// Frees MPFR's caches of a thread when it exits. MPFR keeps its constants (π, log 2, …) and a
/// pool of integers per thread, and a thread that ends without `mpfr_free_cache` leaks them.
enum ThreadCleanup {
    /// A pthread key whose per-thread value marks the thread as registered; its destructor runs
    /// on the exiting thread, where MPFR's thread-local caches are still there to free.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { _ in mpfr_free_cache() }
        return key
    }()

    /// Whether this thread is registered.
    static var isRegistered: Bool { pthread_getspecific(key) != nil }

    /// Registers this thread (again is harmless).
    static func register() { pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1)) }
}

/// A value of each thread's own, starting as `initial` on every thread: the stop test a statement
/// runs under (``StopCheck``), and in CalculatorKit the notes a statement's kinds of value take
/// while it computes (`ValueNotes`). Its box is made on the thread's first use and freed when it exits.
///
/// ```swift
/// let slot = ThreadSlot<Int>(0)
/// slot.box.value = 1   // seen by this thread only
/// ```
package final class ThreadSlot<Value>: @unchecked Sendable {
    /// One thread's value.
    package final class Box {
        package var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let initial: Value
    private let key: pthread_key_t

    package init(_ initial: Value) {
        self.initial = initial
        var key = pthread_key_t()
        pthread_key_create(&key) { box in
            guard let box else { return }
            Unmanaged<AnyObject>.fromOpaque(box).release()
        }
        self.key = key
    }

    /// This thread's box, made on first use.
    package var box: Box {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue()
        }
        let box = Box(initial)
        pthread_setspecific(key, Unmanaged.passRetained(box).toOpaque())
        return box
    }
}
