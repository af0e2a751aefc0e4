import TestSupport
import Testing

@testable import ReaderCore

/// The contents tree and the header path derived from chapters with levels and containers.
@Suite struct BookContentsTests {
    /// Part I opens at Chapter 1 with Book A; Book B opens at Chapter 3; Part II has its own text.
    static let book = Book(
        title: "t", encoding: .utf8, sourceSize: 100,
        paragraphs: (0..<6).map { Paragraph(offset: $0 * 10, text: "p\($0)") },
        chapters: [
            Chapter(title: "Front matter", paragraphs: 0..<1, heading: nil, offset: 0),
            Chapter(title: "Chapter 1", paragraphs: 1..<2, heading: 1, offset: 10, level: 3, containers: ["Part I", "Book A"]),
            Chapter(title: "Chapter 2", paragraphs: 2..<3, heading: 2, offset: 20, level: 3),
            Chapter(title: "Chapter 3", paragraphs: 3..<4, heading: 3, offset: 30, level: 3, containers: ["Book B"]),
            Chapter(title: "Part II", paragraphs: 4..<5, heading: 4, offset: 40, level: 1),
            Chapter(title: "Chapter 4", paragraphs: 5..<6, heading: 5, offset: 50, level: 2),
        ])

    @Test func containersAreEntriesBeforeTheirFirstChapter() {
        #expect(
            Self.book.contents == [
                ContentsEntry(title: "Front matter", level: 1, chapter: 0, isChapter: true),
                ContentsEntry(title: "Part I", level: 1, chapter: 1, isChapter: false),
                ContentsEntry(title: "Book A", level: 2, chapter: 1, isChapter: false),
                ContentsEntry(title: "Chapter 1", level: 3, chapter: 1, isChapter: true),
                ContentsEntry(title: "Chapter 2", level: 3, chapter: 2, isChapter: true),
                ContentsEntry(title: "Book B", level: 2, chapter: 3, isChapter: false),
                ContentsEntry(title: "Chapter 3", level: 3, chapter: 3, isChapter: true),
                ContentsEntry(title: "Part II", level: 1, chapter: 4, isChapter: true),
                ContentsEntry(title: "Chapter 4", level: 2, chapter: 5, isChapter: true),
            ])
    }

    @Test func pathRunsFromTheTopDownToTheChapter() {
        #expect(Self.book.path(ofChapter: 0) == ["Front matter"])
        #expect(Self.book.path(ofChapter: 1) == ["Part I", "Book A", "Chapter 1"])
        #expect(Self.book.path(ofChapter: 2) == ["Part I", "Book A", "Chapter 2"])
        #expect(Self.book.path(ofChapter: 3) == ["Part I", "Book B", "Chapter 3"])
        #expect(Self.book.path(ofChapter: 5) == ["Part II", "Chapter 4"])
        #expect(Self.book.path(ofChapter: 9) == [])
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func warAndPeaceHasSeventeenTopEntriesAndTheirChapters() throws {
        let book = try BookLoader.load(path: Corpus.path("en/war-and-peace.pg2600.utf8.txt")!)
        let contents = book.contents
        let top = contents.filter { $0.level == 1 }
        #expect(top.map(\.title).first == "Front matter")
        #expect(top.dropFirst().filter { $0.title.hasPrefix("Book ") }.count == 15)
        #expect(top.suffix(2).map(\.title) == ["First Epilogue: 1813 - 20", "Second Epilogue"])
        #expect(top.count == 18)
        #expect(contents.filter { $0.level == 2 }.count == 365)
        #expect(contents.allSatisfy { $0.level == 1 || $0.isChapter })
        let last = book.chapters.count - 1
        #expect(book.path(ofChapter: last) == ["Second Epilogue", "Chapter XII"])
        #expect(book.path(ofChapter: 1) == ["Book One: 1805", "Chapter I"])
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func mobyDickListsItsFrontSectionsChaptersAndEpilogue() throws {
        let book = try BookLoader.load(path: Corpus.path("en/moby-dick.pg2701.utf8.txt")!)
        let titles = book.contents.map(\.title)
        #expect(titles.prefix(4) == ["Front matter", "Etymology", "Extracts (Supplied by a Sub-Sub-Librarian).", "Chapter 1. Loomings."])
        #expect(titles.last == "Epilogue")
        #expect(titles.filter { $0.hasPrefix("Chapter ") }.count == 135)
        #expect(book.contents.allSatisfy { $0.level == 1 })
    }
}
