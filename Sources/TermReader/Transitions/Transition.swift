/// A page-turn animation: a pure function of the two pages and the progress.
///
/// The frames are the page area including its margins (bars are drawn elsewhere).
public protocol Transition: Sendable {
    /// `from` is the page on screen when the turn starts, `to` the page it turns to (same size).
    /// Progress 0 gives exactly `from`, 1 exactly `to`; frames of different sizes give `to`.
    func compose(from: Frame, to: Frame, progress: Double, direction: TurnDirection, palette: Palette) -> Frame
}
