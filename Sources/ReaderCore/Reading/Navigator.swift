/// Moves through the book page by page and keeps the reader's place.
///
/// The place (`location`) is an anchor in the file: it moves only when the reader turns
/// or jumps to a page. After `relayout`, the page containing it is shown, so resizing
/// back and forth returns to the same page instead of creeping.
public final class Navigator {
    /// The result of a move: the new page, or the boundary that stopped it.
    public enum Result: Equatable, Sendable {
        case moved(PagePosition)
        case atStart
        case atEnd
    }

    public private(set) var index: PageIndex
    public private(set) var position: PagePosition
    /// The reader's place; persisted.
    public private(set) var location: Location

    public init(book: Book, geometry: PageGeometry, location: Location = .start) {
        let index = PageIndex(paginator: Paginator(book: book, geometry: geometry))
        self.index = index
        self.location = location
        self.position = index.position(of: book.anchor(for: location))
    }

    public var book: Book { index.book }
    public var geometry: PageGeometry { index.paginator.geometry }

    /// The page on screen.
    public var page: Paginator.Page { index.page(position) }

    /// Pages in the current chapter.
    public var pagesInChapter: Int { index.pageCount(ofChapter: position.chapter) }

    /// Fraction of the book before the current place.
    public var fraction: Double { location.fraction(ofSourceSize: book.sourceSize) }

    /// The page after `p`, or nil at the end of the book.
    public func position(after p: PagePosition) -> PagePosition? {
        if p.page + 1 < index.pageCount(ofChapter: p.chapter) { return PagePosition(chapter: p.chapter, page: p.page + 1) }
        if p.chapter + 1 < index.chapterCount { return PagePosition(chapter: p.chapter + 1, page: 0) }
        return nil
    }

    /// The page before `p`, or nil at the start of the book.
    public func position(before p: PagePosition) -> PagePosition? {
        if p.page > 0 { return PagePosition(chapter: p.chapter, page: p.page - 1) }
        if p.chapter > 0 { return PagePosition(chapter: p.chapter - 1, page: index.pageCount(ofChapter: p.chapter - 1) - 1) }
        return nil
    }

    @discardableResult public func next() -> Result {
        guard let p = position(after: position) else { return .atEnd }
        return go(p)
    }

    @discardableResult public func previous() -> Result {
        guard let p = position(before: position) else { return .atStart }
        return go(p)
    }

    @discardableResult public func nextChapter() -> Result {
        guard position.chapter + 1 < index.chapterCount else { return .atEnd }
        return go(PagePosition(chapter: position.chapter + 1, page: 0))
    }

    /// To the start of this chapter, or of the previous one when already there.
    @discardableResult public func previousChapter() -> Result {
        if position.page > 0 { return go(PagePosition(chapter: position.chapter, page: 0)) }
        guard position.chapter > 0 else { return .atStart }
        return go(PagePosition(chapter: position.chapter - 1, page: 0))
    }

    @discardableResult public func first() -> Result {
        let p = PagePosition(chapter: 0, page: 0)
        return p == position ? .atStart : go(p)
    }

    @discardableResult public func last() -> Result {
        let c = index.chapterCount - 1
        let p = PagePosition(chapter: c, page: index.pageCount(ofChapter: c) - 1)
        return p == position ? .atEnd : go(p)
    }

    /// To chapter `c` (clamped), first page.
    @discardableResult public func goTo(chapter c: Int) -> Result {
        go(PagePosition(chapter: min(max(0, c), index.chapterCount - 1), page: 0))
    }

    /// To 1-based global page `n` (clamped); lays out the whole book.
    @discardableResult public func goTo(globalPage n: Int) -> Result {
        go(index.position(ofGlobalPage: n))
    }

    /// To the page holding the place `fraction` (0…1) of the way through the file.
    @discardableResult public func goTo(fraction: Double) -> Result {
        let offset = Int(Double(book.sourceSize) * min(1, max(0, fraction)))
        let paragraph = book.paragraphIndex(atOrBefore: offset)
        return go(index.position(of: PageAnchor(paragraph: paragraph, grapheme: 0)))
    }

    /// To the page containing `location`.
    @discardableResult public func goTo(_ location: Location) -> Result {
        go(index.position(of: book.anchor(for: location)))
    }

    /// Moves to `p` and makes its first character the reader's place.
    @discardableResult public func go(_ p: PagePosition) -> Result {
        position = p
        location = book.location(of: index.anchors(ofChapter: p.chapter)[p.page])
        return .moved(p)
    }

    /// Continuous scrolling moved the top line to `anchor`, on page `p`: that line becomes
    /// the reader's place.
    public func scroll(to p: PagePosition, anchor: PageAnchor) {
        position = p
        location = book.location(of: anchor)
    }

    /// Re-paginates for a new geometry and shows the page containing the place,
    /// which does not move.
    public func relayout(_ geometry: PageGeometry) {
        guard geometry != self.geometry else { return }
        index = PageIndex(paginator: Paginator(book: book, geometry: geometry))
        position = index.position(of: book.anchor(for: location))
    }
}
