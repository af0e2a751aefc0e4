/// "today", "yesterday", "3 days ago", "2 weeks ago", "5 months ago", "2 years ago": when a
/// book was last read, by calendar day in the local time zone (its offset passed in, so tests
/// use a fixed clock).
package enum RelativeDay {
    /// How long ago `then` was, seen at `now` (both seconds since 1970) in a time zone `utcOffset`
    /// seconds east of UTC. A time in the future (a clock set back) reads "today".
    package static func describe(_ then: Int, now: Int, utcOffset: Int) -> String {
        let days = day(now, utcOffset) - day(then, utcOffset)
        switch days {
        case ..<1: return "today"
        case 1: return "yesterday"
        case 2..<14: return "\(days) days ago"
        case 14..<60: return "\(days / 7) weeks ago"
        case 60..<730: return "\(days / 30) months ago"
        default: return "\(days / 365) years ago"
        }
    }

    /// The local calendar day number of `time`.
    private static func day(_ time: Int, _ utcOffset: Int) -> Int {
        let local = time + utcOffset
        return local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    }
}
