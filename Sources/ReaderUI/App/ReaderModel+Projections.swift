import ReaderCore

/// What the reader's state shows to those outside the model (the session, `render`, `info`):
/// values read from it, never handles that could move it.
extension ReaderModel {
    /// The page geometry the book is laid out at.
    package var geometry: PageGeometry { navigator.geometry }

    /// Pages in the book at this geometry, once they are all counted.
    package var totalPages: Int? { navigator.index.totalPages }

    /// Pages of each chapter at this geometry (counting those not yet counted).
    package var chapterPageCounts: [Int] { navigator.book.chapters.indices.map(navigator.index.pageCount(ofChapter:)) }

    /// The book's title, as the header shows it.
    package var bookTitle: String { navigator.book.title }

    /// The book's authors as it names them (empty when it names none).
    package var bookAuthors: [String] { navigator.book.authors }

    /// The 1-based global page on screen (a spread's first page), once it is known.
    package var shownGlobalPage: Int? { navigator.index.globalPage(shownPosition) }

    /// How far through the book the reader is, 0…1: 1 on the whole book's last page, though
    /// the place where that page starts is short of the end.
    package var readFraction: Double {
        !isProvisional && navigator.position(after: navigator.position) == nil ? 1 : navigator.fraction
    }
}
