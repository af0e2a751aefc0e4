/// A panel drawn over the page that takes the keys while it is open.
package enum Overlay: Equatable, Sendable {
    /// The key list, scrolled to show line `top` first.
    case help(top: Int)
    /// The table of contents as a tree, with its highlight, folds and filter.
    case contents(ContentsState)
    /// The go-to prompt with what has been typed so far.
    case goTo(LineEditor)
    /// The search prompt with what has been typed so far (↑ brings back earlier searches).
    case search(LineEditor)
    /// Every match of the search with its line, the highlighted one by its number (0-based).
    case results(ResultsList)
    /// The bookmark list with the highlighted entry.
    case bookmarks(BookmarkList)
    /// The page's links, each labelled with the letters that follow it (drawn on the page).
    case links(LinkHints)
    /// Selection mode: the selection, drawn on the page, its keys reminded in the footer.
    case selection(Selection)
    /// The highlights and notes, with the highlighted row and the filter.
    case annotations(AnnotationList)
    /// The reading statistics' lines, scrolled to show line `top` first.
    case statistics(lines: [String], top: Int)
    /// A word's dictionary entries.
    case dictionary(DictionaryPanel)
    /// The words looked up, newest first, with the highlighted one.
    case lookUps(ResultsList)
    /// A picture on the whole screen.
    case picture(PictureView)
    /// A bookmark's label being written.
    case bookmarkLabel(Int, LineEditor)
    /// The note of a highlight being written.
    case note(NoteEditing)
}
