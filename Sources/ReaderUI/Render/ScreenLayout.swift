import ReaderCore

/// Where things go on a screen of a given size: header row, page area, footer row, and
/// the text box inside the page area (margins, centred column on wide terminals). In a
/// two-page spread the page area holds a left page, a one-column spine and a right page of
/// the same width; the text box is then the left page's (the right page's is `rightX` further).
/// Vertical text fills the text box with columns from its right edge (`column(ofLine:)`).
package struct ScreenLayout: Equatable, Sendable {
    /// Below this size the reader shows a "window too small" message instead of a page.
    package static let minimumColumns = 20
    package static let minimumRows = 6
    /// Widest text column by default; wider terminals centre the text.
    package static let defaultMaxTextWidth = 100

    package let columns: Int
    package let rows: Int
    /// The page area: every row between header and footer, full width.
    package let pageRows: Int
    /// Text box inside the page area.
    package let textX: Int
    package let textY: Int
    package let textColumns: Int
    package let textRows: Int
    /// Rows of text a page holds: every row, or every other one with line spacing 1 (a blank
    /// row under each text row, which ruby and dense CJK text breathe in).
    package let lineSlots: Int
    /// Rows kept over the first line of text: 1 when ruby is drawn above its base (the first
    /// line's annotations go there, as the others' go in the blank row over their line), else 0.
    package let rubyRow: Int
    /// True when the page area shows two pages side by side.
    package let isSpread: Bool
    /// Columns of one page: the whole width, or in a spread `spreadPageColumns`.
    package let pageColumns: Int
    /// Horizontal lines, or vertical columns ordered right to left.
    package let writing: WritingMode
    /// Which way pages turn: vertical writing and right-to-left books put the next page on
    /// the left, so spreads and page turns mirror.
    package let progression: PageProgression

    /// Margins, maximum width and paragraph settings (from the config file).
    package let settings: LayoutSettings
    /// Whether pictures take rows in the page (`LayoutSettings.drawsPictures`).
    package let drawsPictures: Bool

    /// The terminal's graphics settled pages draw pictures with (`LayoutSettings.graphics`), when
    /// they draw pictures: a book without any never asks (nor loads chafa).
    package var graphics: TerminalPictures.Graphics? { drawsPictures ? settings.graphics : nil }

    /// `book` is what the book asks for: its writing (for `writing = auto`) and its page progression,
    /// and whether it may hold pictures.
    package init(
        columns: Int, rows: Int, settings: LayoutSettings = LayoutSettings(),
        book: (writing: WritingMode, progression: PageProgression, pictures: Bool) = (.horizontal, .leftToRight, false)
    ) {
        writing = settings.writing.mode(asked: book.writing)
        progression = writing == .vertical ? .rightToLeft : book.progression
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        pageRows = max(0, rows - 2)
        isSpread = settings.pages.showsSpread(columns: self.columns, margins: settings.margins)
        pageColumns = isSpread ? Self.spreadPageColumns(columns: self.columns) : self.columns
        let m = settings.margins.fitted(columns: pageColumns, rows: self.rows)
        let available = max(1, pageColumns - m.left - m.right)
        textColumns = min(available, settings.maxTextWidth ?? available)
        textX = m.left + (available - textColumns) / 2
        textY = m.top
        textRows = max(1, pageRows - m.top - m.bottom)
        rubyRow = writing == .horizontal && settings.effectiveRuby == .above && textRows > 1 ? 1 : 0
        lineSlots =
            writing == .vertical
            ? max(1, (textColumns + settings.columnGap) / (Self.verticalColumnWidth + settings.columnGap))
            : (textRows - rubyRow + settings.lineSpacing) / (1 + settings.lineSpacing)
        drawsPictures = settings.drawsPictures(hasPictures: book.pictures)
        self.settings = settings
    }

    /// Columns of each page of a spread on a screen `columns` wide: what is left of the
    /// spine, halved (an even width leaves its last column blank, so the pages mirror
    /// each other exactly around the spine).
    package static func spreadPageColumns(columns: Int) -> Int { max(0, (columns - 1) / 2) }

    /// The spine's column in a spread (the first column after the left page).
    package var spineX: Int { pageColumns }
    /// Where the right page of a spread starts.
    package var rightX: Int { pageColumns + 1 }

    /// The layout of one page of a spread drawn on its own (itself when not a spread):
    /// the same text box, in a page area `pageColumns` wide.
    package var page: ScreenLayout {
        guard isSpread else { return self }
        var single = settings
        single.pages = .single
        single.writing = writing == .vertical ? .vertical : .horizontal
        return ScreenLayout(columns: pageColumns, rows: rows, settings: single, book: (writing, progression, drawsPictures))
    }

    /// True when the window cannot show a page.
    package var isTooSmall: Bool { columns < Self.minimumColumns || rows < Self.minimumRows }

    /// Header row index (0) and footer row index.
    package var headerRow: Int { 0 }
    package var footerRow: Int { rows - 1 }

    /// The screen row of a page's line `index`, under line spacing.
    package func row(ofLine index: Int) -> Int { textY + rubyRow + index * (1 + settings.lineSpacing) }

    /// The geometry pages are laid out in: as many rows as the page has line slots; vertical
    /// text has columns as long as the text box is tall (two cells a row) and as many as fit.
    package func geometry() -> PageGeometry {
        writing == .vertical
            ? settings.geometry(
                columns: Self.verticalColumnWidth * textRows, rows: lineSlots, writing: .vertical,
                pictureCell: drawsPictures ? settings.pictureCell : nil)
            : settings.geometry(
                columns: textColumns, rows: lineSlots, pictureCell: drawsPictures ? settings.pictureCell : nil)
    }

    /// Cells across a column of vertical text: one full-width character.
    package static let verticalColumnWidth = PageGeometry.verticalColumnCells

    /// Columns a right-to-left page turn mirrors: the page area, or a spread's two pages and spine
    /// (an even width's last, blank column stays, so the spine stays in place).
    package var mirroredColumns: Int { isSpread ? 2 * pageColumns + 1 : columns }

    /// The cells the picture of `line` (one of a picture's lines) is drawn in, for a picture of
    /// `size`: the line's columns by the picture's rows; in vertical text, where its lines are
    /// columns, the picture fit across them (`PictureFit.vertical`) by the rows the line
    /// holds. Nil for another line, or a vertical picture whose size is unknown.
    package func pictureCells(of line: PageLine, size: PixelSize?) -> (columns: Int, rows: Int)? {
        guard case .picture(_, let rows) = line.kind else { return nil }
        guard writing == .vertical else { return (line.width, rows) }
        guard let size else { return nil }
        return PictureFit.vertical(of: size, cell: settings.pictureCell, lines: rows, gap: settings.columnGap, rows: line.width / 2)
    }

    /// The first screen column of vertical text's column `index` (0 is the rightmost).
    package func column(ofLine index: Int) -> Int {
        textX + textColumns - Self.verticalColumnWidth - index * (Self.verticalColumnWidth + settings.columnGap)
    }
}
