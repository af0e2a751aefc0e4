#if canImport(Glibc)
import Glibc
#endif

/// Seconds from `CLOCK_MONOTONIC`: the time base of animations, immune to wall-clock jumps.
public enum MonotonicClock {
    /// The current monotonic time in seconds (arbitrary origin).
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
