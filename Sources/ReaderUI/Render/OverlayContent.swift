/// What an open panel shows, as values: the model makes it (`ReaderModel.overlayContent`),
/// `OverlayRenderer` draws it.
package enum OverlayContent: Equatable {
    /// The key list, scrolled to show line `top` first.
    case help(top: Int)
    /// A titled list with the highlighted row (the contents, search results, bookmarks).
    case list(title: String, lines: [String], selected: Int?)
    /// A one-line prompt: its sign (`/`, `:`), the line being edited and a title.
    case prompt(sign: String, editor: LineEditor, title: String)
}
