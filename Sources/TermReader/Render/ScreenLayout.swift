import ReaderCore

/// Where things go on a screen of a given size: header row, page area, footer row, and
/// the text box inside the page area (margins, centred column on wide terminals).
struct ScreenLayout: Equatable, Sendable {
    /// Below this size the reader shows a "window too small" message instead of a page.
    static let minimumColumns = 20
    static let minimumRows = 6
    /// Widest text column by default; wider terminals centre the text.
    static let defaultMaxTextWidth = 100

    let columns: Int
    let rows: Int
    /// The page area: every row between header and footer, full width.
    let pageRows: Int
    /// Text box inside the page area.
    let textX: Int
    let textY: Int
    let textColumns: Int
    let textRows: Int

    init(columns: Int, rows: Int, maxTextWidth: Int? = ScreenLayout.defaultMaxTextWidth) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        pageRows = max(0, rows - 2)
        let horizontalMargin = min(3, max(0, columns / 12))
        let verticalMargin = rows >= 12 ? 1 : 0
        var textColumns = max(1, columns - 2 * horizontalMargin)
        if let maxTextWidth, textColumns > maxTextWidth { textColumns = maxTextWidth }
        self.textColumns = textColumns
        textX = max(0, (columns - textColumns) / 2)
        textY = verticalMargin
        textRows = max(1, pageRows - 2 * verticalMargin)
    }

    /// True when the window cannot show a page.
    var isTooSmall: Bool { columns < Self.minimumColumns || rows < Self.minimumRows }

    /// Header row index (0) and footer row index.
    var headerRow: Int { 0 }
    var footerRow: Int { rows - 1 }

    /// The geometry pages are laid out in.
    func geometry(paragraphSpacing: Bool? = nil) -> PageGeometry {
        PageGeometry(columns: textColumns, rows: textRows, paragraphSpacing: paragraphSpacing)
    }
}
