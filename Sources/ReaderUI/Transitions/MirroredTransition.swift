/// A transition drawn mirrored, for books whose pages turn to the left (vertical writing,
/// right-to-left books): the pages are mirrored, the base transition composes them, and the
/// result is mirrored back, so a curl lifts from the left edge with its back and shadow
/// following, a push moves the page to the right, and a spread's leaf turns the other way.
public struct MirroredTransition: Transition {
    public let base: any Transition
    /// Columns mirrored (a spread's two pages and spine; columns after them stay).
    public let columns: Int

    public init(_ base: any Transition, columns: Int) {
        self.base = base
        self.columns = columns
    }

    public func compose(from: Frame, to: Frame, progress: Double, direction: TurnDirection, palette: Palette) -> Frame {
        base.compose(
            from: from.mirrored(columns: columns), to: to.mirrored(columns: columns), progress: progress, direction: direction,
            palette: palette
        ).mirrored(columns: columns)
    }
}
