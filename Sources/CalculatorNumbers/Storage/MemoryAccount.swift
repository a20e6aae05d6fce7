import CChildCall

/// The memory limit for numbers: what GMP and MPFR hold at once, counted by the allocation
/// functions `CChildCall` gives GMP (MPFR allocates with them too).
///
/// GMP ends the process when an allocation fails, and cannot be told otherwise; deep recursion
/// over big exact temporaries (`f(x) = if(2^6000000 > f(x), 1, 2); f(3)`) reached 7.36 GB in 8 s,
/// and under an address-space limit aborted. So an exact result is charged before it is computed
/// (``StopCheck/charge(bits:)``): one that would take the live bytes past the limit is a `limit`
/// error. Should an allocation fail all the same (memory taken by something else), a reserve
/// given back serves it, and the next charge fails the statement.
///
/// ```swift
/// try MemoryAccount.reserve(bits: 6_000_000)   // throws .limit past the limit
/// ```
enum MemoryAccount {
    /// Bytes GMP and MPFR hold now.
    static var liveBytes: Int { Int(calc_memory_live()) }

    /// The limit: 4 GiB, or half the physical memory, or half an address-space or data limit.
    static var limitBytes: Int { Int(calc_memory_limit()) }

    /// Throws the `limit` error when a result of `bits` bits would pass the limit, or when an
    /// allocation failed since the last check.
    static func reserve(bits: Double) throws(NumberError) {
        let bytes = bits / 8
        if calc_memory_was_exhausted() != 0 || Double(liveBytes) + bytes > Double(limitBytes) {
            throw exceeded
        }
    }

    static var exceeded: NumberError {
        .limit(
            "the numbers this statement holds at once need more than \(mebibytes(limitBytes)) of memory"
                + " (calc's limit for numbers)")
    }

    /// "4096 MiB", "512 MiB".
    private static func mebibytes(_ bytes: Int) -> String { "\(bytes >> 20) MiB" }
}
