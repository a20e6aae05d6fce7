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
