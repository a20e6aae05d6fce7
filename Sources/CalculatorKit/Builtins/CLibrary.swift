// The C library gives the math functions (sin, tgamma, …) without the start-up cost of full
// Foundation. This is the only file of CalculatorKit that imports it, and the import is not
// re-exported: an app that embeds CalculatorKit does not get libc's names in its own scope.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library functions CalculatorKit calls, under one name.
///
/// In Swift an import is seen only by the file that writes it, so the rest of the target reaches
/// the C functions through these wrappers (`CLibrary.tgamma(x)`), each the C function itself.
enum CLibrary {
    /// C's `M_E`, the double nearest e.
    static let e: Double = M_E

    @inline(__always) static func sin(_ x: Double) -> Double { cSin(x) }
    @inline(__always) static func cos(_ x: Double) -> Double { cCos(x) }
    @inline(__always) static func tan(_ x: Double) -> Double { cTan(x) }
    @inline(__always) static func asin(_ x: Double) -> Double { cAsin(x) }
    @inline(__always) static func acos(_ x: Double) -> Double { cAcos(x) }
    @inline(__always) static func atan(_ x: Double) -> Double { cAtan(x) }
    @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double { cAtan2(y, x) }
    @inline(__always) static func sinh(_ x: Double) -> Double { cSinh(x) }
    @inline(__always) static func cosh(_ x: Double) -> Double { cCosh(x) }
    @inline(__always) static func tanh(_ x: Double) -> Double { cTanh(x) }
    @inline(__always) static func asinh(_ x: Double) -> Double { cAsinh(x) }
    @inline(__always) static func acosh(_ x: Double) -> Double { cAcosh(x) }
    @inline(__always) static func atanh(_ x: Double) -> Double { cAtanh(x) }
    @inline(__always) static func exp(_ x: Double) -> Double { cExp(x) }
    @inline(__always) static func log(_ x: Double) -> Double { cLog(x) }
    @inline(__always) static func log2(_ x: Double) -> Double { cLog2(x) }
    @inline(__always) static func log10(_ x: Double) -> Double { cLog10(x) }
    @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { cPow(x, y) }
    @inline(__always) static func cbrt(_ x: Double) -> Double { cCbrt(x) }
    @inline(__always) static func hypot(_ x: Double, _ y: Double) -> Double { cHypot(x, y) }
    @inline(__always) static func fmod(_ x: Double, _ y: Double) -> Double { cFmod(x, y) }
    @inline(__always) static func fma(_ x: Double, _ y: Double, _ z: Double) -> Double { cFma(x, y, z) }
    @inline(__always) static func tgamma(_ x: Double) -> Double { cTgamma(x) }

    /// C's `strtod` on a NUL-terminated buffer of ASCII digits: the correctly rounded value.
    @inline(__always) static func strtod(_ text: UnsafePointer<CChar>) -> Double { cStrtod(text, nil) }
}

