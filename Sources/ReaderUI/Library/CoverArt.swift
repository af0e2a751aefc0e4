import ReaderCore

/// A book's cover drawn as character art at the right of a library screen, below its header:
/// as large as a third of the width and the height allow (a cell is about twice as tall as wide).
enum CoverArt {
    /// Narrowest screen a cover is drawn on.
    static let minimumColumns = 50
    /// The pixels a cover is decoded to cover, no more: a third of a screen 300 columns wide in
    /// cells of 8 pixels, and as tall (a 1600×2560 cover is then 4 MB of pixels, not 16).
    static let decodedSize = PixelSize(width: 800, height: 1_200)

    /// A cover made into character art for a screen of a size, in a palette (chafa takes some
    /// milliseconds: the library keeps it while neither changes).
    struct Drawn {
        /// What it was made for: the book, the screen's size, the colours.
        struct Key: Equatable {
            var path: String
            var columns: Int
            var rows: Int
            var depth: ColorDepth
            var style: Style
        }

        let key: Key
        let art: SymbolArt
        let columns: Int
        let rows: Int
    }

    /// `picture` as art for `key`'s screen; nil when the screen is too small or chafa is missing.
    static func make(_ picture: Bitmap, for key: Drawn.Key) -> Drawn? {
        let (width, height) = (picture.size.width, picture.size.height)
        guard key.columns >= minimumColumns, key.rows >= 10, width > 0, height > 0 else { return nil }
        let maxColumns = key.columns / 3, maxRows = key.rows - 4
        var columns = maxColumns
        var rows = max(1, columns * height / width / 2)
        if rows > maxRows {
            rows = maxRows
            columns = max(1, rows * 2 * width / height)
        }
        guard let art = PictureArt.art(of: picture, columns: columns, rows: rows, depth: key.depth, style: key.style) else { return nil }
        return Drawn(key: key, art: art, columns: columns, rows: rows)
    }

    /// Draws `drawn` at the right of `frame` from row 2; the columns it takes with its margin.
    static func draw(_ drawn: Drawn, into frame: inout Frame) -> Int {
        for row in 0..<drawn.rows {
            PictureArt.draw(drawn.art, row: row, columns: drawn.columns, x: frame.width - drawn.columns - 2, y: 2 + row, into: &frame)
        }
        return drawn.columns + 3
    }
}
