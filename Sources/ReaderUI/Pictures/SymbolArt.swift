/// A picture drawn as character art: `columns`×`rows` cells in rows, each a symbol (a block,
/// half block or quadrant) with its foreground and background colour (0xRRGGBB).
package struct SymbolArt: Equatable, Sendable {
    /// One cell of the art: a symbol and its two colours.
    package struct Piece: Equatable, Sendable {
        package var symbol: Unicode.Scalar
        package var foreground: UInt32
        package var background: UInt32
    }

    package let columns: Int
    package let rows: Int
    package let cells: [Piece]

    /// The cell at column `x` of row `y`.
    package subscript(x: Int, y: Int) -> Piece { cells[y * columns + x] }
}
