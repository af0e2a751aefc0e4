import ReaderCore

/// A grid of cells: everything the screen shows, composed purely from state.
///
/// Wide characters are stored as a `width == 2` cell followed by a continuation cell.
/// The invariants (kept by every writer here): a continuation cell always follows a
/// wide cell on the same row, and no wide cell sits in the last column.
public struct Frame: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var cells: [Cell]

    /// A frame filled with blanks of `style`.
    public init(width: Int, height: Int, style: Style = .plain) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank(style), count: self.width * self.height)
    }

    /// A frame of `cells`, row by row (`cells.count == width * height`, rows already well formed).
    public init(width: Int, height: Int, cells: [Cell]) {
        precondition(cells.count == width * height, "a frame needs width × height cells")
        self.width = width
        self.height = height
        self.cells = cells
    }

    /// A frame from text lines (like ratatui's `Buffer::with_lines`): each line is laid
    /// out by `CellWidth`, padded with blanks to `width` (default: the widest line).
    public init(lines: [String], width: Int? = nil, style: Style = .plain) {
        let w = width ?? lines.map { CellWidth.width(of: $0) }.max() ?? 0
        self.init(width: w, height: lines.count, style: style)
        for (y, line) in lines.enumerated() {
            put(line, x: 0, y: y, style: style)
        }
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Writes `text` from column `x` on row `y`, clipping at the right edge; a wide
    /// character that would not fit whole is replaced by a blank. Returns the column after the text.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style, maxX: Int? = nil) -> Int {
        guard y >= 0, y < height else { return x }
        let limit = min(maxX ?? width, width)
        var col = x
        for ch in text {
            let w = CellWidth.width(of: ch)
            if w == 0 { continue }
            if col + w > limit {
                if col < limit { setBlank(x: col, y: y, style: style) }
                break
            }
            if col >= 0 { set(ch, width: w, x: col, y: y, style: style) }
            col += w
        }
        return col
    }

    /// Places one grapheme of display width `w` (1 or 2) at (x, y), repairing any wide
    /// character it overlaps so the row invariants hold.
    public mutating func set(_ ch: Character, width w: Int, x: Int, y: Int, style: Style) {
        guard y >= 0, y < height, x >= 0, x + w <= width else { return }
        clearOverlap(x: x, y: y)
        if w == 2 {
            clearOverlap(x: x + 1, y: y)
            self[x, y] = Cell(String(ch), width: 2, style: style)
            self[x + 1, y] = .continuation(style)
        } else {
            self[x, y] = Cell(String(ch), width: 1, style: style)
        }
    }

    /// Blanks the cell at (x, y), and the other half if it was part of a wide character.
    public mutating func setBlank(x: Int, y: Int, style: Style) {
        guard y >= 0, y < height, x >= 0, x < width else { return }
        clearOverlap(x: x, y: y)
        self[x, y] = .blank(style)
    }

    /// Fills a rectangle with blanks of `style`.
    public mutating func fill(x: Int = 0, y: Int = 0, width w: Int? = nil, height h: Int? = nil, style: Style) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + (w ?? width)), y1 = min(height, y + (h ?? height))
        guard x0 < x1, y0 < y1 else { return }
        for row in y0..<y1 {
            if x0 > 0 { clearOverlap(x: x0, y: row) }
            if x1 < width { clearOverlap(x: x1 - 1, y: row) }
            for col in x0..<x1 { self[col, row] = .blank(style) }
        }
    }

    /// Copies `other` into this frame with its top-left corner at (x, y), clipping and
    /// blanking any wide character cut by the edges.
    public mutating func draw(_ other: Frame, x: Int, y: Int) {
        for row in 0..<other.height {
            let ty = y + row
            guard ty >= 0, ty < height else { continue }
            for col in 0..<other.width {
                let tx = x + col
                guard tx >= 0, tx < width else { continue }
                let cell = other[col, row]
                if cell.isContinuation {
                    if tx == 0 || col == 0 { self[tx, ty] = .blank(cell.style) } else { self[tx, ty] = cell }
                } else if cell.width == 2 && tx == width - 1 {
                    self[tx, ty] = .blank(cell.style)
                } else {
                    self[tx, ty] = cell
                }
            }
        }
    }

    /// The text of each row (continuation cells contribute nothing), for tests and `render`.
    public var lines: [String] {
        (0..<height).map { y in
            var s = ""
            for x in 0..<width { s += self[x, y].text }
            return s
        }
    }

    private mutating func clearOverlap(x: Int, y: Int) {
        let cell = self[x, y]
        if cell.isContinuation, x > 0 {
            self[x - 1, y] = .blank(self[x - 1, y].style)
            self[x, y] = .blank(cell.style)
        } else if cell.width == 2, x + 1 < width {
            self[x + 1, y] = .blank(self[x + 1, y].style)
        }
    }
}
