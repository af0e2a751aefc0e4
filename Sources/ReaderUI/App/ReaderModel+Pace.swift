import ReaderCore

/// The reader's pace, the time left and the time read (`tally`, for the reading statistics):
/// forward page turns measure them, jumps and turns back only restart the stopwatch.
extension ReaderModel {
    /// A forward turn from the page (or spread) at `position` at `now`: the time on it counts
    /// toward the pace (see `ReadingPace`); a spread's two pages were read in that time.
    func pageTurned(from position: PagePosition, now: Double) {
        let second = layout.isSpread ? navigator.secondPage(ofSpread: position) : nil
        let pages = [position] + (second.map { [$0] } ?? [])
        let characters = pages.reduce(0) { $0 + Self.characters(on: navigator.index.page($1)) }
        if let seconds = places.leftPage(now: now) {
            remembered.pace.record(seconds: seconds, characters: characters)
            tally.read(pages: pages.count, in: seconds)
        }
    }

    /// Characters of text on `page`.
    static func characters(on page: Paginator.Page) -> Int {
        page.lines.reduce(0) { $0 + $1.graphemes.count }
    }

    /// Time left in the chapter and the book at the reader's pace: the characters left from
    /// the place (see `CharactersLeft`), so it falls smoothly page by page at a steady pace
    /// whatever each page holds.
    func timeLeft() -> TimeLeft {
        let left = charactersLeft.left(in: navigator.book, from: navigator.book.anchor(for: navigator.location), wholeBook: !isProvisional)
        return TimeLeft(
            chapter: remembered.pace.seconds(forCharacters: left.chapter),
            book: left.book.flatMap { remembered.pace.seconds(forCharacters: $0) })
    }
}
