/// The curl held by the pointer: the touch point is where the pointer is, and after the
/// release it travels from there to the page's flat place (turned away or laid back).
extension CurlTransition: PointerTransition {
    public func compose(
        from: Frame, to: Frame, pointer: PagePointer, progress: Double, direction: TurnDirection, palette: Palette
    ) -> Frame {
        // A drag that turns back lays the previous page over the current one.
        let (top, bottom) = direction == .next ? (from, to) : (to, from)
        switch pointer {
        case .holding(let touch, let corner):
            return compose(from: top, to: bottom, touch: touch, corner: corner, palette: palette)
        case .released(let touch, let released, let completing):
            let width = Double(from.width), height = Double(from.height)
            let corner: Corner = touch.y < height / 2 ? .topRight : .bottomRight
            let cornerPoint = (x: width, y: corner == .topRight ? 0.0 : height)
            let turnedAway = (x: -width, y: cornerPoint.y)
            // Heading to progress 1 or back to 0, from where the pointer let go.
            let target = completing ? 1.0 : 0.0
            let span = target - released
            let f = span == 0 ? 1 : min(1, max(0, (progress - released) / span))
            let flat = direction == .next ? (completing ? turnedAway : cornerPoint) : (completing ? cornerPoint : turnedAway)
            let moved = (x: touch.x + (flat.x - touch.x) * f, y: touch.y + (flat.y - touch.y) * f)
            return compose(from: top, to: bottom, touch: moved, corner: corner, palette: palette)
        }
    }
}