// Inside `CLibrary` a bare `sin` would name the wrapper itself; at file level it names C's.
@inline(__always) private func cSin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func cCos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func cTan(_ x: Double) -> Double { tan(x) }
@inline(__always) private func cAsin(_ x: Double) -> Double { asin(x) }
@inline(__always) private func cAcos(_ x: Double) -> Double { acos(x) }
@inline(__always) private func cAtan(_ x: Double) -> Double { atan(x) }
@inline(__always) private func cSinh(_ x: Double) -> Double { sinh(x) }
@inline(__always) private func cCosh(_ x: Double) -> Double { cosh(x) }
@inline(__always) private func cTanh(_ x: Double) -> Double { tanh(x) }
@inline(__always) private func cAsinh(_ x: Double) -> Double { asinh(x) }
@inline(__always) private func cAcosh(_ x: Double) -> Double { acosh(x) }
@inline(__always) private func cAtanh(_ x: Double) -> Double { atanh(x) }
@inline(__always) private func cExp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func cLog(_ x: Double) -> Double { log(x) }
@inline(__always) private func cLog2(_ x: Double) -> Double { log2(x) }
@inline(__always) private func cLog10(_ x: Double) -> Double { log10(x) }
@inline(__always) private func cCbrt(_ x: Double) -> Double { cbrt(x) }
@inline(__always) private func cTgamma(_ x: Double) -> Double { tgamma(x) }
@inline(__always) private func cAtan2(_ x: Double, _ y: Double) -> Double { atan2(x, y) }
@inline(__always) private func cPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inline(__always) private func cHypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
@inline(__always) private func cFmod(_ x: Double, _ y: Double) -> Double { fmod(x, y) }
@inline(__always) private func cFma(_ x: Double, _ y: Double, _ z: Double) -> Double { fma(x, y, z) }
@inline(__always) private func cStrtod(
    _ text: UnsafePointer<CChar>, _ end: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Double { strtod(text, end) }

extension CLibrary {
    /// A C function of one `Double`, called through its address: no closure context, no thunk.
    typealias UnaryFunction = @convention(c) (Double) -> Double

    /// The C library's own functions of one `Double` that builtins are in radians, by address,
    /// for the machines' loops (see ``Program/UnaryCallee/direct``): a call through a closure
    /// adds a thunk, its context and, per point, about a tenth of the time of `sin` itself.
    static let unaryFunctions = CUnaryFunctions()

    /// A C function of two `Double`s, called through its address.
    typealias BinaryFunction = @convention(c) (Double, Double) -> Double

    /// `fmod` and `pow` by address, for the float machine's machine code (``MachineCode``), which
    /// calls them where the other machines call ``fmod(_:_:)`` and ``pow(_:_:)``.
    static let binaryFunctions = CBinaryFunctions()
}

/// The addresses behind ``CLibrary/binaryFunctions``.
struct CBinaryFunctions: Sendable {
    let remainder: CLibrary.BinaryFunction = fmod
    let power: CLibrary.BinaryFunction = pow
}

/// The addresses behind ``CLibrary/unaryFunctions``, named as the builtins are. At file level,
/// where `sin` names C's.
struct CUnaryFunctions: Sendable {
    let sine: CLibrary.UnaryFunction = sin
    let cosine: CLibrary.UnaryFunction = cos
    let tangent: CLibrary.UnaryFunction = tan
    let arcsine: CLibrary.UnaryFunction = asin
    let arccosine: CLibrary.UnaryFunction = acos
    let arctangent: CLibrary.UnaryFunction = atan
    let hyperbolicSine: CLibrary.UnaryFunction = sinh
    let hyperbolicCosine: CLibrary.UnaryFunction = cosh
    let hyperbolicTangent: CLibrary.UnaryFunction = tanh
    let inverseHyperbolicSine: CLibrary.UnaryFunction = asinh
    let inverseHyperbolicCosine: CLibrary.UnaryFunction = acosh
    let inverseHyperbolicTangent: CLibrary.UnaryFunction = atanh
    let exponential: CLibrary.UnaryFunction = exp
    let naturalLogarithm: CLibrary.UnaryFunction = log
    let binaryLogarithm: CLibrary.UnaryFunction = log2
    let decimalLogarithm: CLibrary.UnaryFunction = log10
    let cubeRoot: CLibrary.UnaryFunction = cbrt
}

/// A lock on a pthread mutex, for the engine's few caches shared between threads (the unit
/// lookups, its one user; here because this is the file of CalculatorKit that imports the C
/// library). ThreadSanitizer knows pthread's locks; Synchronization's `Mutex` on Linux is a
/// futex inside a library built without it, so TSan saw every access under that lock as a race.
///
/// ```swift
/// let lock = PthreadLock()
/// lock.withLock { cache[key] = value }
/// ```
final class PthreadLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// `body`'s result, run with the lock held.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
