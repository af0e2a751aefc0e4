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

    public private(set) var index: PageTables
    public private(set) var position: PagePosition
    /// The reader's place; persisted.
    public private(set) var location: Location
    /// How far into its paragraph the place is: UTF-8 bytes of the paragraph's text before it, and
    /// in all. Progress then moves inside a paragraph that spans many pages (a one-paragraph book).
    private var withinParagraph = (before: 0, total: 0)
    /// The page indices of the geometries shown before this one, newest first: a geometry shown
    /// again (the writing or the layout toggled back, a window resized back) finds its pages laid
    /// out, so a burst of such keys lays out each geometry once.
    private var recent: [PageTables] = []
    /// How many earlier geometries keep their pages.
    static let recentLimit = 3

    public init(book: Book, geometry: PageGeometry, location: Location = .start) {
        let index = PageTables(paginator: Paginator(book: book, geometry: geometry))
        self.index = index
        self.location = location
        self.position = index.position(of: book.anchor(for: location))
        withinParagraph = Self.within(index.page(position), at: book.anchor(for: location), book: book)
    }

    public var book: Book { index.book }
    public var geometry: PageGeometry { index.paginator.geometry }

    /// The page on screen.
    public var page: Paginator.Page { index.page(position) }

    /// Pages in the current chapter.
    public var pagesInChapter: Int { index.pageCount(ofChapter: position.chapter) }

    /// Fraction of the reading order before the current place (`Book.progress`): the paragraph's offset plus the
    /// share of its bytes before the place (1 past the reading order: an EPUB's `linear="no"` items).
    public var fraction: Double {
        let size = book.readingOrderSize
        guard size > 0, !book.paragraphs.isEmpty else { return location.fraction(ofSourceSize: size) }
        let p = book.paragraphIndex(atOrBefore: location.offset)
        let offsets = book.paragraphs.offsets
        let start = offsets[p]
        let (before, total) = withinParagraph
        var offset = Double(start)
        if p + 1 < offsets.count, total > 0 {
            // Its share of the paragraph's bytes in the file.
            offset += Double(before) / Double(total) * Double(max(0, offsets[p + 1] - start))
        } else {
            // The last paragraph (of a provisional window, perhaps cut): its text bytes, within the file.
            offset += Double(min(before, book.sourceSize - start))
        }
        return book.progress(atOffset: offset)
    }

    /// UTF-8 bytes of its paragraph's text before `anchor`, and in all, from the line of `page` that
    /// starts there (the page's first text line when none does): no walk through the paragraph.
    static func within(_ page: Paginator.Page, at anchor: PageAnchor, book: Book) -> (before: Int, total: Int) {
        let lines = page.lines.filter { $0.kind != .blank && $0.paragraph == anchor.paragraph }
        guard let line = lines.first(where: { $0.graphemes.lowerBound == anchor.grapheme }) ?? lines.first,
            book.paragraphs.indices.contains(line.paragraph)
        else { return (0, 0) }
        let total = book.paragraphs[line.paragraph].text.utf8.count
        return (min(max(0, line.utf8.lowerBound), total), total)
    }

    /// The UTF-8 offset of `anchor` in its paragraph when a line of `page` starts there.
    static func utf8(of anchor: PageAnchor, on page: Paginator.Page) -> Int? {
        page.lines.first { $0.kind != .blank && $0.paragraph == anchor.paragraph && $0.graphemes.lowerBound == anchor.grapheme }?
            .utf8.lowerBound
    }

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

    /// To the page holding the place `fraction` (0…1) of the way through the reading order — inside
    /// a paragraph too, by the share of its bytes (a book of one huge paragraph goes to its middle).
    @discardableResult public func goTo(fraction: Double) -> Result {
        let offset = book.offset(atProgress: fraction)
        let paragraph = book.paragraphIndex(atOrBefore: offset)
        var grapheme = 0
        let offsets = book.paragraphs.offsets
        if offsets.indices.contains(paragraph) {
            let start = offsets[paragraph], end = paragraph + 1 < offsets.count ? offsets[paragraph + 1] : book.sourceSize
            if offset > start, end > start {
                let share = Double(offset - start) / Double(end - start)
                grapheme = Int(share * Double(book.paragraphs[paragraph].text.count))
            }
        }
        return go(index.position(of: PageAnchor(paragraph: paragraph, grapheme: grapheme)))
    }

    /// To the page containing `location`.
    @discardableResult public func goTo(_ location: Location) -> Result {
        go(index.position(of: book.anchor(for: location)))
    }

    /// Moves to `p` and makes its first character the reader's place.
    @discardableResult public func go(_ p: PagePosition) -> Result {
        position = p
        let anchor = index.anchors(ofChapter: p.chapter)[p.page]
        place(at: anchor, on: p)
        return .moved(p)
    }

    /// Continuous scrolling moved the top line to `anchor`, on page `p`: that line becomes
    /// the reader's place.
    public func scroll(to p: PagePosition, anchor: PageAnchor) {
        position = p
        place(at: anchor, on: p)
    }

    /// Paragraphs up to this many UTF-8 bytes find a place's byte offset by walking their graphemes
    /// (cheap at this size, and no page is laid out for it); longer ones read it from the laid-out line.
    static let walkLimit = 16 * 1024

    /// Makes `anchor`, on page `p`, the reader's place: its location, snippet and share of its paragraph.
    private func place(at anchor: PageAnchor, on p: PagePosition) {
        guard book.paragraphs.indices.contains(anchor.paragraph) else {
            location = book.location(of: anchor)
            withinParagraph = (0, 0)
            return
        }
        let text = book.paragraphs[anchor.paragraph].text
        let total = text.utf8.count
        if total <= Self.walkLimit {
            let start = text.index(text.startIndex, offsetBy: min(max(0, anchor.grapheme), text.count))
            let before = text.utf8.distance(from: text.utf8.startIndex, to: start)
            location = book.location(of: anchor, utf8: before)
            withinParagraph = (before, total)
        } else {
            let page = index.page(p)
            location = book.location(of: anchor, utf8: Self.utf8(of: anchor, on: page))
            withinParagraph = Self.within(page, at: anchor, book: book)
        }
    }

    /// Re-paginates for a new geometry and shows the page containing the place,
    /// which does not move.
    public func relayout(_ geometry: PageGeometry) {
        guard geometry != self.geometry else { return }
        let kept = recent.firstIndex { $0.paginator.geometry == geometry }.map { recent.remove(at: $0) }
        recent.insert(index, at: 0)
        if recent.count > Self.recentLimit { recent.removeLast() }
        index = kept ?? PageTables(paginator: Paginator(book: book, geometry: geometry))
        position = index.position(of: book.anchor(for: location))
        withinParagraph = Self.within(index.page(position), at: book.anchor(for: location), book: book)
    }
}
