import Testing

@testable import ReaderCore

/// Days of the reading log: counted from 1970, printed and read back as `YYYY-MM-DD`.
@Suite struct CivilDayTests {
    @Test func knownDaysPrintAsTheCalendarSays() {
        #expect(CivilDay(daysSince1970: 0).description == "1970-01-01")
        #expect(CivilDay(daysSince1970: -1).description == "1969-12-31")
        #expect(CivilDay(daysSince1970: 11_016).description == "2000-02-29")
        #expect(CivilDay(seconds: 1_795_824_000, utcOffset: 0).description == "2026-11-28")
        // Just before midnight UTC is already the next day nine hours east.
        #expect(CivilDay(seconds: 1_795_823_999, utcOffset: 0).description == "2026-11-27")
        #expect(CivilDay(seconds: 1_795_823_999, utcOffset: 9 * 3600).description == "2026-11-28")
    }

    @Test func everyDayOfFourCenturiesReadsBackAsItself() {
        for n in stride(from: -150_000, through: 150_000, by: 7) {
            let day = CivilDay(daysSince1970: n)
            #expect(CivilDay(day.description) == day)
        }
    }

    @Test func onlyRealDatesAreRead() {
        for text in ["2026-02-29", "2026-13-01", "2026-1-01", "26-01-01", "2026-01-32", "x", "", "2026-01-01T"] {
            #expect(CivilDay(text) == nil, "\(text)")
        }
        #expect(CivilDay("2024-02-29") != nil)
    }
}
