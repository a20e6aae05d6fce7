import CExecutableMemory
import Synchronization

/// A straight-line program as x86-64 machine code: the fastest path of
/// `CompiledExpression.evaluate(_: [Double])`, a C function of the variables' address.
///
/// The point kernel's closures (``PointKernel``) still cost, for each operation, a call through
/// a closure's context, and `evaluate` a call into the kernel; here the whole expression is one
/// function whose only calls are the C library's (`sin`), and `evaluate`, inlined into the
/// caller's loop, calls it directly: `(x + 2) * sin(y) - z^2 / 3` is 15 instructions around `sin`
/// against the kernel's 49 and `evaluate`'s 40, and row 1b went from 1.48× the native closure to
/// about 1.2× (BENCHMARKS.md).
///
/// The code does what the kernel's closures do, operation for operation, so its values are the
/// stack machine's to the bit (`MachineCodeTests` compares them on 5,500 generated expressions
/// at 20 points each, in each arithmetic): the same IEEE operations on the same operands in the
/// same order (`cmpsd` for comparisons, C's `pow` and `fmod` by address), and in checked
/// arithmetic the same rule (see ``PointKernel``): where the kernel hides a non-finite operand as
/// NaN, the code returns NaN at once, for the machine to work out again.
///
/// Only on x86-64 Linux, for programs of ``PointKernel/maximumLength`` instructions or fewer that
/// call nothing but C functions by address, `sqrt` and `abs` (worked out in place); nil for every other program, and where the system
/// will not make memory executable. The code's pages are mapped for it alone, written, then made
/// executable and read-only, and given back when it goes.
final class MachineCode: @unchecked Sendable {
    typealias Function = @convention(c) (UnsafePointer<Double>) -> Double

    let function: Function
    private let pages: UnsafeMutableRawPointer
    private let size: Int

    init?(_ program: Program, checked: Bool) {
        #if arch(x86_64) && os(Linux)
            guard program.code.count <= PointKernel.maximumLength && program.runsInLanes,
                let translation = Translation(program: program, checked: checked), Self.reserve()
            else { return nil }
            let code = translation.finished()
            guard let pages = code.withUnsafeBytes({ calc_executable_copy($0.baseAddress!, $0.count) }) else {
                Self.live.wrappingSubtract(1, ordering: .relaxed)
                return nil
            }
            (self.pages, size) = (pages, code.count)
            function = unsafeBitCast(pages, to: Function.self)
        #else
            return nil
        #endif
    }

    deinit {
        calc_executable_release(pages, size)
        Self.live.wrappingSubtract(1, ordering: .relaxed)
    }

    /// How many expressions have code at once: each has at least a page (4 KiB), and an app
    /// that compiles many expressions and evaluates each at a few points would otherwise map
    /// a page for each. Past it, expressions run on the point kernel.
    static let maximumLive = 4096
    private static let live = Atomic<Int>(0)

    /// Counts one more expression with code; false, counting nothing, past ``maximumLive``.
    private static func reserve() -> Bool {
        guard live.wrappingAdd(1, ordering: .relaxed).newValue > maximumLive else { return true }
        live.wrappingSubtract(1, ordering: .relaxed)
        return false
    }
}
