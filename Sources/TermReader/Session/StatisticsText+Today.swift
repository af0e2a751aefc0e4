import ReaderCore
import ReaderStore
import ReaderUI

extension StatisticsText {
    /// What `log` adds up to today by the system's clock, each book's progress read from `states`.
    static func today(_ log: ReadingLog, states: StateStore) -> StatisticsText {
        let now = WallClock.system.now()
        let statistics = ReadingStatistics(log: log, today: CivilDay(seconds: now.seconds, utcOffset: now.utcOffset))
        return StatisticsText(statistics) { (try? states.load(fingerprint: $0))??.fraction }
    }
}
