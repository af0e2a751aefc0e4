/// What an open panel shows, as values: the model makes it (`ReaderModel.overlayContent`),
/// `OverlayRenderer` draws it.
package enum OverlayContent: Equatable {
    /// The key list, scrolled to show line `top` first.
    case help(top: Int)
    /// A titled list with the highlighted row (the contents, search results, bookmarks); with
    /// `swatches`, each row opens with a cell in its role's colours (a highlight's colour).
    case list(title: String, lines: [String], selected: Int?, swatches: [Role] = [])
    /// A one-line prompt: its sign (`/`, `:`), the line being edited and a title.
    case prompt(sign: String, editor: LineEditor, title: String)
}
