import Foundation

/// Measures how work grows with input size inside one test run, never against a wall-clock limit.
///
/// The CPU time of the calling thread (not wall time, so other tests running in parallel do not
/// count) for an input of size N and of 8N, the least of a few runs of each. A linear path gives a
/// ratio near 8, a quadratic one near 64: tests assert a generous bound between the two.
enum WorkClock {
    /// The CPU seconds the current thread spends in `body`.
    static func cpuSeconds(_ body: () -> Void) -> Double {
        var start = timespec()
        var end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        body()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }

    /// The ratio of the least CPU time of `large` over `runs` runs to that of `small`.
    static func ratio(runs: Int = 3, small: () -> Void, large: () -> Void) -> Double {
        let smallTime = (0..<runs).map { _ in cpuSeconds(small) }.min() ?? 0
        let largeTime = (0..<runs).map { _ in cpuSeconds(large) }.min() ?? 0
        return largeTime / max(smallTime, 1e-6)
    }

    /// Generous: a linear path measures about 8 for 8N against N, a quadratic one about 64.
    static let linearBound = 24.0
}
