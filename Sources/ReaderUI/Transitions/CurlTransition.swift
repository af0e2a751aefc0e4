/// Curl (simulation): the page lifts at a corner and folds over, showing its back.
///
/// Geometry as in legado's simulation delegate: the corner C is brought to the touch
/// point T and the fold is the perpendicular bisector of TC. Cells on C's side of the
/// fold show the page beneath (with a shadow along the fold); cells on T's side whose
/// mirror image lies on the page show the back of the page — the lifted page reflected
/// across the fold, in the dimmed `.backPage` style; the rest is the page's front.
/// Everything is computed in square units (a cell is about twice as tall as wide) so
/// the fold is not stretched; per cell it costs a few multiply-adds, no trigonometry.
public struct CurlTransition: ReversibleTransition {
    /// Tilt of a key turn's fold, as the tangent of its angle from the vertical.
    public static let keyTurnTilt = 0.1

    public init() {}

    /// Next: the page lifts from the bottom-right corner and folds over to the left.
    /// Previous: the previous page is laid back from the left (the time-reverse).
    public func composeNext(from: Frame, to: Frame, progress: Double, palette: Palette) -> Frame {
        let touch = Self.keyTurnTouch(progress: progress, width: from.width, height: from.height)
        return compose(from: from, to: to, touch: touch, corner: .bottomRight, palette: palette)
    }

    /// The touch point (cell coordinates) of a key turn at `progress`: a straight path from the
    /// bottom-right corner to beyond the left edge, rising slightly so the fold stays near vertical
    /// and sweeps from the right edge (progress 0) past the top-left corner (progress 1).
    public static func keyTurnTouch(progress: Double, width: Int, height: Int) -> (x: Double, y: Double) {
        let norm = (1 + keyTurnTilt * keyTurnTilt).squareRoot()
        let nx = 1 / norm, ny = keyTurnTilt / norm
        let cx = Double(width), cy = Double(2 * height)
        let reach = 2 * progress * (cx * nx + cy * ny)
        return (cx - reach * nx, (cy - reach * ny) / 2)
    }

    /// The page `from` with `corner` brought to `touch` (cell coordinates: columns, rows,
    /// fractions allowed, points off the page allowed), over the page `to`. For a drag that
    /// turns back, pass the previous page as `from` and the current one as `to`.
    public func compose(from: Frame, to: Frame, touch: (x: Double, y: Double), corner: Corner, palette: Palette) -> Frame {
        guard from.width == to.width, from.height == to.height else { return to }
        let w = from.width, h = from.height
        let pageW = Double(w), pageH = Double(2 * h)
        let (cx, cy): (Double, Double) =
            switch corner {
            case .topRight: (pageW, 0)
            case .bottomRight: (pageW, pageH)
            case .topLeft: (0, 0)
            case .bottomLeft: (0, pageH)
            }
        let tx = touch.x, ty = touch.y * 2
        let length = ((cx - tx) * (cx - tx) + (cy - ty) * (cy - ty)).squareRoot()
        guard length > 1e-9, w > 0, h > 0 else { return from }
        // Unit normal of the fold, pointing to the corner; the fold passes through the midpoint of TC.
        let nx = (cx - tx) / length, ny = (cy - ty) / length
        let offset = nx * (cx + tx) / 2 + ny * (cy + ty) / 2
        let band = CellSource.shadowBand(width: w)
        var compositor = PageCompositor(from: from, to: to, palette: palette)
        for y in 0..<h {
            let py = Double(2 * y + 1)
            // Signed distance from the fold is linear along the row: rowDistance + nx * px.
            let rowDistance = ny * py - offset
            for x in 0..<w {
                let px = Double(x) + 0.5
                let distance = rowDistance + nx * px
                if distance > 0 {
                    let shade = CellSource.shadow(distance: Int(distance), band: band) ?? .none
                    compositor.row[x] = CellSource(.to, x: x, y: y, shade: shade)
                    continue
                }
                let mx = px - 2 * distance * nx, my = py - 2 * distance * ny
                if mx >= 0, mx < pageW, my >= 0, my < pageH {
                    compositor.row[x] = CellSource(.from, x: Int(mx), y: Int(my / 2), shade: .back)
                } else {
                    compositor.row[x] = CellSource(.from, x: x, y: y)
                }
            }
            compositor.emitRow()
        }
        return compositor.frame()
    }
}
