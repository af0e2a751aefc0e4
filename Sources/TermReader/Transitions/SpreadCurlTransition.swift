/// Curl of a two-page spread: the leaf turns around the spine.
///
/// The frames are whole spreads (left page, spine column, right page). On a next turn
/// the right page lifts at its outer edge and folds over towards the spine, as
/// `CurlTransition` folds a single page (corner brought to a touch point, fold = the
/// perpendicular bisector, square units), with the fold kept upright. What shows on the leaf's back is not a mirror
/// of its front: in a book the back of a leaf is the next page, so it is the next spread's
/// left page — each point of the leaf carries the point of that page mirrored across the
/// spine, which lands it exactly where it belongs when the fold reaches the spine — in the
/// dimmed `.backPage` style. The next spread's right page is revealed beneath, with a
/// shadow along the fold; the left page stays until the leaf covers it. A previous turn
/// is the time-reverse: the left page lifts and lays itself over the right.
public struct SpreadCurlTransition: ReversibleTransition {
    /// The spine's column: the left page is the columns before it, the right page as many after it.
    public let spine: Int
    public init(spine: Int) {
        self.spine = spine
    }

    public func composeNext(from: Frame, to: Frame, progress: Double, palette: Palette) -> Frame {
        let w = from.width, h = from.height
        // Square units: the spine's centre, the right page's outer edge, the page height.
        let s = Double(spine) + 0.5
        let edge = 2 * s
        let pageH = Double(2 * h)
        guard spine > 0, 2 * spine < w, h > 0 else { return progress < 0.5 ? from : to }
        // The corner travels straight to its mirror image across the spine: the fold stays upright,
        // so the back's text, reflected twice (across the spine, then the fold), reads as printed.
        let (cx, cy) = (edge, pageH)
        let tx = edge * (1 - progress), ty = pageH
        let length = ((cx - tx) * (cx - tx) + (cy - ty) * (cy - ty)).squareRoot()
        guard length > 1e-9 else { return from }
        let nx = (cx - tx) / length, ny = (cy - ty) / length
        let offset = nx * (cx + tx) / 2 + ny * (cy + ty) / 2
        let band = CellSource.shadowBand(width: spine)
        var compositor = PageCompositor(from: from, to: to, palette: palette)
        for y in 0..<h {
            let py = Double(2 * y + 1)
            let rowDistance = ny * py - offset
            for x in 0..<w {
                let px = Double(x) + 0.5
                let distance = rowDistance + nx * px
                let onRightPage = x > spine && x <= 2 * spine
                if distance > 0 {
                    // Lifted off: the next right page shows, in the fold's shadow near it.
                    compositor.row[x] = onRightPage
                        ? CellSource(.to, x: x, y: y, shade: CellSource.shadow(distance: Int(distance), band: band) ?? .none)
                        : CellSource(.from, x: x, y: y)
                    continue
                }
                let mx = px - 2 * distance * nx, my = py - 2 * distance * ny
                if mx >= s + 0.5, mx < edge, my >= 0, my < pageH {
                    // The leaf's back: the next left page, at the leaf point's mirror across the spine.
                    compositor.row[x] = CellSource(.to, x: 2 * spine - Int(mx), y: Int(my / 2), shade: .back)
                } else {
                    compositor.row[x] = CellSource(.from, x: x, y: y)
                }
            }
            compositor.emitRow()
        }
        return compositor.frame()
    }
}
