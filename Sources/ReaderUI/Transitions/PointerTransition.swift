/// A transition that follows the pointer: while a drag holds the page it is drawn where the
/// pointer is, and after the release from there to its end. A transition without this
/// conformance is drawn by the drag's progress alone.
public protocol PointerTransition: Transition {
    /// The turn from `from` to `to` in `direction` with the page at `pointer`; `progress` is
    /// the turn's (the release's animation runs it from where the pointer let go).
    func compose(
        from: Frame, to: Frame, pointer: PagePointer, progress: Double, direction: TurnDirection, palette: Palette
    ) -> Frame
}
