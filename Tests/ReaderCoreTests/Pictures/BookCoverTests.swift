import Foundation
import TestSupport
import Testing

@testable import ReaderCore

/// Covers for the library: the picture an EPUB's package names, else the first picture of a
/// book's opening blocks (a title page, a comic's first page); none for text; calibre's cover.jpg.
struct BookCoverTests {
    static let pictures = Package.root + "/Tests/Fixtures/pictures/"
    let folder: TemporaryFolder
    let png: Data, jpg: Data

    init() throws {
        folder = try TemporaryFolder()
        png = try Data(contentsOf: URL(fileURLWithPath: Self.pictures + "quadrants.png"))
        jpg = try Data(contentsOf: URL(fileURLWithPath: Self.pictures + "quadrants.jpg"))
    }

    /// An EPUB whose package holds `metadata` and `manifest` lines besides its one chapter, which
    /// shows `body`; its pictures are `images/a.png` and `images/b.jpg`. With `coverPage`, a
    /// `cover.xhtml` showing it is in the spine, outside the reading order.
    func epub(_ name: String, metadata: String = "", manifest: String = "", body: String, coverPage: String? = nil) throws -> String {
        let coverItem = coverPage == nil ? "" : "<item id=\"cp\" href=\"cover.xhtml\" media-type=\"application/xhtml+xml\"/>"
        let coverRef = coverPage == nil ? "" : "<itemref idref=\"cp\" linear=\"no\"/>"
        let opf = """
            <?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata>\
            <dc:title xmlns:dc="http://purl.org/dc/elements/1.1/">T</dc:title>\(metadata)</metadata><manifest>\
            <item id="ch" href="ch.xhtml" media-type="application/xhtml+xml"/>\
            <item id="a" href="images/a.png" media-type="image/png"/><item id="b" href="images/b.jpg" media-type="image/jpeg"/>\
            \(manifest)\(coverItem)</manifest><spine><itemref idref="ch"/>\(coverRef)</spine></package>
            """
        let container = """
            <?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\
            <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
            """
        func document(_ body: String) -> Data { Data("<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>\(body)</body></html>".utf8) }
        let path = folder.path + "/" + name
        try FormatFixtures.zip(
            [
                ("mimetype", Data("application/epub+zip".utf8)), ("META-INF/container.xml", Data(container.utf8)),
                ("OEBPS/content.opf", Data(opf.utf8)), ("OEBPS/ch.xhtml", document(body)),
                ("OEBPS/images/a.png", png), ("OEBPS/images/b.jpg", jpg),
            ] + (coverPage.map { [("OEBPS/cover.xhtml", document($0))] } ?? []), to: path)
        return path
    }

    @Test func anEPUBsDeclaredCoverComesFirst() throws {
        let text = "<h1>One</h1><p>Text.</p><img src=\"images/a.png\" alt=\"a\"/>"
        let epub2 = try epub("two.epub", metadata: "<meta name=\"cover\" content=\"b\"/>", body: text)
        #expect(BookCover.bytes(path: epub2) == Array(jpg))
        let epub3 = try epub(
            "three.epub", manifest: "<item id=\"c\" href=\"images/b.jpg\" media-type=\"image/jpeg\" properties=\"cover-image\"/>",
            body: text)
        #expect(BookCover.bytes(path: epub3) == Array(jpg))
        // A declaration naming what is not a picture is passed over.
        let wrong = try epub("wrong.epub", metadata: "<meta name=\"cover\" content=\"ch\"/>", body: "<p>No picture.</p>")
        #expect(BookCover.bytes(path: wrong) == nil)
    }

    @Test func elseThePictureOfTheOpeningBlocks() throws {
        let titlePage = try epub(
            "title.epub", body: "<h1>A Title</h1><p>by Someone</p><img src=\"images/a.png\" alt=\"cover\"/><p>Text.</p>")
        #expect(BookCover.bytes(path: titlePage) == Array(png))
        let coverPage = try epub(
            "page.epub", body: "<img src=\"images/a.png\" alt=\"title page\"/>", coverPage: "<img src=\"images/b.jpg\" alt=\"Cover\"/>")
        #expect(BookCover.bytes(path: coverPage) == Array(jpg), "a cover page outside the reading order comes first")
        let late = (1...10).map { "<p>Paragraph \($0).</p>" }.joined()
        let inside = try epub("inside.epub", body: late + "<img src=\"images/a.png\" alt=\"a figure\"/>")
        #expect(BookCover.bytes(path: inside) == nil, "a figure deep in the text is no cover")
        let comic = folder.path + "/comic.cbz"
        try FormatFixtures.zip([("p2.jpg", jpg), ("p1.png", png)], to: comic)
        #expect(BookCover.bytes(path: comic) == Array(png))
    }

    @Test func anFB2sCoverpageComesFirst() throws {
        func fb2(coverpage: Bool) -> Data {
            let cover = coverpage ? "<coverpage><image l:href=\"#c.jpg\"/></coverpage>" : ""
            return Data(
                """
                <?xml version="1.0" encoding="utf-8"?>
                <FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0" xmlns:l="http://www.w3.org/1999/xlink">
                <description><title-info><book-title>T</book-title>\(cover)</title-info></description>
                <body><section><title><p>One</p></title><image l:href="#a.png"/><p>Text.</p></section></body>
                <binary id="c.jpg" content-type="image/jpeg">\(jpg.base64EncodedString())</binary>
                <binary id="a.png" content-type="image/png">\(png.base64EncodedString())</binary></FictionBook>
                """.utf8)
        }
        #expect(BookCover.bytes(path: try folder.write(fb2(coverpage: true), to: "cover.fb2")) == Array(jpg))
        #expect(BookCover.bytes(path: try folder.write(fb2(coverpage: false), to: "plain.fb2")) == Array(png))
    }

    @Test func aKindleBooksEXTHCoverComesFirst() throws {
        let mobi = Package.root + "/Tests/Fixtures/mobi/"
        // The cover is calibre's JPEG of quadrants.jpg; the first page shows quadrants.png.
        let cover = try #require(BookCover.bytes(path: mobi + "book-cover.azw3"))
        #expect(PictureFormat.sniff(cover) == .jpeg)
        #expect(try PictureDecoder.decode(cover).size == PictureDecoder.decode(Array(jpg)).size)
        // Without one, the picture on the first page.
        let first = try #require(BookCover.bytes(path: mobi + "book.azw3"))
        #expect(PictureFormat.sniff(first) == .png)
    }

    @Test func textHasNoneButCalibresBookFolderHasItsCoverJPG() throws {
        let text = try folder.write(Data("Chapter 1\n\nText.\n".utf8), to: "plain/book.txt")
        #expect(BookCover.bytes(path: text) == nil)
        try folder.write(jpg, to: "plain/cover.jpg")
        #expect(BookCover.bytes(path: text) == nil, "a cover.jpg outside a calibre book folder is not taken")
        try folder.write(Data("<package/>".utf8), to: "plain/metadata.opf")
        #expect(BookCover.bytes(path: text) == Array(jpg))
        #expect(BookCover.bytes(path: folder.path + "/none.epub") == nil)
    }
}
