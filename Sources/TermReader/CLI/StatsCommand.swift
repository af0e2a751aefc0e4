import ArgumentParser
import ReaderCore
import ReaderStore
import ReaderUI

/// `termreader stats`: what the reading log adds up to — time and pages per day and per book,
/// pages an hour, the days read in a row, the books finished — as text with small charts, or JSON.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Print your reading statistics: time per day and per book, pace, streak, books finished.")

    @Flag(help: "Print one JSON object with stable keys.")
    var json = false

    func run() throws {
        try reportingErrors {
            let environment = Environment.current
            let (log, warning) = ReadingLogStore.standard(environment: environment).load()
            if let warning { printError("warning: " + warning) }
            let text = StatisticsText.today(log, states: StateStore.standard(environment: environment))
            if json {
                print(try JSONLine.encode(StatisticsJSON(text.statistics, fraction: text.fraction)))
            } else {
                for line in text.lines(width: 80) { print(line) }
            }
        }
    }
}

/// The statistics as `stats --json` prints them.
struct StatisticsJSON: Encodable {
    struct Day: Encodable {
        var day: String
        var seconds: Int
        var pages: Int
    }

    struct Book: Encodable {
        var fingerprint: String
        var title: String
        var seconds: Int
        var pages: Int
        var last_day: String
        var finished: Bool
        var fraction: Double?
    }

    var today: String
    var total_seconds: Int
    var total_pages: Int
    var pages_per_hour: Double?
    var streak: Int
    var longest_streak: Int
    var books_finished: Int
    var days: [Day]
    var books: [Book]

    init(_ s: ReadingStatistics, fraction: (String) -> Double?) {
        today = s.today.description
        total_seconds = s.totalSeconds
        total_pages = s.totalPages
        pages_per_hour = s.pagesPerHour.map { ($0 * 10).rounded() / 10 }
        streak = s.streak
        longest_streak = s.longestStreak
        books_finished = s.booksFinished
        days = s.days.map { Day(day: $0.day.description, seconds: $0.seconds, pages: $0.pages) }
        books = s.books.map { b in
            Book(
                fingerprint: b.fingerprint, title: b.title, seconds: b.seconds, pages: b.pages, last_day: b.lastDay.description,
                finished: b.finished, fraction: fraction(b.fingerprint))
        }
    }
}
