/// No animation: the new page replaces the old one as soon as the turn has begun.
public struct NoTransition: Transition {
    public init() {}

    public func compose(from: Frame, to: Frame, progress: Double, direction: TurnDirection, palette: Palette) -> Frame {
        progress > 0 ? to : from
    }
}
