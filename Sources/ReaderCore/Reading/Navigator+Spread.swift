/// Two-page spreads: pairs of pages shown side by side, always the same pairs.
///
/// Each chapter opens a new spread and its pages pair up from there (chapter pages 1+2,
/// 3+4, … in the reader's numbering), as a printed book opens its chapters on a fresh
/// spread. The pairing depends only on a chapter's own page table, so it is fixed before
/// the whole book is paginated and does not move when the background indexer finishes:
/// whatever page a jump lands on, the spread holding it is the same pair.
extension Navigator {
    /// The left page of the spread holding `p`.
    public func spreadStart(of p: PagePosition) -> PagePosition {
        PagePosition(chapter: p.chapter, page: p.page - p.page % 2)
    }

    /// The right page of the spread starting at `left`, or nil when the chapter ends on the left page.
    public func rightPage(ofSpread left: PagePosition) -> PagePosition? {
        let right = PagePosition(chapter: left.chapter, page: left.page + 1)
        return right.page < index.pageCount(ofChapter: left.chapter) ? right : nil
    }

    /// The left page of the spread after the one holding `p`, or nil at the end of the book.
    public func spread(after p: PagePosition) -> PagePosition? {
        let left = spreadStart(of: p)
        return position(after: rightPage(ofSpread: left) ?? left)
    }

    /// The left page of the spread before the one holding `p`, or nil at the start of the book.
    public func spread(before p: PagePosition) -> PagePosition? {
        position(before: spreadStart(of: p)).map(spreadStart(of:))
    }
}
