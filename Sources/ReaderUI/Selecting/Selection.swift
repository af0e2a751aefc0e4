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

    /// The marks that draw the selection on paragraphs `range`: the cursor's grapheme first (the
    /// first mark of a grapheme wins), then the selected graphemes of each paragraph.
    package func marks(paragraphs range: ClosedRange<Int>) -> [TextMark] {
        var marks: [TextMark] = []
        if range.contains(cursor.paragraph) {
            marks.append(TextMark(paragraph: cursor.paragraph, graphemes: cursor.grapheme..<cursor.grapheme + 1, role: .selectionCursor))
        }
        let (first, last) = (first, last)
        let (low, high) = (max(first.paragraph, range.lowerBound), min(last.paragraph, range.upperBound))
        guard low <= high else { return marks }
        for p in low...high {
            let graphemes = (p == first.paragraph ? first.grapheme : 0)..<(p == last.paragraph ? last.grapheme + 1 : Int.max)
            marks.append(TextMark(paragraph: p, graphemes: graphemes, role: .selection))
        }
        return marks
    }
}
