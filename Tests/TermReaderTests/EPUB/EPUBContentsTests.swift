import ReaderCore
import Testing

/// Contents an EPUB ships broken: hrefs relative to the wrong folder, or none that leads anywhere.
@Suite(.enabled(if: EPUBFixtures.available, "needs python3"))
struct EPUBContentsTests {
    /// `chapter1.xhtml` where the file is `guide/chapter1.xhtml`: the one file of that name. An
    /// `index.xhtml` there are two of stays unresolved.
    @Test func anHrefInTheWrongFolderFindsTheOnlyFileOfItsName() throws {
        let book = try BookLoader.load(path: EPUBFixtures.path("wrong-folder.epub"))
        #expect(book.chapters.map(\.title) == ["First", "Second", "Third"])
        #expect(book.chapters.map { book.paragraphs[$0.paragraphs.lowerBound].text } == ["Chapter 1", "Chapter 2", "Chapter 3"])
        // The window (the first page, before the whole book is read) finds them too.
        let window = try EPUBLoader.window(path: EPUBFixtures.path("wrong-folder.epub"), from: book.chapters[1].offset)
        #expect(window.chapters.map(\.title) == ["Second"])
    }

    /// Nav and NCX with fewer than two entries that lead to a document (one, for a whole book): the `h1`–`h3` headings.
    @Test func withNothingUsableTheContentsAreTheHeadings() throws {
        let book = try BookLoader.load(path: EPUBFixtures.path("unusable-contents.epub"))
        #expect(
            book.chapters.map(\.title) == [
                "Chapter 1", "Section 1.1", "Part 1.1.a", "Chapter 2", "Section 2.1", "Part 2.1.a",
                "Chapter 3", "Section 3.1", "Part 3.1.a", "Index",
            ])
        #expect(book.chapters.map(\.level) == [1, 2, 3, 1, 2, 3, 1, 2, 3, 1])
    }
}
