import Foundation
import TestSupport
import Testing

@testable import ReaderCore

/// A single HTML file read as a book through the EPUB path's blocks.
struct HTMLFormatTests {
    @Test func anHTMLFileIsABookWithHeadingsAndLinks() throws {
        let html = """
            <!DOCTYPE html><html><head><title>x</title><style>p{}</style></head><body>
            <h1>One</h1><p>Text with <a href="#later">a link</a> and <em>stress</em>.</p>
            <h2 id="later">Two</h2><pre>  kept   as is</pre><br/><p>After.</p>
            </body></html>
            """
        let folder = try TemporaryFolder()
        let path = try folder.write(Data(html.utf8), to: "page.xhtml")
        let book = try BookLoader.load(path: path)
        #expect(book.contents.map(\.title) == ["One", "Two"])
        #expect(book.paragraphs.map(\.text) == ["One", "Text with a link and stress.", "Two", "  kept   as is", "After."])
        let link = try #require(book.paragraphs[1].spans.first { $0.kind == .link })
        #expect(book.links[Int(link.link)] == .place(offset: book.paragraphs[2].offset, grapheme: 0))
        let offsets = book.paragraphs.offsets
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        #expect(offsets.last! < html.utf8.count)
    }
}
