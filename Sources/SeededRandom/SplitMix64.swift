/// SplitMix64: a small random generator that gives the same numbers for the same seed on every
/// run and platform, unlike the system generator, so that generated inputs (benchmark workloads,
/// hostile files, random points) are reproducible and a failure can be replayed.
///
/// ```swift
/// var random = SplitMix64(seed: 6)
/// Double.random(in: -100..<100, using: &random)   // the same value on every run
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose numbers are determined by `seed`.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
