import Testing

@testable import ReaderCore

/// A heading's level lives in its kind: one byte per block.
struct BlockKindTests {
    @Test func aHeadingKeepsItsLevelClampedToSix() {
        #expect((1...6).map { BlockKind.heading($0).headingLevel } == [1, 2, 3, 4, 5, 6])
        #expect(BlockKind.heading(9) == .heading6)
        #expect(BlockKind.heading(0) == .heading1)
        #expect(BlockKind.allCases.filter { $0.headingLevel == nil }.count == 7)
    }

    /// A TXT book's chapter headings are heading blocks at the chapter's level, so every format
    /// counts and draws its headings alike.
    @Test func aChapterHeadingBlockIsAHeading() {
        let paragraphs = ["Front.", "Chapter 1", "Text.", "Section A", "More."].enumerated().map { Paragraph(offset: $0 * 10, text: $1) }
        let book = Book(
            title: "t", encoding: .utf8, sourceSize: 50, paragraphs: paragraphs,
            chapters: [
                Chapter(title: "Front", paragraphs: 0..<1, heading: nil, offset: 0),
                Chapter(title: "Chapter 1", paragraphs: 1..<3, heading: 1, offset: 10),
                Chapter(title: "Section A", paragraphs: 3..<5, heading: 3, offset: 30, level: 2),
            ])
        #expect(book.paragraphs.kinds == [.paragraph, .heading1, .paragraph, .heading2, .paragraph])
        #expect(book.paragraphs[3].kind == .heading2)
    }
}
