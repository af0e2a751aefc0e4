import ReaderCore
import Synchronization

/// The character art of a book's pictures for pages and the viewer: each drawn by chafa from its
/// decoding (`DecodedPictures`) in the colours the terminal shows, the last few kept (a page is
/// drawn again on every change of search, marks or size).
package enum PictureArt {
    /// What one drawing depends on.
    private struct Key: Hashable {
        var offset: Int
        var crop: PixelRect?
        var columns: Int
        var rows: Int
        var cell: PixelSize
        var colors: SymbolColors
        var foreground: UInt32
        var background: UInt32
    }

    /// Drawings kept, newest first.
    static let capacity = 8
    private static let kept = Mutex<[(pictures: BookPictures, key: Key, art: SymbolArt?)]>([])

    /// The picture of the image block `paragraph` of `book` (its `crop` alone when given) in
    /// `columns`×`rows` cells of `cell` pixels, in the colours of `depth`, transparent parts in
    /// `style`'s background; nil when it cannot be shown (chafa missing, the picture unreadable).
    package static func art(
        of book: Book, paragraph: Int, crop: PixelRect? = nil, columns: Int, rows: Int, cell: PixelSize, depth: ColorDepth,
        style: Style
    ) -> SymbolArt? {
        guard let pictures = book.pictures, book.paragraphs.indices.contains(paragraph) else { return nil }
        let key = Key(
            offset: book.paragraphs.offsets[paragraph], crop: crop, columns: columns, rows: rows, cell: cell,
            colors: colors(depth), foreground: packed(style.foreground), background: packed(style.background))
        if let hit = kept.withLock({ $0.first { $0.pictures === pictures && $0.key == key } }) { return hit.art }
        let shown = cell.pixels(columns: columns, rows: rows)
        let art = DecodedPictures.shared.bitmap(of: pictures, at: key.offset, crop: crop, shown: shown).flatMap {
            self.art(of: $0, columns: columns, rows: rows, depth: depth, style: style)
        }
        kept.withLock {
            $0.insert((pictures, key, art), at: 0)
            if $0.count > capacity { $0.removeLast() }
        }
        return art
    }

    /// Whether the picture of the image block `paragraph` of `book`, shown in `columns`×`rows`
    /// cells of `cell` pixels, is still to be decoded: neither decoded that large
    /// (`DecodedPictures`) nor drawn so and kept here.
    package static func isWaiting(_ book: Book, paragraph: Int, columns: Int, rows: Int, cell: PixelSize) -> Bool {
        guard let pictures = book.pictures, book.paragraphs.indices.contains(paragraph) else { return false }
        let offset = book.paragraphs.offsets[paragraph]
        let shown = cell.pixels(columns: columns, rows: rows)
        guard pictures.path(ofBlockAt: offset) != nil, !DecodedPictures.shared.isReady(pictures, at: offset, shown: shown) else {
            return false
        }
        return !kept.withLock {
            $0.contains {
                $0.pictures === pictures && $0.key.offset == offset && $0.key.crop == nil && $0.key.columns == columns
                    && $0.key.rows == rows && $0.key.cell == cell
            }
        }
    }

    /// `picture` in `columns`×`rows` cells, in the colours of `depth`, transparent parts in
    /// `style`'s background; nil when chafa is missing.
    package static func art(of picture: Bitmap, columns: Int, rows: Int, depth: ColorDepth, style: Style) -> SymbolArt? {
        CharacterArt.draw(
            picture, columns: columns, rows: rows, colors: colors(depth), foreground: packed(style.foreground),
            background: packed(style.background))
    }

    /// Row `row` of `art`, its first `columns` cells, drawn from column `x` of line `y` of `frame`.
    package static func draw(_ art: SymbolArt, row: Int, columns: Int, x: Int, y: Int, into frame: inout Frame) {
        for column in 0..<min(columns, art.columns) {
            let cell = art[column, row]
            let style = Style(foreground: Color(hex: cell.foreground), background: Color(hex: cell.background), isPicture: true)
            frame.set(Character(cell.symbol), width: 1, x: x + column, y: y, style: style)
        }
    }

    /// The canvas mode for a terminal of `depth`.
    static func colors(_ depth: ColorDepth) -> SymbolColors {
        switch depth {
        case .direct: return .truecolor
        case .ansi256: return .palette240
        case .ansi8: return .palette8
        case .monochrome: return .twoColors
        }
    }

    private static func packed(_ c: Color) -> UInt32 { UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b) }
}
