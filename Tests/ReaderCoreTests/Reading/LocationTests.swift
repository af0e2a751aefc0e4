import Testing

@testable import ReaderCore

/// A saved place back to a place in the book: the block at or before its offset, and a grapheme
/// kept inside that block whatever the state file says (the file may have changed, or the state
/// been edited), so a page is always laid out from a character that exists.
@Suite struct LocationTests {
    /// "abc" at offset 0 and "defg" at offset 10.
    static let book = Book(
        title: "t", encoding: .utf8, sourceSize: 20,
        paragraphs: [Paragraph(offset: 0, text: "abc"), Paragraph(offset: 10, text: "defg")],
        chapters: [Chapter(title: "", paragraphs: 0..<2, heading: nil, offset: 0)])

    @Test(arguments: [
        (Location(offset: 10, grapheme: 1), PageAnchor(paragraph: 1, grapheme: 1)),
        (Location(offset: 10, grapheme: 4), PageAnchor(paragraph: 1, grapheme: 3)),
        (Location(offset: 10, grapheme: 99), PageAnchor(paragraph: 1, grapheme: 3)),
        (Location(offset: 0, grapheme: -5), PageAnchor(paragraph: 0, grapheme: 0)),
        (Location(offset: 5, grapheme: 3), PageAnchor(paragraph: 0, grapheme: 2)),
        (Location(offset: 15, grapheme: 2), PageAnchor(paragraph: 1, grapheme: 2)),
    ])
    func anAnchorIsTheBlockAtOrBeforeAndACharacterInsideIt(location: Location, anchor: PageAnchor) {
        #expect(Self.book.anchor(for: location) == anchor)
    }
}
