import ReaderCore

extension StatusInfo {
    /// The status of the navigator's current page. `wholeBook` says the navigator holds
    /// the whole book (not a window of it): then the last page of its reading order is 100%,
    /// though the place where that page starts is short of its end. Pages count the reading
    /// order only; past it (an EPUB's `linear="no"` items) is 100%, with no page number.
    package init(navigator: Navigator, wholeBook: Bool, mode: String, theme: String, hint: String? = nil) {
        let position = navigator.position
        let book = navigator.book
        let page = navigator.index.globalPage(position), total = navigator.index.readingOrderPages
        let isLastPage = wholeBook && (total.flatMap { t in page.map { $0 == t } } ?? (navigator.position(after: position) == nil))
        self.init(
            bookTitle: book.title,
            chapterTitle: book.pathTitle(ofChapter: position.chapter),
            pageInChapter: position.page + 1,
            pagesInChapter: navigator.pagesInChapter,
            globalPage: page.flatMap { n in total.map { n <= $0 ? n : nil } ?? n },
            totalPages: total,
            percent: isLastPage || navigator.fraction >= 1 ? 100 : min(99, Int((navigator.fraction * 100).rounded(.down))),
            mode: mode,
            theme: theme,
            hint: hint,
            indexing: nil,
            fade: nil)
        sourcePage = book.sourcePages.map { ($0.name, $0.page(at: navigator.location.offset), $0.count) }
    }
}
