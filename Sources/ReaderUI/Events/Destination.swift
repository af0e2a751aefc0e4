/// A place in the book chosen by number — the go-to prompt's answer, `render`'s `--page`,
/// `--chapter` and `--percent` — which the model reaches with a jump.
package enum Destination: Sendable, Equatable {
    /// A 1-based global page (clamped to the book).
    case globalPage(Int)
    /// The first page of a 0-based chapter (clamped).
    case chapter(Int)
    /// The page holding the place this share (0…1) of the way through the reading order.
    case fraction(Double)
}
