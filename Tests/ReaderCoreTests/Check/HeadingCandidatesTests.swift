import Testing

@testable import ReaderCore

/// Lines shaped like headings, counted by the sweep to tell contents that lost a book's structure.
struct HeadingCandidatesTests {
    @Test(arguments: ["2.1 NAME", "3.1.4. Scope of the licence", "NAME", "SHELL GRAMMAR", "  DESCRIPTION", "1.3.2.1. バグの報告"])
    func headingShapedLines(_ line: String) {
        #expect(HeadingCandidates.isCandidate(line[...]))
    }

    @Test(arguments: [
        "1. Take the first road", "PEACHUM.", "I", "It was a bright cold day in April.",
        "THE END OF THIS VERY LONG LINE THAT GOES ON AND ON FAR PAST A HEADING'S LENGTH", "NAME\nbzip2",
    ])
    func otherLines(_ line: String) {
        #expect(!HeadingCandidates.isCandidate(line[...]))
    }

    /// Paragraphs and headings count, list items (a printed contents list's lines) do not.
    @Test func countsParagraphsNotListItems() {
        let paragraphs = [
            Paragraph(offset: 0, text: "1.1. Introduction", kind: .listItem), Paragraph(offset: 100, text: "NAME"),
            Paragraph(offset: 200, text: "bzip2 - a file compressor"), Paragraph(offset: 300, text: "1.2 Options", kind: .heading(2)),
        ]
        let book = Book(
            title: "t", encoding: .utf8, sourceSize: 400, paragraphs: paragraphs,
            chapters: [Chapter(title: "t", paragraphs: 0..<4, heading: nil, offset: 0)])
        #expect(HeadingCandidates.count(book) == 2)
    }
}
