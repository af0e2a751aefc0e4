/// What the footer can show, chosen (and ordered) by the config file's `footer` list.
package enum FooterField: String, CaseIterable, Sendable {
    /// `ch. p. 3/8`: page of the chapter.
    case chapterPage = "chapter-page"
    /// `p. 40/262`: page of the book (`indexing N%` until the book is read).
    case bookPage = "book-page"
    /// `15%`: how far through the book.
    case percent
    /// `ch. 12 min · book 3 h 20 left`: at the reader's measured pace.
    case timeLeft = "time-left"
    /// `14:05`: the time of day.
    case clock

    /// The footer with no `footer` setting.
    package static let standard: [FooterField] = [.chapterPage, .bookPage, .percent]

    /// The order fields give way in when the footer is narrow; the percent always stays.
    package static let dropOrder: [FooterField] = [.clock, .chapterPage, .timeLeft, .bookPage]
}

/// Time left to read at the reader's pace, in seconds (nil: not known yet).
package struct TimeLeft: Equatable, Sendable {
    package var chapter: Double?
    package var book: Double?

    /// `45 s`, `12 min`, `3 h 20`.
    package static func format(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        if s < 60 { return "\(max(1, s)) s" }
        let minutes = (s + 30) / 60
        if minutes < 60 { return "\(minutes) min" }
        let tail = minutes % 60
        return "\(minutes / 60) h" + (tail == 0 ? "" : " " + (tail < 10 ? "0" : "") + "\(tail)")
    }
}
