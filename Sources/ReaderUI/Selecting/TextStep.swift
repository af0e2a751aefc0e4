import ReaderCore

/// A step the moving end of a selection takes through the book's text, forward or back. Lines
/// are the page's and are stepped by the model; these need only the text.
package enum TextStep: Sendable {
    /// One grapheme.
    case character
    /// To the start of the next word (`w`) or of this or the previous one (`b`). A CJK character is a word of its own.
    case wordStart
    /// To the end of this or the next word (`e`; back: of the previous one).
    case wordEnd
    /// To the end of this or the next sentence (`)`), or back to the start of this or the previous one (`(`).
    case sentence
    /// To the end of this or the next paragraph (`}`), or back to the start of this or the previous one (`{`).
    case paragraph

    /// `anchor` moved one step; nil at the edge of the book.
    package func moved(_ anchor: PageAnchor, forward: Bool, in book: Book) -> PageAnchor? {
        var walker = TextWalker(book: book, at: anchor)
        switch (self, forward) {
        case (.character, _):
            return walker.step(forward: forward) ? walker.anchor : nil
        case (.wordStart, true):
            // Off this word (a CJK character is one), over the spaces, onto the next.
            walker.toEndOfRun(forward: true)
            guard walker.step(forward: true), walker.skipSpaces(forward: true) else { return nil }
            return walker.anchor
        case (.wordStart, false), (.wordEnd, true):
            // Onto the word before or after (over spaces), then to its far end.
            guard walker.step(forward: forward), walker.skipSpaces(forward: forward) else { return nil }
            walker.toEndOfRun(forward: forward)
            return walker.anchor
        case (.wordEnd, false):
            // To the end of the word before this one.
            walker.toEndOfRun(forward: false)
            guard walker.step(forward: false), walker.skipSpaces(forward: false) else { return nil }
            return walker.anchor
        case (.sentence, true):
            return Sentences.end(after: anchor, in: book)
        case (.sentence, false):
            return Sentences.start(before: anchor, in: book)
        case (.paragraph, true):
            let count = book.paragraphs[anchor.paragraph].text.count
            if anchor.grapheme < count - 1 { return PageAnchor(paragraph: anchor.paragraph, grapheme: count - 1) }
            guard let next = TextWalker.paragraph(after: anchor.paragraph, in: book) else { return nil }
            return PageAnchor(paragraph: next, grapheme: max(0, book.paragraphs[next].text.count - 1))
        case (.paragraph, false):
            if anchor.grapheme > 0 { return PageAnchor(paragraph: anchor.paragraph, grapheme: 0) }
            return TextWalker.paragraph(before: anchor.paragraph, in: book).map { PageAnchor(paragraph: $0, grapheme: 0) }
        }
    }
}
