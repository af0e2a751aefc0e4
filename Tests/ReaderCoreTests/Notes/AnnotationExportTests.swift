import Testing

@testable import ReaderCore

@Suite struct AnnotationExportTests {
    typealias F = NotesFixtures

    @Test func markdownGroupsByChapterQuotesTheTextAndPutsTheNoteUnder() throws {
        var book = F.book(["One.", "The keeper climbed.", "Two.", "He lit the lamp. It burned."], chapterStarts: [0, 2])
        book.authors = ["Maren Holt", "Jens\u{1B}[2J Berg"]
        let first = try #require(book.firstSpan(of: "keeper"))
        let second = Location(offset: book.paragraphs.offsets[3], grapheme: 3)
        let annotations = [
            Annotation(start: first.start, end: first.end, text: first.text, note: "Who *is* he?", created: 1),
            Annotation(start: second, end: Location(offset: second.offset, grapheme: 26), text: "lit the lamp.\nIt burned.", created: 1),
        ]
        #expect(
            AnnotationExport.markdown(annotations, book: book) == """
                # A Book

                Maren Holt, Jens Berg

                ## Chapter 1

                > keeper

                Who *is* he?

                ## Chapter 2

                > lit the lamp.
                > It burned.

                """)
        let document = AnnotationExport.document(annotations, book: book)
        #expect(document.annotations.map(\.chapter) == ["Chapter 1", "Chapter 2"])
        #expect(document.authors == ["Maren Holt", "Jens Berg"])
        #expect(document.annotations[0].start == .init(offset: 5, grapheme: 4))
    }
}
