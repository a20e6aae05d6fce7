import Platform

/// Monotonic wall-clock time, for timing runs.
enum Clock {
    /// Seconds since an arbitrary fixed point.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// Runs `body` and returns how long it took, in seconds.
    static func measure(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }
}

extension Array where Element == Double {
    /// The median, for timings where a stray slow run should not count.
    var median: Double {
        let sorted = self.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }
}
