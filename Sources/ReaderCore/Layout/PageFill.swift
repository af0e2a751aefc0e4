/// The rule a chapter's pages fill by, row by row: one for laying a chapter out (`Paginator`) and
/// for filling its pages from lines counted while the book was read (`RunPages`), so both break
/// pages at the same places. A blank row sets a block apart after a heading, or where the script
/// spaces its paragraphs (not between items of one list), and is dropped at a page's foot; a
/// picture stays whole on one page; an empty separator ends the page.
struct PageFill {
    let rows: Int
    /// Rows of the page filled so far.
    private(set) var used = 0
    private var afterHeading = false
    private var previousKind: BlockKind?

    init(rows: Int) {
        self.rows = rows
    }

    /// How a block opens: on the page as it is, after a blank row, or on a new page.
    enum Opening: Equatable {
        case here, afterBlankRow, newPage
    }

    /// A page break (an empty separator): whether a page ends here, which it does unless the page is
    /// empty or the break is the chapter's `last` block.
    mutating func pageBreak(last: Bool) -> Bool {
        close(kind: .separator, isHeading: false)
        guard used > 0, !last else { return false }
        used = 0
        return true
    }

    /// Opens a block of `kind` at its start. `marked`: it starts with a list marker; `spacedScript`:
    /// the geometry sets its script's paragraphs apart (`PageGeometry.spacing`).
    mutating func open(kind: BlockKind, marked: Bool, spacedScript: Bool) -> Opening {
        // Items of one list follow each other without a blank row; an item's later paragraph is set apart.
        let nextItem = kind == .listItem && previousKind == .listItem && marked
        guard used > 0, afterHeading || (!nextItem && spacedScript) else { return .here }
        if rows - used < 2 {
            used = 0
            return .newPage
        }
        used += 1
        return .afterBlankRow
    }

    /// A picture (and its caption) of `count` rows: whether it goes on a new page.
    mutating func picture(rows count: Int) -> Bool {
        let onNewPage = used > 0 && used + count > rows
        if onNewPage { used = 0 }
        used += count
        return onNewPage
    }

    /// A line: whether it starts a new page.
    mutating func line() -> Bool {
        let onNewPage = used == rows
        if onNewPage { used = 0 }
        used += 1
        return onNewPage
    }

    /// Closes a block of `kind`, set as a heading or not.
    mutating func close(kind: BlockKind, isHeading: Bool) {
        afterHeading = isHeading
        previousKind = kind
    }
}
