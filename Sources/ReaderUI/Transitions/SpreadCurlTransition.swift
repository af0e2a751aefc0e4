/// Curl of a two-page spread: the leaf turns around the spine.
///
/// The frames are whole spreads (left page, spine column, right page). On a next turn
/// the right page lifts at its outer edge and folds over towards the spine: the fold is
/// upright, halfway between the edge and where the edge has been brought (as in
/// `CurlTransition`, where it is the perpendicular bisector of corner and touch point). What shows on the
/// leaf's back is not a mirror of its front: in a book the back of a leaf is the page
/// that lands on the other side, so it is the next spread's left page — each point of
/// the leaf carries the point of that page mirrored across the spine, which lands it
/// exactly where it belongs when the fold reaches the spine — in the dimmed `.backPage`
/// style. The next spread's right page is revealed beneath, with a shadow along the fold;
/// the left page stays until the leaf covers it. A previous turn is the mirror image: the
/// left page lifts at its outer edge, its back is the previous spread's right page, and
/// the previous left page is revealed. A book whose pages turn to the left gets all of this
/// mirrored (`MirroredTransition`).
public struct SpreadCurlTransition: Transition {
    /// The spine's column: the left page is the columns before it, the right page as many after it.
    public let spine: Int

    public init(spine: Int) {
        self.spine = spine
    }

    public func compose(from: Frame, to: Frame, progress: Double, direction: TurnDirection, palette: Palette) -> Frame {
        guard from.width == to.width, from.height == to.height, progress < 1 else { return to }
        guard progress > 0 else { return from }
        let w = from.width, h = from.height
        guard spine > 0, 2 * spine < w, h > 0 else { return progress < 0.5 ? from : to }
        // Worked out for a next turn; a previous turn reads every column mirrored across the spine.
        let mirrored = direction == .previous
        // The outer edge travels straight to its mirror image across the spine (centre `s`): the
        // fold is the upright halfway line, so the back's text, reflected twice (across the spine,
        // then the fold), reads as printed. Upright, square units and cell columns agree.
        let s = Double(spine) + 0.5
        let edge = 2 * s
        let fold = edge - progress * s
        let band = CellSource.shadowBand(width: spine)
        var compositor = PageCompositor(from: from, to: to, palette: palette)
        for y in 0..<h {
            for x in 0..<w {
                // Columns past the right page (an even width's last one) never move.
                guard x <= 2 * spine else {
                    compositor.row[x] = CellSource(.from, x: x, y: y)
                    continue
                }
                let column = mirrored ? 2 * spine - x : x
                let distance = Double(column) + 0.5 - fold
                if distance > 0 {
                    // Lifted off: the page beneath shows, in the fold's shadow near it.
                    compositor.row[x] =
                        column > spine
                        ? CellSource(.to, x: x, y: y, shade: CellSource.shadow(distance: Int(distance), band: band) ?? .none)
                        : CellSource(.from, x: x, y: y)
                    continue
                }
                let mx = fold - distance
                if mx >= s + 0.5, mx < edge {
                    // The leaf's back: the landing page, at the leaf point's mirror across the spine.
                    let landing = 2 * spine - Int(mx)
                    compositor.row[x] = CellSource(.to, x: mirrored ? 2 * spine - landing : landing, y: y, shade: .back)
                } else {
                    compositor.row[x] = CellSource(.from, x: x, y: y)
                }
            }
            compositor.emitRow()
        }
        return compositor.frame()
    }
}
