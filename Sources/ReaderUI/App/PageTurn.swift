import ReaderCore

/// A page turn under way: which pages, which way, and the drag driving it, if any.
/// The navigator moves to `to` only when the turn completes.
package struct PageTurn: Sendable {
    /// The page on screen when the turn began.
    package var from: PagePosition
    /// The page it turns to (equal to `from` for a boundary bounce).
    package var to: PagePosition
    package var direction: TurnDirection
    /// The pointer holding the page, while it does.
    package var gesture: Gesture?
    /// Where a curl's touch point was, and the progress, when the pointer let go.
    package var release: (touch: (x: Double, y: Double), progress: Double)?

    package var isBounce: Bool { from == to }
}
