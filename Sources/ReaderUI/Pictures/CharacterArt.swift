import ReaderCore

/// Draws a decoded picture as character art through chafa, reading the canvas back cell by cell
/// (a character and two colours; no escape sequences parsed). Deterministic: no dithering, one
/// fixed set of symbols, one thread.
package enum CharacterArt {
    /// The symbols drawn: spaces, full, half and eighth blocks and quadrants — all in the
    /// block elements every terminal font has (`CHAFA_SYMBOL_TAG_SPACE | SOLID | BLOCK | HALF | QUAD`).
    static let symbols: Int32 = 0x1 | 0x2 | 0x8 | 0x300 | 0x80

    /// `bitmap` drawn in `columns`×`rows` cells in `colors`; transparent parts take `background`,
    /// and two-colour art draws in `foreground` on `background`. Nil when chafa is not installed.
    package static func draw(
        _ bitmap: Bitmap, columns: Int, rows: Int, colors: SymbolColors, foreground: UInt32, background: UInt32
    ) -> SymbolArt? {
        guard let chafa = ChafaLibrary.shared, columns > 0, rows > 0 else { return nil }
        let config = chafa.configNew()
        let map = chafa.symbolMapNew()
        defer {
            chafa.symbolMapUnref(map)
            chafa.configUnref(config)
        }
        chafa.addByTags(map, symbols)
        chafa.setSymbolMap(config, map)
        chafa.setGeometry(config, Int32(columns), Int32(rows))
        chafa.setCanvasMode(config, colors.rawValue)
        chafa.setDitherMode(config, 0) // CHAFA_DITHER_MODE_NONE
        chafa.setColorExtractor(config, 0) // CHAFA_COLOR_EXTRACTOR_AVERAGE
        chafa.setForeground(config, foreground)
        chafa.setBackground(config, background)
        guard let canvas = chafa.canvasNew(config) else { return nil }
        defer { chafa.canvasUnref(canvas) }
        chafa.draw(bitmap, on: canvas)
        var cells: [SymbolArt.Piece] = []
        cells.reserveCapacity(columns * rows)
        for y in 0..<Int32(rows) {
            for x in 0..<Int32(columns) {
                var fg: Int32 = -1, bg: Int32 = -1
                // Two-colour cells are the configured pair (and chafa 1.12 crashes reading them back).
                if colors != .twoColors { chafa.colorsAt(canvas, x, y, &fg, &bg) }
                let symbol = Unicode.Scalar(chafa.charAt(canvas, x, y)) ?? " "
                cells.append(
                    SymbolArt.Piece(
                        symbol: symbol, foreground: fg < 0 ? foreground : UInt32(fg), background: bg < 0 ? background : UInt32(bg)))
            }
        }
        return SymbolArt(columns: columns, rows: rows, cells: cells)
    }
}
