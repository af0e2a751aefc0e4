import ReaderCore

/// The reader's pace and the time left: forward page turns measure it, jumps and turns
/// back only restart the stopwatch.
extension ReaderModel {
    /// A forward turn from the page (or spread) at `position` at `now`: the time on it counts
    /// toward the pace (see `ReadingPace`); a spread's two pages were read in that time.
    package func pageTurned(from position: PagePosition, now: Double) {
        let second = layout.isSpread ? navigator.secondPage(ofSpread: position) : nil
        let pages = [position] + (second.map { [$0] } ?? [])
        let characters = pages.reduce(0) { $0 + Self.characters(on: navigator.index.page($1)) }
        if let start = pageStart, remembered.pace.record(seconds: now - start, characters: characters) {
            let seen = charactersPerPage ?? (0, 0)
            let perPage = Double(characters) / Double(pages.count)
            charactersPerPage = ((seen.mean * Double(seen.pages) + perPage) / Double(seen.pages + 1), seen.pages + 1)
        }
        pageStart = now
    }

    /// Characters of text on `page`.
    package static func characters(on page: Paginator.Page) -> Int {
        page.lines.reduce(0) { $0 + $1.graphemes.count }
    }

    /// Time left in the chapter and the book at the reader's pace: the pages left
    /// (this one included) at the characters a page has held so far; the book's counts its
    /// reading order only (none past it).
    package func timeLeft() -> TimeLeft {
        let perPage = charactersPerPage?.mean ?? Double(Self.characters(on: navigator.page))
        func seconds(pages: Int) -> Double? { remembered.pace.seconds(forCharacters: Int(perPage * Double(pages))) }
        let position = navigator.position
        var left = TimeLeft(chapter: seconds(pages: navigator.pagesInChapter - position.page))
        if !isProvisional, let page = navigator.index.globalPage(position), let total = navigator.index.readingOrderPages, page <= total {
            left.book = seconds(pages: total - page + 1)
        }
        return left
    }
}
