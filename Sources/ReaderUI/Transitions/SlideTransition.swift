/// Slide (cover): one page moves over the other, which stays still and lies in its shadow.
///
/// Next: the current page slides off to the left over the next page. Previous: the
/// previous page slides in from the left over the current one (the time-reverse).
public struct SlideTransition: ReversibleTransition {
    public init() {}

    public func composeNext(from: Frame, to: Frame, progress: Double, palette: Palette) -> Frame {
        let w = from.width
        let shift = Int((progress * Double(w)).rounded(.toNearestOrEven))
        let edge = w - shift
        let band = CellSource.shadowBand(width: w)
        var compositor = PageCompositor(from: from, to: to, palette: palette)
        for y in 0..<from.height {
            for x in 0..<w {
                compositor.row[x] =
                    x < edge
                    ? CellSource(.from, x: x + shift, y: y)
                    : CellSource(.to, x: x, y: y, shade: CellSource.shadow(distance: x - edge, band: band) ?? .none)
            }
            compositor.emitRow()
        }
        return compositor.frame()
    }
}
