// The C library gives the math functions (sin, tgamma, …) without the start-up cost of full
// Foundation.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#endif
