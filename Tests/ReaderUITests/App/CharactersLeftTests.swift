import ReaderCore
import Testing

@testable import ReaderUI

/// The characters left for the time left, counted exactly on a book small enough to count by
/// hand: every off-by-one in the place's own block, the chapter's end or the estimate of the
/// chapters after it changes a number here.
@Suite struct CharactersLeftTests {
    /// Two chapters of 20 file bytes each: "aaaa" (4) and "bbbbbb" (6) at offsets 0 and 10, then
    /// "ccccc" (5) and "ddddd" (5) at 20 and 30; the book ends at 40. The first chapter holds 10
    /// characters in 20 bytes, so the second is estimated at 10 before it is counted.
    static func book(readingOrder: Int = 40) -> Book {
        let paragraphs = [
            Paragraph(offset: 0, text: "aaaa"), Paragraph(offset: 10, text: "bbbbbb"),
            Paragraph(offset: 20, text: "ccccc"), Paragraph(offset: 30, text: "ddddd"),
        ]
        let chapters = [
            Chapter(title: "one", paragraphs: 0..<2, heading: nil, offset: 0),
            Chapter(title: "two", paragraphs: 2..<4, heading: nil, offset: 20),
        ]
        var book = Book(title: "t", encoding: .utf8, sourceSize: 40, paragraphs: paragraphs, chapters: chapters)
        book.readingOrderSize = readingOrder
        return book
    }

    @Test(arguments: [
        (PageAnchor(paragraph: 0, grapheme: 0), 10, 20),
        (PageAnchor(paragraph: 0, grapheme: 1), 9, 19),
        (PageAnchor(paragraph: 0, grapheme: 4), 6, 16),
        (PageAnchor(paragraph: 1, grapheme: 0), 6, 16),
        (PageAnchor(paragraph: 1, grapheme: 5), 1, 11),
        (PageAnchor(paragraph: 1, grapheme: 9), 0, 10),
    ])
    func inTheFirstChapter(anchor: PageAnchor, chapter: Int, book: Int) {
        let left = CharactersLeft().left(in: Self.book(), from: anchor, wholeBook: true)
        #expect(left.chapter == chapter)
        #expect(left.book == book)
    }

    @Test func inTheLastChapterNothingIsEstimated() {
        let counter = CharactersLeft()
        _ = counter.left(in: Self.book(), from: PageAnchor(paragraph: 0, grapheme: 0), wholeBook: true)
        let left = counter.left(in: Self.book(), from: PageAnchor(paragraph: 2, grapheme: 2), wholeBook: true)
        #expect(left.chapter == 8)
        #expect(left.book == 8)
    }

    /// Blocks past the reading order (an EPUB's `linear="no"` documents) are not in the book's count.
    @Test func blocksPastTheReadingOrderAreLeftOut() {
        let left = CharactersLeft().left(in: Self.book(readingOrder: 30), from: PageAnchor(paragraph: 2, grapheme: 1), wholeBook: true)
        #expect(left.chapter == 9)
        #expect(left.book == 4)
    }

    @Test func aWindowOfTheFileHasNoBookCount() {
        let left = CharactersLeft().left(in: Self.book(), from: PageAnchor(paragraph: 1, grapheme: 0), wholeBook: false)
        #expect(left.chapter == 6)
        #expect(left.book == nil)
    }
}
