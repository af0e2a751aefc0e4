import ReaderCore

/// A book's cover drawn as character art at the right of a library screen, below its header:
/// as large as a third of the width and the height allow (a cell is about twice as tall as wide).
enum CoverArt {
    /// Narrowest screen a cover is drawn on.
    static let minimumColumns = 50

    /// Draws `picture` at the right of `frame` from row 2; the columns it takes with its margin,
    /// 0 when the window is too small or chafa is missing.
    static func draw(_ picture: Bitmap, into frame: inout Frame, palette: Palette, depth: ColorDepth) -> Int {
        let (width, height) = (picture.size.width, picture.size.height)
        guard frame.width >= minimumColumns, frame.height >= 10, width > 0, height > 0 else { return 0 }
        let maxColumns = frame.width / 3, maxRows = frame.height - 4
        var columns = maxColumns
        var rows = max(1, columns * height / width / 2)
        if rows > maxRows {
            rows = maxRows
            columns = max(1, rows * 2 * width / height)
        }
        guard let art = PictureArt.art(of: picture, columns: columns, rows: rows, depth: depth, style: palette[.text]) else { return 0 }
        for row in 0..<rows { PictureArt.draw(art, row: row, columns: columns, x: frame.width - columns - 2, y: 2 + row, into: &frame) }
        return columns + 3
    }
}
