/// Two-page spreads: pairs of pages shown side by side, always the same pairs.
///
/// Each chapter opens a new spread and its pages pair up from there (chapter pages 1+2,
/// 3+4, … in the reader's numbering), as a printed book opens its chapters on a fresh
/// spread. The pairing depends only on a chapter's own page table, so it is fixed before
/// the whole book is paginated and does not move when the background indexer finishes:
/// whatever page a jump lands on, the spread holding it is the same pair. A spread's first page
/// is its left one, or its right one in a book whose pages turn to the left: which side is the
/// screen's business (`PageProgression`), not the pairing's.
extension Navigator {
    /// The first page of the spread holding `p`.
    public func spreadStart(of p: PagePosition) -> PagePosition {
        PagePosition(chapter: p.chapter, page: p.page - p.page % 2)
    }

    /// The second page of the spread starting at `first`, or nil when the chapter ends on the first page.
    public func secondPage(ofSpread first: PagePosition) -> PagePosition? {
        let second = PagePosition(chapter: first.chapter, page: first.page + 1)
        return second.page < index.pageCount(ofChapter: first.chapter) ? second : nil
    }

    /// The first page of the spread after the one holding `p`, or nil at the end of the book.
    public func spread(after p: PagePosition) -> PagePosition? {
        let first = spreadStart(of: p)
        return position(after: secondPage(ofSpread: first) ?? first)
    }

    /// The first page of the spread before the one holding `p`, or nil at the start of the book.
    public func spread(before p: PagePosition) -> PagePosition? {
        position(before: spreadStart(of: p)).map(spreadStart(of:))
    }
}
