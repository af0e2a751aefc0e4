/// A page-turn animation: a pure function of the two pages and the progress.
///
/// The frames are the page area including its margins (bars are drawn elsewhere).
public protocol Transition: Sendable {
    /// `from` is the page on screen when the turn starts, `to` the page it turns to (same size).
    /// Progress 0 gives exactly `from`, 1 exactly `to`; frames of different sizes give `to`.
    func compose(from: Frame, to: Frame, progress: Double, direction: TurnDirection, palette: Palette) -> Frame
}

/// A transition whose previous turn is its next turn played backwards with the pages
/// swapped: it only draws a next turn strictly between the two pages, and this
/// extension handles the ends, mismatched sizes and the direction.
public protocol ReversibleTransition: Transition {
    /// A next turn from `from` to `to` at `progress`, strictly between 0 and 1; frames have the same size.
    func composeNext(from: Frame, to: Frame, progress: Double, palette: Palette) -> Frame
}

extension ReversibleTransition {
    public func compose(from: Frame, to: Frame, progress: Double, direction: TurnDirection, palette: Palette) -> Frame {
        guard from.width == to.width, from.height == to.height, progress < 1 else { return to }
        guard progress > 0 else { return from }
        if direction == .previous {
            return composeNext(from: to, to: from, progress: 1 - progress, palette: palette)
        }
        return composeNext(from: from, to: to, progress: progress, palette: palette)
    }
}
