/// What an open panel shows, as values: the model makes it (`ReaderModel.overlayContent`),
/// `OverlayRenderer` draws it.
package enum OverlayContent: Equatable {
    /// The key list, scrolled to show line `top` first.
    case help(top: Int)
    /// A titled list with the highlighted row (the contents, search results, bookmarks); with
    /// `swatches`, each row opens with a cell in its role's colours (a highlight's colour).
    case list(title: String, lines: [String], selected: Int?, swatches: [Role] = [])
    /// Lines of text in their roles (a dictionary's entries), the chosen link's row and columns
    /// highlighted, panel `width` columns wide.
    case text(title: String, lines: [DefinitionLines.Line], link: Span?, width: Int)

    /// Columns of one row of a panel's lines.
    package struct Span: Equatable, Sendable {
        package var row: Int
        package var columns: Range<Int>
    }
    /// A text being written over several rows (a note), with the cursor's row and column in them.
    case editor(title: String, lines: [String], cursor: Cursor)

    /// Where the cursor of a text being written is, in its rows.
    package struct Cursor: Equatable, Sendable {
        package var row: Int
        package var column: Int

        package init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }
    /// A picture on the whole screen: a title above, its cells (character art, or placeholders
    /// of the terminal's graphics) with their top left at `x`, `y` (or `note` in the middle when
    /// it cannot be drawn) and the viewer's keys below.
    case picture(title: String, cells: Frame?, x: Int, y: Int, note: String, keys: String)
    /// A one-line prompt: its sign (`/`, `:`), the line being edited and a title.
    case prompt(sign: String, editor: LineEditor, title: String)
}
