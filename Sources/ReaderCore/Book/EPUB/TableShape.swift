/// A `<table>`'s own rows (not those of tables nested in its cells) and how a reader reads it:
/// a data table that fits a page as aligned rows; one too wide as a block per row of
/// `header: value` lines; a layout table (cells holding paragraphs, line breaks, pictures or
/// lists — admonitions, navigation bars — or a single row) as its cells' blocks in reading order;
/// a play's dialogue (speaker, speech) as a block per speech. Never a row cut at the page's edge.
struct TableShape {
    enum Kind: Equatable {
        /// Aligned rows, cells padded to their column's width.
        case aligned
        /// A block per row: each cell's text after its column's header (`Size: 4 MB`), or alone.
        case fields
        /// The cells' own blocks, row by row, left to right.
        case layout
        /// A block per row: the first cell (the speaker) in strong type, then the second (the speech).
        case dialogue
    }

    /// The cells (`td`, `th`) of each row that has any.
    let rows: [[MarkupNode]]
    /// Each cell's text, white space collapsed, controls removed.
    let texts: [[String]]
    /// The first row's texts when it is a row of headers (`th` only) above other rows.
    let header: [String]?
    let kind: Kind

    /// Widest table laid out as aligned rows: the text column of an 80-column terminal. A row
    /// wider than the page still wraps rather than being cut (it is a line group).
    static let maxColumns = 74

    /// What joins the cells of an aligned row (`BlockLayout` hangs a wrapped row under its last cell).
    static let cellSeparator = " │ "

    /// Elements that make a cell hold more than a value: a table holding them lays out its page.
    static let blockContent: Set<String> = [
        "p", "div", "br", "pre", "ul", "ol", "dl", "blockquote", "table", "img", "svg", "figure", "section",
        "h1", "h2", "h3", "h4", "h5", "h6",
    ]

    init(_ table: MarkupNode) {
        let rows = Self.ownRows(table).map { $0.children.filter { $0.isElement && ($0.name == "td" || $0.name == "th") } }
            .filter { !$0.isEmpty }
        let texts = rows.map { $0.map { Sanitizer.clean($0.textContent) } }
        self.rows = rows
        self.texts = texts
        let headed = rows.count > 1 && rows[0].allSatisfy { $0.name == "th" }
        header = headed ? texts[0] : nil
        let holdsBlocks = rows.contains { $0.contains { Self.holdsBlocks($0) } }
        let twoColumns = rows.allSatisfy { $0.count <= 2 }
        let spoken = twoColumns && !headed && rows.indices.contains { Self.isSpeech(rows[$0]) && !texts[$0][0].isEmpty }
        if holdsBlocks {
            kind = spoken ? .dialogue : .layout
        } else if rows.count == 1 && !rows[0].contains(where: { $0.name == "th" }) {
            kind = .layout
        } else if Self.alignedWidth(texts) <= Self.maxColumns {
            kind = .aligned
        } else {
            kind = spoken ? .dialogue : .fields
        }
    }

    /// Columns of the rows aligned: each column as wide as its widest cell, ` │ ` between them.
    static func alignedWidth(_ texts: [[String]]) -> Int {
        let widths = columnWidths(texts)
        return widths.reduce(3 * max(0, widths.count - 1), +)
    }

    /// The rows as aligned lines, one a row, cells padded to their column's width.
    var alignedLines: [String] {
        let widths = Self.columnWidths(texts)
        return texts.filter { $0.contains { !$0.isEmpty } }.map { row in
            row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - CellWidth.width(of: cell))
            }.joined(separator: Self.cellSeparator)
        }
    }

    private static func columnWidths(_ texts: [[String]]) -> [Int] {
        var widths: [Int] = []
        for row in texts {
            for (i, cell) in row.enumerated() {
                let w = CellWidth.width(of: cell)
                if i < widths.count { widths[i] = max(widths[i], w) } else { widths.append(w) }
            }
        }
        return widths
    }

    /// Whether a cell holds only a picture whose alt text another cell says in words: the
    /// icon of an admonition (`[Note]` beside `Note`), left out so the label is read once.
    func isIcon(row: Int, cell: Int) -> Bool {
        guard texts[row][cell].isEmpty else { return false }
        let images = rows[row][cell].descendants(named: "img")
        guard !images.isEmpty else { return false }
        let words = Set(texts.joined().filter { !$0.isEmpty }.map { $0.lowercased() })
        return images.allSatisfy { image in
            let alt = Sanitizer.clean(image.attribute("alt") ?? "").filter { $0 != "[" && $0 != "]" }.trimmingSpaces
            return words.contains(alt.lowercased())
        }
    }

    /// Whether `cell` holds block content (see `blockContent`) other than the elements `allowed`.
    static func holdsBlocks(_ cell: MarkupNode, allowing allowed: Set<String> = []) -> Bool {
        cell.children.contains { child in
            child.isElement
                && ((blockContent.contains(child.name) && !allowed.contains(child.name)) || holdsBlocks(child, allowing: allowed))
        }
    }

    /// Whether a row of a dialogue is a speech: a speaker's cell — a name, names on lines of their
    /// own (`Marcellus<br/>Bernardo`) or nothing (a stage direction) — then the speech.
    static func isSpeech(_ row: [MarkupNode]) -> Bool {
        row.count == 2 && !holdsBlocks(row[0], allowing: ["br"])
    }

    /// The `tr`s of `table` itself: its children and those of its `thead`, `tbody` and `tfoot`.
    private static func ownRows(_ table: MarkupNode) -> [MarkupNode] {
        table.children.flatMap { child -> [MarkupNode] in
            guard child.isElement else { return [] }
            switch child.name {
            case "tr": return [child]
            case "thead", "tbody", "tfoot": return child.children.filter { $0.isElement && $0.name == "tr" }
            default: return []
            }
        }
    }
}
