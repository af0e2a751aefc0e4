import ReaderCore

/// The text chosen in selection mode: one end stays where selecting began (`fixed`), the other
/// (`cursor`) moves with the keys. Both ends are graphemes of the book, and both are selected.
package struct Selection: Equatable, Sendable {
    /// The end that stays.
    package var fixed: PageAnchor
    /// The end that moves, drawn as a cursor.
    package var cursor: PageAnchor

    package init(fixed: PageAnchor, cursor: PageAnchor) {
        self.fixed = fixed
        self.cursor = cursor
    }

    /// The first and the last selected grapheme, in book order.
    package var first: PageAnchor { min(fixed, cursor) }
    package var last: PageAnchor { max(fixed, cursor) }

    /// The ends swapped: the cursor goes to the other end (`o`, as in vim's visual mode).
    package var swapped: Selection { Selection(fixed: cursor, cursor: fixed) }

    /// Where the selected text starts and ends (exclusive) as places in `book`.
    package func span(in book: Book) -> (start: Location, end: Location) {
        let offsets = book.paragraphs.offsets
        return (
            Location(offset: offsets[first.paragraph], grapheme: first.grapheme),
            Location(offset: offsets[last.paragraph], grapheme: last.grapheme + 1)
        )
    }
}
