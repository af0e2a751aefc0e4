/// A date of the proleptic Gregorian calendar, counted in days since 1970-01-01 (Howard
/// Hinnant's days-from-civil algorithm), printed `YYYY-MM-DD`: the reading log's days.
public struct CivilDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let daysSince1970: Int

    public init(daysSince1970: Int) {
        self.daysSince1970 = daysSince1970
    }

    /// The local date at `seconds` since 1970, `utcOffset` seconds east of UTC.
    public init(seconds: Int, utcOffset: Int) {
        self.init(daysSince1970: (seconds + utcOffset).floorDivided(by: 86_400))
    }

    /// The day `YYYY-MM-DD` names; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]), (1...12).contains(m), (1...31).contains(d)
        else { return nil }
        let year = m <= 2 ? y - 1 : y
        let era = year.floorDivided(by: 400)
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        self.init(daysSince1970: era * 146_097 + dayOfEra - 719_468)
        guard description == text else { return nil }
    }

    public var description: String {
        let z = daysSince1970 + 719_468
        let era = z.floorDivided(by: 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let d = dayOfYear - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yearOfEra + era * 400 + (m <= 2 ? 1 : 0)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(y)-\(two(m))-\(two(d))"
    }

    /// The day `n` days later (earlier for negative `n`).
    public func adding(_ n: Int) -> CivilDay { CivilDay(daysSince1970: daysSince1970 + n) }

    public static func < (a: CivilDay, b: CivilDay) -> Bool { a.daysSince1970 < b.daysSince1970 }
}
