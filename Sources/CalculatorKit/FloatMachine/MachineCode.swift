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
/// call nothing but C functions by address, `sqrt` and `abs` (worked out in place); nil for
/// every other program, and where the system will not make memory executable. The code's pages
/// are mapped for it alone, written, then made executable and read-only, and given back when it
/// goes. Mapping them costs system calls, several compiles' worth: an expression gets its code
/// once evaluated at ``PointKernelCache/callsBeforeMachineCode`` points, until then the kernel's.
final class MachineCode: @unchecked Sendable {
    typealias Function = @convention(c) (UnsafePointer<Double>) -> Double

    let function: Function
    private let pages: UnsafeMutableRawPointer
    private let size: Int

    /// Whether there is machine code on this system at all.
    static var isAvailable: Bool {
        #if arch(x86_64) && os(Linux)
            true
        #else
            false
        #endif
    }

    /// The code for `program`, not yet mapped; nil where there can be none (see above).
    static func translate(_ program: Program, checked: Bool) -> [UInt8]? {
        #if arch(x86_64) && os(Linux)
            guard program.code.count <= PointKernel.maximumLength && program.runsInLanes else { return nil }
            return Translation(program: program, checked: checked)?.finished()
        #else
            return nil
        #endif
    }

    /// `code` (from ``translate(_:checked:)``) in pages of its own; nil where the system refuses,
    /// or past ``maximumLive``.
    init?(mapping code: [UInt8]) {
        guard Self.reserve() else { return nil }
        guard let pages = code.withUnsafeBytes({ calc_executable_copy($0.baseAddress!, $0.count) }) else {
            Self.live.wrappingSubtract(1, ordering: .relaxed)
            return nil
        }
        (self.pages, size) = (pages, code.count)
        function = unsafeBitCast(pages, to: Function.self)
    }

    /// Translated and mapped at once.
    convenience init?(_ program: Program, checked: Bool) {
        guard let code = Self.translate(program, checked: checked) else { return nil }
        self.init(mapping: code)
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
