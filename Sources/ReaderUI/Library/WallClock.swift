#if canImport(Glibc)
import Glibc
#endif

/// The wall clock the library dates its rows by ("today", "3 days ago"): seconds since 1970
/// and the local time zone's offset from UTC then. Injected, so a test fixes the day.
package struct WallClock: Sendable {
    package let now: @Sendable () -> (seconds: Int, utcOffset: Int)

    package init(now: @escaping @Sendable () -> (seconds: Int, utcOffset: Int)) {
        self.now = now
    }

    /// The system's clock and time zone.
    package static let system = WallClock {
        var t = time(nil)
        var local = tm()
        return (Int(t), localtime_r(&t, &local) != nil ? Int(local.tm_gmtoff) : 0)
    }

    /// A clock stopped at `seconds`, `utcOffset` east of UTC.
    package static func fixed(_ seconds: Int, utcOffset: Int = 0) -> WallClock {
        WallClock { (seconds, utcOffset) }
    }
}
