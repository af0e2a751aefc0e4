/// Push: both pages move together horizontally, like a strip of film.
///
/// Next: the current page exits to the left while the next enters from the right;
/// previous is the mirror image (the time-reverse of a next turn from the previous page).
public struct PushTransition: ReversibleTransition {
    public init() {}

    public func composeNext(from: Frame, to: Frame, progress: Double, palette: Palette) -> Frame {
        let w = from.width
        let shift = Int((progress * Double(w)).rounded(.toNearestOrEven))
        var compositor = PageCompositor(from: from, to: to, palette: palette)
        for y in 0..<from.height {
            for x in 0..<w {
                compositor.row[x] =
                    x < w - shift
                    ? CellSource(.from, x: x + shift, y: y)
                    : CellSource(.to, x: x - (w - shift), y: y)
            }
            compositor.emitRow()
        }
        return compositor.frame()
    }
}
