#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The C library's log2 and exp2, for the error bounds (the engine uses no Foundation).
@inline(__always) func binaryLog(_ x: Double) -> Double { log2(x) }
@inline(__always) func binaryPower(_ x: Double) -> Double { exp2(x) }
