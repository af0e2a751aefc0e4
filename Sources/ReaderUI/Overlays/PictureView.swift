import ReaderCore

/// The picture viewer: one of the book's pictures on the whole screen, fitted to it or zoomed in
/// and moved about.
package struct PictureView: Equatable, Sendable {
    /// The image block shown (its paragraph).
    package var paragraph: Int
    /// Zoom steps past fitting the screen, each `step` times the last.
    package private(set) var zoom = 0
    /// The point of the picture at the middle of what is shown, in fractions of its width and height.
    package private(set) var center = Point(x: 0.5, y: 0.5)

    /// A point of the picture, in fractions of its width and height.
    package struct Point: Equatable, Sendable {
        package var x: Double
        package var y: Double
    }

    /// How much one zoom step enlarges.
    static let step = 1.5
    /// Most zoom steps (about 25 times the fitted size).
    static let maxZoom = 8

    package init(paragraph: Int) { self.paragraph = paragraph }

    /// What is shown: the part of the picture cropped and the cells it is drawn in.
    package struct Window: Equatable, Sendable {
        package var crop: PixelRect
        package var columns: Int
        package var rows: Int
    }

    /// What of a `picture` shows in `columns`×`rows` cells of `cell` pixels: at zoom 0 all of it,
    /// as large as fits (small pictures are enlarged); zoomed, the part around `center` that fills them.
    package func window(picture: PixelSize, columns: Int, rows: Int, cell: PixelSize) -> Window {
        let (pw, ph) = (Double(max(1, picture.width)), Double(max(1, picture.height)))
        let (sw, sh) = (Double(columns * cell.width), Double(rows * cell.height))
        let scale = min(sw / pw, sh / ph) * Self.scale(zoom)
        let (vw, vh) = (min(pw, sw / scale), min(ph, sh / scale))
        let x = min(max(0, center.x * pw - vw / 2), pw - vw), y = min(max(0, center.y * ph - vh / 2), ph - vh)
        return Window(
            crop: PixelRect(
                x: Int(x.rounded()), y: Int(y.rounded()),
                size: PixelSize(width: max(1, Int(vw.rounded())), height: max(1, Int(vh.rounded())))),
            columns: min(columns, max(1, Int((vw * scale / Double(cell.width)).rounded()))),
            rows: min(rows, max(1, Int((vh * scale / Double(cell.height)).rounded()))))
    }

    /// How much `zoom` steps enlarge.
    static func scale(_ zoom: Int) -> Double { (0..<zoom).reduce(1) { value, _ in value * step } }

    /// The size shown, in percent of fitting the screen.
    package var percent: Int { Int((Self.scale(zoom) * 100).rounded()) }

    /// One step closer (`by` 1) or further (-1), about the same middle; at zoom 0 it fits again.
    package func zoomed(by steps: Int) -> PictureView {
        var view = self
        view.zoom = min(Self.maxZoom, max(0, zoom + steps))
        if view.zoom == 0 { view.center = Point(x: 0.5, y: 0.5) }
        return view
    }

    /// Moved `dx`, `dy` quarters of what `window` shows of `picture` (right and down are positive),
    /// its middle kept where the shown part stays inside the picture.
    package func moved(dx: Int, dy: Int, window: Window, picture: PixelSize) -> PictureView {
        let (pw, ph) = (Double(max(1, picture.width)), Double(max(1, picture.height)))
        let crop = window.crop
        let (fw, fh) = (Double(crop.size.width) / pw, Double(crop.size.height) / ph)
        var view = self
        view.center = Point(
            x: min(max(fw / 2, Double(crop.x) / pw + fw / 2 + Double(dx) * fw / 4), 1 - fw / 2),
            y: min(max(fh / 2, Double(crop.y) / ph + fh / 2 + Double(dy) * fh / 4), 1 - fh / 2)
        )
        return view
    }
}
