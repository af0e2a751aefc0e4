import ReaderCore

extension StatusInfo {
    /// The status of the navigator's current page.
    init(navigator: Navigator, mode: String, theme: String, hint: String? = nil) {
        let position = navigator.position
        let book = navigator.book
        self.init(
            bookTitle: book.title,
            chapterTitle: book.chapters[position.chapter].title,
            pageInChapter: position.page + 1,
            pagesInChapter: navigator.pagesInChapter,
            globalPage: navigator.index.globalPage(position),
            totalPages: navigator.index.totalPages,
            percent: Int((navigator.fraction * 100).rounded(.down)),
            mode: mode,
            theme: theme,
            hint: hint,
            indexing: nil,
            fade: nil)
    }
}
