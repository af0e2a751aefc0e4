import TestSupport
import Testing

@testable import ReaderCore

/// Chapters from an EPUB's contents entries.
struct EPUBLoaderTests {
    /// Blocks from (text, heading level or 0), a byte apart.
    func blocks(_ texts: [(String, Int)]) -> [Paragraph] {
        texts.enumerated().map { i, t in Paragraph(offset: i, text: t.0, kind: t.1 > 0 ? .heading(t.1) : .paragraph) }
    }

    /// A play's act holds only its heading before its first scene, a poem's title before its part `1`
    /// (Standard Ebooks): each opens on its first chapter's page, as a container of it (#21).
    @Test func anEntryHoldingOnlyItsHeadingOpensWithTheNext() {
        let b = blocks([
            ("Act I", 2), ("Scene I", 3), ("Who’s there?", 0), ("Scene II", 3), ("Flourish.", 0), ("Act II", 2),
            ("Scene I", 3), ("My lord!", 0), ("Endnotes", 2), ("A note.", 0),
        ])
        let marks = [(0, "Act I", 1), (1, "Scene I", 2), (3, "Scene II", 2), (5, "Act II", 1), (6, "Scene I", 2), (8, "Endnotes", 1)]
        let chapters = EPUBLoader.chapters(marks: marks, blocks: b, title: "Hamlet", headings: false)
        #expect(chapters.map(\.title) == ["Scene I", "Scene II", "Scene I", "Endnotes"])
        #expect(chapters.map(\.containers) == [["Act I"], [], ["Act II"], []])
        #expect(chapters.map(\.paragraphs) == [0..<3, 3..<5, 5..<8, 8..<10])
        #expect(chapters.map(\.heading) == [0, 3, 5, 8])
        #expect(chapters.map(\.level) == [2, 2, 2, 1])
        // The contents still list every entry at its level.
        let book = Book(title: "Hamlet", encoding: .utf8, sourceSize: 10, paragraphs: b, chapters: chapters)
        #expect(book.contents.map(\.title) == ["Act I", "Scene I", "Scene II", "Act II", "Scene I", "Endnotes"])
        #expect(book.contents.map(\.level) == [1, 2, 2, 1, 2, 1])
    }

    @Test func anEntryWithTextOrOverASiblingIsAChapter() {
        let b = blocks([("Preface", 2), ("Why.", 0), ("Notes", 2), ("Part One", 2), ("Chapter 1", 3), ("Text.", 0)])
        let marks = [(0, "Preface", 1), (2, "Notes", 1), (3, "Part One", 1), (4, "Chapter 1", 2)]
        let chapters = EPUBLoader.chapters(marks: marks, blocks: b, title: "Book", headings: false)
        #expect(chapters.map(\.title) == ["Preface", "Notes", "Chapter 1"])
        #expect(chapters.map(\.containers) == [[], [], ["Part One"]])
    }
}

/// The title and authors an EPUB's package names, as the library lists the book.
@Suite(.enabled(if: Corpus.available, "needs the corpus"))
struct EPUBMetadataTests {
    @Test func theTitleAndEveryCreatorComeFromThePackage() throws {
        let book = try BookLoader.load(path: try #require(Corpus.path("epub/pride-and-prejudice.pg1342.epub2.epub")))
        #expect(book.title == "Pride and Prejudice")
        #expect(book.authors == ["Jane Austen"])
    }
}
