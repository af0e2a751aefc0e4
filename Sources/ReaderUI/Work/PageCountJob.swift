import ReaderCore

/// Counts the pages of every chapter of a book at a geometry (after the book arrives, after a
/// resize), answered by `AppEvent.pagesCounted`. Chapters already laid out while the book was
/// read (`known`) are not laid out again.
package struct PageCountJob: BackgroundJob {
    package let book: Book
    package let geometry: PageGeometry
    /// Pages at `geometry` found while reading, nil for a chapter still to count.
    package var known: [KnownPages?] = []

    package init(book: Book, geometry: PageGeometry, known: [KnownPages?] = []) {
        self.book = book
        self.geometry = geometry
        self.known = known
    }

    package func run(_ context: JobContext) -> AppEvent? {
        PageTableBuilder.tables(Paginator(book: book, geometry: geometry), known: known) { context.isStale() }
            .map { .pagesCounted($0, geometry: geometry) }
    }

    /// The same geometry of the same book (a book by identity: a copy shares its text).
    package static func == (a: PageCountJob, b: PageCountJob) -> Bool {
        a.geometry == b.geometry && a.book.isSameBook(as: b.book)
    }
}
