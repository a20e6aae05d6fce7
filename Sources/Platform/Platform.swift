// The C library for the parts of calc that talk to the system (files, terminals, processes):
// the one place that knows which module provides it on each platform. The files that need
// POSIX write `import Platform`.
//
// Not a product, and CalculatorKit does not depend on it: an app that embeds CalculatorKit gets
// no libc names from calc. (CalculatorKit reaches the few math functions it needs through its
// own `CLibrary` namespace.)
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#endif
