import Platform

/// Runs a closure on a new thread with a small stack and waits for it, so tests can show that
/// deep input is stopped by a limit, not by the stack: the main thread's 8 MiB hides overflows
/// that a 512 KiB worker thread (or a GUI's secondary thread) would hit.
public enum SmallStackThread {
    /// 512 KiB: a worker thread's stack on macOS, and smaller than most.
    public static let defaultSize = 512 * 1024

    private final class Box: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on a thread whose stack is `stackSize` bytes and returns when it has finished.
    public static func run(stackSize: Int = defaultSize, _ body: @escaping () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        precondition(pthread_attr_setstacksize(&attributes, stackSize) == 0, "bad stack size")
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(
            &thread, &attributes,
            { raw in
                let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
                box.body()
                return nil
            }, box)
        precondition(created == 0, "pthread_create failed: \(created)")
        pthread_join(thread, nil)
    }

    /// The value `body` returns, computed on a small-stack thread.
    public static func value<T>(stackSize: Int = defaultSize, _ body: @escaping () -> T) -> T {
        nonisolated(unsafe) var result: T?
        run(stackSize: stackSize) { result = body() }
        return result!
    }
}
