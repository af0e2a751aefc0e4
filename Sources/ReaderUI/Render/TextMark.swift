import ReaderCore

/// A run of one paragraph's graphemes drawn in a role of its own: a search match, the current
/// one, or one of the reader's highlights.
package struct TextMark: Equatable, Sendable {
    /// Paragraph index in the book.
    package var paragraph: Int
    /// Grapheme indices inside the paragraph, half-open.
    package var graphemes: Range<Int>
    package var role: Role

    package init(paragraph: Int, graphemes: Range<Int>, role: Role) {
        self.paragraph = paragraph
        self.graphemes = graphemes
        self.role = role
    }

    /// A search match drawn in `role`.
    package init(_ match: SearchMatch, role: Role) {
        self.init(paragraph: match.paragraph, graphemes: match.graphemes, role: role)
    }

    /// The graphemes of the mark drawn on `line` (a part of `line.graphemes`), nil when none are.
    package func graphemes(on line: PageLine) -> Range<Int>? {
        line.drawn(graphemes, of: paragraph)
    }

    /// The marks `annotations` make on the paragraphs `range` of `book`: one per paragraph each
    /// covers there, in its colour's role. An annotation whose places are not this book's (the
    /// paragraphs were split otherwise, under other chapter rules) makes none.
    package static func marks(of annotations: [Annotation], in book: Book, paragraphs range: ClosedRange<Int>) -> [TextMark] {
        guard !book.paragraphs.isEmpty else { return [] }
        let offsets = book.paragraphs.offsets
        let low = offsets[max(0, range.lowerBound)], high = offsets[min(book.paragraphs.count - 1, range.upperBound)]
        var marks: [TextMark] = []
        for a in annotations where a.start.offset <= high && a.end.offset >= low {
            let first = book.paragraphIndex(atOrBefore: a.start.offset), last = book.paragraphIndex(atOrBefore: a.end.offset)
            guard offsets[first] == a.start.offset, offsets[last] == a.end.offset else { continue }
            for p in max(first, range.lowerBound)...min(last, range.upperBound) {
                let graphemes = (p == first ? a.start.grapheme : 0)..<(p == last ? a.end.grapheme : Int.max)
                if !graphemes.isEmpty { marks.append(TextMark(paragraph: p, graphemes: graphemes, role: .mark(a.color))) }
            }
        }
        return marks
    }

    /// The marks that draw `selection` on paragraphs `range`: the cursor's grapheme first (the
    /// first mark of a grapheme wins), then the selected graphemes of each paragraph.
    package static func marks(of selection: Selection, paragraphs range: ClosedRange<Int>) -> [TextMark] {
        let (cursor, first, last) = (selection.cursor, selection.first, selection.last)
        var marks: [TextMark] = []
        if range.contains(cursor.paragraph) {
            marks.append(TextMark(paragraph: cursor.paragraph, graphemes: cursor.grapheme..<cursor.grapheme + 1, role: .selectionCursor))
        }
        let (low, high) = (max(first.paragraph, range.lowerBound), min(last.paragraph, range.upperBound))
        guard low <= high else { return marks }
        for p in low...high {
            let graphemes = (p == first.paragraph ? first.grapheme : 0)..<(p == last.paragraph ? last.grapheme + 1 : Int.max)
            marks.append(TextMark(paragraph: p, graphemes: graphemes, role: .selection))
        }
        return marks
    }
}
