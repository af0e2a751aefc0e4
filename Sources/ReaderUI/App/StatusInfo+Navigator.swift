import ReaderCore

extension StatusInfo {
    /// The status of the navigator's current page. `wholeBook` says the navigator holds
    /// the whole book (not a window of it): then its last page is 100%, though the place
    /// where that page starts is short of the end of the file.
    package init(navigator: Navigator, wholeBook: Bool, mode: String, theme: String, hint: String? = nil) {
        let position = navigator.position
        let isLastPage = wholeBook && navigator.position(after: position) == nil
        let book = navigator.book
        self.init(
            bookTitle: book.title,
            chapterTitle: book.pathTitle(ofChapter: position.chapter),
            pageInChapter: position.page + 1,
            pagesInChapter: navigator.pagesInChapter,
            globalPage: navigator.index.globalPage(position),
            totalPages: navigator.index.totalPages,
            percent: isLastPage ? 100 : min(99, Int((navigator.fraction * 100).rounded(.down))),
            mode: mode,
            theme: theme,
            hint: hint,
            indexing: nil,
            fade: nil)
    }
}
