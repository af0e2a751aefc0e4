#if canImport(Glibc)
import Glibc
#endif

/// The wall-clock time of day in the local time zone, for the footer's clock.
package enum LocalClock {
    /// Seconds since local midnight, now.
    package static func secondsSinceMidnight() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var seconds = now.tv_sec
        var local = tm()
        guard localtime_r(&seconds, &local) != nil else { return 0 }
        return Double(Int(local.tm_hour) * 3600 + Int(local.tm_min) * 60 + Int(local.tm_sec)) + Double(now.tv_nsec) / 1e9
    }
}
