import Foundation
import TestSupport
import Testing

@testable import ReaderCore

/// The registry: which format each file is, by its name and its first bytes.
struct BookFormatsTests {
    @Test(arguments: [
        ("a.txt", "plain words", "txt"),
        ("a.TXT", "plain words", "txt"),
        ("noname", "plain words", "txt"),
        ("a.fb2", "<?xml version=\"1.0\"?><FictionBook>", "fb2"),
        ("a.xml", "<?xml version=\"1.0\"?>\n<FictionBook xmlns=\"x\">", "fb2"),
        ("a.md", "# Title", "markdown"),
        ("a.Markdown", "# Title", "markdown"),
        ("a.html", "<p>x</p>", "html"),
        ("a.xhtml", "<p>x</p>", "html"),
        ("a.htm", "<p>x</p>", "html"),
    ])
    func aFileIsTheFormatItsNameOrStartSays(name: String, text: String, format: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Data(text.utf8), to: name)
        #expect(BookFormats.of(try SourceFile(path: path)).name == format)
    }

    @Test func aZipIsAnEPUBUnlessNamedAsAZippedFB2OrAComic() throws {
        let folder = try TemporaryFolder()
        let zip = Data([0x50, 0x4B, 3, 4] + [UInt8](repeating: 0, count: 40))
        #expect(BookFormats.of(try SourceFile(path: folder.write(zip, to: "book.epub"))) is EPUBFormat)
        #expect(BookFormats.of(try SourceFile(path: folder.write(zip, to: "book.zip"))) is EPUBFormat)
        #expect(BookFormats.of(try SourceFile(path: folder.write(zip, to: "book.fb2.zip"))) is FB2Format)
        #expect(BookFormats.of(try SourceFile(path: folder.write(zip, to: "comic.CBZ"))) is CBZFormat)
    }

    @Test func everyFormatIsListedWithItsExtensions() {
        #expect(BookFormats.all.map(\.name) == ["epub", "mobi", "pdf", "fb2", "cbz", "markdown", "html", "txt"])
        #expect(
            BookFormats.extensionList
                == ".epub, .mobi, .azw3, .azw, .prc, .pdf, .fb2, .fb2.zip, .cbz, .md, .markdown, .html, .htm, .xhtml, .txt")
        #expect(Set(BookFormats.all.map(\.name)).count == BookFormats.all.count)
    }
}
