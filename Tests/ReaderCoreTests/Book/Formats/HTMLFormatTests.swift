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

    /// An `img` shows the file beside the book it names; a name that leaves the book's folder,
    /// or a URL, shows nothing (its alt text stays); a page without pictures has none.
    @Test func picturesAreTheFilesBesideTheBookAndNoneOutsideIt() throws {
        let folder = try TemporaryFolder()
        let png = try Data(contentsOf: URL(fileURLWithPath: Package.root + "/Tests/Fixtures/pictures/quadrants.png"))
        try folder.write(png, to: "book/images/q%.png")
        try folder.write(png, to: "outside.png")
        let html = """
            <html><body><h1>One</h1><p><img src="images/q%25.png" alt="beside"/></p>
            <p><img src="../outside.png" alt="outside"/></p><p><img src="https://example.com/x.png" alt="remote"/></p>
            <p><img src="/images/q%25.png" alt="rooted"/></p></body></html>
            """
        let book = try BookLoader.load(path: try folder.write(Data(html.utf8), to: "book/page.html"))
        let pictures = try #require(book.pictures)
        let images = book.paragraphs.filter { $0.kind == .image }
        #expect(images.map(\.text) == ["beside", "outside", "remote", "rooted"])
        #expect(try pictures.bytes(ofBlockAt: images[0].offset) == Array(png))
        #expect(throws: PictureError.self) { try pictures.bytes(ofBlockAt: images[1].offset) }
        #expect(throws: PictureError.self) { try pictures.bytes(ofBlockAt: images[2].offset) }
        #expect(try pictures.bytes(ofBlockAt: images[3].offset) == Array(png), "a rooted name is the book's folder's")
        let markdown = try BookLoader.load(path: try folder.write(Data("# One\n\n![beside](images/q%25.png)\n".utf8), to: "book/notes.md"))
        #expect(try markdown.pictures.map { try $0.bytes(ofBlockAt: markdown.paragraphs[1].offset) } == Array(png))
        let plain = try BookLoader.load(path: try folder.write(Data("<p>No pictures.</p>".utf8), to: "book/plain.html"))
        #expect(plain.pictures == nil)
    }
}
