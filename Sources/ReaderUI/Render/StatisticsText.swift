import ReaderCore

/// The reading statistics as lines of text with small charts drawn in cells: totals, pace and
/// streak, a bar per day for the last four weeks, and a line per book with its progress. What
/// `termreader stats` prints and the statistics panel shows.
package struct StatisticsText: Sendable {
    package let statistics: ReadingStatistics
    /// How far the reader is in a book (0…1), by fingerprint, when known.
    package let fraction: @Sendable (String) -> Double?

    package init(_ statistics: ReadingStatistics, fraction: @escaping @Sendable (String) -> Double? = { _ in nil }) {
        self.statistics = statistics
        self.fraction = fraction
    }

    /// Days in the chart, and its height in rows.
    package static let chartDays = 28
    package static let chartRows = 4

    /// The lines, each at most `width` columns.
    package func lines(width: Int) -> [String] {
        let s = statistics
        guard !s.days.isEmpty else { return ["Nothing read yet: time spent on pages you turn is counted here."] }
        var out = [
            "Today \(Self.duration(s.seconds(inLast: 1))) · last 7 days \(Self.duration(s.seconds(inLast: 7))) · in all \(Self.duration(s.totalSeconds))",
            [
                s.pagesPerHour.map { "\(Int($0.rounded())) pages an hour" },
                "\(s.streak) day\(s.streak == 1 ? "" : "s") in a row (longest \(s.longestStreak))",
                "\(s.booksFinished) book\(s.booksFinished == 1 ? "" : "s") finished",
            ].compactMap { $0 }.joined(separator: " · "),
            "",
        ]
        let recent = s.recent(Self.chartDays)
        let most = recent.map(\.seconds).max() ?? 0
        out.append("Minutes a day, last \(Self.chartDays / 7) weeks (most \(most / 60))")
        out += Self.bars(recent.map(\.seconds), rows: Self.chartRows, columnWidth: width >= 2 * Self.chartDays ? 2 : 1)
        let first = recent.first.map { String($0.day.description.dropFirst(5)) } ?? ""
        let last = String(s.today.description.dropFirst(5))
        let axis = (width >= 2 * Self.chartDays ? 2 : 1) * Self.chartDays
        out.append(first + String(repeating: " ", count: max(1, axis - first.count - last.count)) + last)
        out += ["", "Books"]
        for book in s.books {
            let progress = fraction(book.fingerprint).map { Self.progress($0, width: 10) + " " } ?? ""
            let numbers = "\(Self.duration(book.seconds)) · \(book.pages) p." + (book.finished ? " · finished" : "")
            let room = width - CellWidth.width(of: progress) - CellWidth.width(of: numbers) - 2
            let title = StatusBar.truncate(book.title, to: max(4, room))
            out.append(title.padding(to: max(4, room)) + "  " + progress + numbers)
        }
        return out.map { StatusBar.truncate($0, to: width) }
    }

    /// `values` as vertical bars, `rows` high, each `columnWidth` columns (the bar in the
    /// first), the tallest reaching the top; eighth blocks make the tops. Top row first.
    package static func bars(_ values: [Int], rows: Int, columnWidth: Int) -> [String] {
        let most = max(1, values.max() ?? 0)
        let eighths = values.map { $0 > 0 ? max(1, ($0 * rows * 8 + most / 2) / most) : 0 }
        let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        return (0..<rows).map { r in
            let floor = (rows - 1 - r) * 8
            return String(eighths.flatMap { e in [blocks[min(8, max(0, e - floor))]] + Array(repeating: " ", count: columnWidth - 1) })
        }
    }

    /// A progress line `width` cells long for `fraction` (0…1), then the percent.
    package static func progress(_ fraction: Double, width: Int) -> String {
        let filled = Int((min(1, max(0, fraction)) * Double(width)).rounded())
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            + " \(Int((fraction * 100).rounded()))%".padding(to: 5)
    }

    /// `seconds` as hours and minutes: `2 h 5 min`, `25 min`, `0 min`.
    package static func duration(_ seconds: Int) -> String {
        let minutes = seconds / 60
        return minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
    }
}
