import Foundation
import TestSupport
import Testing

@testable import ReaderCore

/// Markdown books through cmark-gfm: headings as contents, code kept byte for byte, lists,
/// quotes, tables as the EPUB path sets them, footnotes reached by link, blocks anchored at
/// their lines in the file.
struct MarkdownFormatTests {
    func load(_ markdown: String) throws -> (Book, [UInt8]) {
        let folder = try TemporaryFolder()
        let path = try folder.write(Data(markdown.utf8), to: "book.md")
        #expect(BookFormats.of(try SourceFile(path: path)) is MarkdownFormat)
        return (try BookLoader.load(path: path), Array(markdown.utf8))
    }

    static let sample = """
        # The Title

        Some *soft* and **bold** words with a note[^n].

        ## Part Two

        - first
        - second

        ```
        let x = 1   // three spaces
            indented
        ```

        | Name | Size |
        |------|------|
        | a    | 1    |

        > Quoted.

        [^n]: The note.

        """

    @Test func everyBlockBecomesItsKind() throws {
        let (book, source) = try load(Self.sample)
        let blocks = Array(book.paragraphs)
        func block(_ prefix: String) -> Paragraph? { blocks.first { $0.text.hasPrefix(prefix) } }
        #expect(block("The Title")?.kind == .heading(1))
        #expect(block("Part Two")?.kind == .heading(2))
        #expect(block("• first")?.kind == .listItem)
        #expect(block("let x")?.text == "let x = 1   // three spaces\n    indented")
        #expect(block("let x")?.kind == .preformatted)
        #expect(block("Name")?.text == "Name │ Size\na    │ 1")
        #expect(block("Quoted.")?.kind == .blockQuote)
        #expect(block("Some")?.spans.map(\.kind).prefix(2) == [.emphasis, .strong])
        #expect(book.contents.map(\.title) == ["The Title", "Part Two"])
        // Each block is anchored at the start of its line in the Markdown.
        let heading = try #require(block("Part Two"))
        let line = try #require(String(decoding: source, as: UTF8.self).range(of: "## Part Two"))
        #expect(heading.offset == Self.sample.utf8.distance(from: Self.sample.utf8.startIndex, to: line.lowerBound))
    }

    @Test func aFootnoteReferenceLeadsToItsNote() throws {
        let (book, _) = try load(Self.sample)
        let text = try #require(book.paragraphs.first { $0.text.hasPrefix("Some") })
        let span = try #require(text.spans.first { $0.kind == .link })
        guard case .place(let offset, _) = book.links[Int(span.link)] else {
            Issue.record("not a place: \(book.links[Int(span.link)])")
            return
        }
        #expect(book.paragraphs[book.paragraphIndex(atOrBefore: offset)].text.contains("The note."))
    }

    /// A generated book: its contents are its headings and its text every paragraph in order.
    @Test(arguments: [UInt64(4), 5])
    func aGeneratedBookComesBackWhole(seed: UInt64) throws {
        let chapters = FormatFixtures.chapters(10, paragraphs: 15, seed: seed)
        let markdown = chapters.map { "# \($0.title)\n\n" + $0.paragraphs.joined(separator: "\n\n") }.joined(separator: "\n\n")
        let (book, _) = try load(markdown)
        #expect(book.contents.map(\.title) == chapters.map(\.title))
        #expect(book.paragraphs.map(\.text) == chapters.flatMap { [$0.title] + $0.paragraphs })
        let offsets = book.paragraphs.offsets
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        #expect(offsets.last! < book.sourceSize)
    }

    /// Quotes nested a hundred thousand deep: refused by the markup checks, not followed down.
    @Test func deepNestingIsRefused() throws {
        #expect(throws: ReaderError.self) { try load(String(repeating: ">", count: 100_000) + " deep\n") }
    }
}
