/// Where the pointer holds a page being turned, or where it let go of it (page-area cells,
/// fractions allowed): what a `PointerTransition` draws the page from.
public enum PagePointer: Sendable {
    /// The pointer holds the page at `touch`, having taken it by `corner`.
    case holding(touch: (x: Double, y: Double), corner: Corner)
    /// The pointer let go at `touch`, the turn at `progress`; the page goes on to 1
    /// (`completing`) or back to 0 from there.
    case released(touch: (x: Double, y: Double), progress: Double, completing: Bool)
}
