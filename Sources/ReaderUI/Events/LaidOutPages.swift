import ReaderCore

/// Page tables laid out while a large book was read, for the geometry and chapters they were
/// laid out with: the count that follows the book's arrival starts from them.
package struct LaidOutPages: Sendable {
    package let geometry: PageGeometry
    package let chapters: [Chapter]
    /// Per chapter, its pages as reading found them, or nil when it was not laid out.
    package let pages: [KnownPages?]

    package init(geometry: PageGeometry, chapters: [Chapter], pages: [KnownPages?]) {
        self.geometry = geometry
        self.chapters = chapters
        self.pages = pages
    }

    /// The tables when they fit `geometry` and `book`'s chapters; none otherwise.
    package func pages(at geometry: PageGeometry, of book: Book) -> [KnownPages?] {
        geometry == self.geometry && book.chapters == chapters ? pages : []
    }
}
