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

    /// Where the pointer holds the page or let go of it, for a transition that follows it;
    /// nil for a turn the keys started. `completing`: the release goes on to the next page.
    package func pointer(pageRows: Int, completing: Bool) -> PagePointer? {
        if let gesture { return .holding(touch: gesture.touch, corner: gesture.corner(height: pageRows)) }
        if let release { return .released(touch: release.touch, progress: release.progress, completing: completing) }
        return nil
    }
}
