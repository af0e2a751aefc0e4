import ReaderCore

/// Draws a decoded picture in sixels through chafa: scaled to fit `columns`×`rows` cells of
/// `cell` pixels, its colours chosen and dithered by chafa, as the bytes a terminal with sixel
/// graphics draws from the cursor on (`ESC P q … ESC \`).
package enum SixelArt {
    /// chafa's `CHAFA_PIXEL_MODE_SIXELS`.
    static let sixelMode: Int32 = 1

    /// `bitmap` in sixels over `columns`×`rows` cells, transparent parts on `background`; nil when
    /// chafa (or its sixels) is not installed.
    package static func draw(_ bitmap: Bitmap, columns: Int, rows: Int, cell: PixelSize, background: UInt32) -> [UInt8]? {
        guard let chafa = ChafaLibrary.shared, let sixels = chafa.sixels, columns > 0, rows > 0 else { return nil }
        let config = chafa.configNew()
        defer { chafa.configUnref(config) }
        chafa.setGeometry(config, Int32(columns), Int32(rows))
        sixels.setCellGeometry(config, Int32(cell.width), Int32(cell.height))
        sixels.setPixelMode(config, sixelMode)
        chafa.setBackground(config, background)
        guard let canvas = chafa.canvasNew(config) else { return nil }
        defer { chafa.canvasUnref(canvas) }
        chafa.draw(bitmap, on: canvas)
        // With no terminal description chafa prints for its fallback, a VT340 (DCS q … ST).
        guard let printed = sixels.print(canvas, nil) else { return nil }
        defer { _ = sixels.free(printed, 1) }
        let text = printed.load(as: UnsafeRawPointer?.self), length = printed.load(fromByteOffset: 8, as: Int.self)
        guard let text else { return nil }
        return Array(UnsafeRawBufferPointer(start: text, count: length))
    }
}
