import Foundation
import TestSupport
import Testing

@testable import ReaderCore

/// FB2 books: the structure each element becomes, the description's title, authors and language,
/// notes reached by links, generated books whose contents and text come back in order, zipped and
/// Windows-1251 books, and damaged ones refused with a reason.
struct FB2FormatTests {
    /// Loads `xml` written to a file named `name` in a fresh folder.
    func load(_ xml: String, name: String = "book.fb2", encoding: String.Encoding = .utf8) throws -> Book {
        let folder = try TemporaryFolder()
        return try FB2Format().load(path: folder.write(try #require(xml.data(using: encoding)), to: name))
    }

    /// An FB2 document whose body is `body` (and `extra` after it).
    func document(_ body: String, extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0" xmlns:l="http://www.w3.org/1999/xlink">
        <description><title-info><book-title>T</book-title><lang>en</lang></title-info></description>
        <body>\(body)</body>\(extra)</FictionBook>
        """
    }

    @Test func everyElementBecomesItsBlock() throws {
        let book = try load(
            document(
                """
                <section id="c1"><title><p>Chapter One</p><p>The Start</p></title>
                <epigraph><p>To be.</p><text-author>Someone</text-author></epigraph>
                <p>Plain <emphasis>soft</emphasis> and <strong>bold</strong>.</p>
                <subtitle>Aside</subtitle>
                <poem><stanza><v>Line one</v><v>Line two</v></stanza></poem>
                <cite><p>Quoted words.</p></cite>
                <section><title><p>Deeper</p></title><p>Inside.</p><empty-line/><image l:href="#pic.png"/></section>
                </section>
                """))
        let blocks = Array(book.paragraphs)
        func kind(_ text: String) -> BlockKind? { blocks.first { $0.text == text }?.kind }
        #expect(kind("Chapter One\nThe Start") == .heading(1))
        #expect(kind("To be.") == .blockQuote)
        #expect(kind("Someone") == .blockQuote)
        #expect(kind("Line one\nLine two") == .lineGroup)
        #expect(kind("Quoted words.") == .blockQuote)
        #expect(kind("Deeper") == .heading(2))
        #expect(kind("Aside") == .paragraph)
        #expect(kind("pic.png") == .image)
        let plain = try #require(blocks.first { $0.text == "Plain soft and bold." })
        #expect(plain.spans.map(\.kind) == [.emphasis, .strong])
        #expect(book.contents.map(\.title) == ["Chapter One The Start", "Deeper"])
        #expect(book.contents.map(\.level) == [1, 2])
        // Every block is anchored in the file, in order.
        let offsets = book.paragraphs.offsets
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        #expect(offsets.last! < book.sourceSize)
    }

    /// calibre's FB2: sections without titles, headings written as paragraphs of one bold run. The
    /// first in a section is its title, the next ones headings below it; a bold sentence, a partly bold
    /// paragraph and a table's header row flattened into three bold paragraphs stay paragraphs.
    @Test func boldParagraphsOfUntitledSectionsAreHeadings() throws {
        let book = try load(
            document(
                """
                <section>
                <p><strong>Genesis</strong></p>
                <p><strong>Chapter 1</strong></p>
                <p><strong>1</strong> In the beginning God created the heaven and the earth.</p>
                <p><strong>Chapter 2</strong></p>
                <p>Thus the heavens and the earth were finished.</p>
                <p><strong>All of this is said in bold.</strong></p>
                <p><strong>Name</strong></p>
                <p><strong>Size</strong></p>
                <p><strong>Notes</strong></p>
                <p>Table cells follow.</p>
                </section>
                <section><title><p>Exodus</p></title><p><strong>Chapter 1</strong></p><p>Now these are the names.</p></section>
                """))
        let blocks = Array(book.paragraphs)
        func kind(_ text: String) -> BlockKind? { blocks.first { $0.text == text }?.kind }
        #expect(book.contents.map(\.title) == ["Genesis", "Chapter 1", "Chapter 2", "Exodus", "Chapter 1"])
        #expect(book.contents.map(\.level) == [1, 2, 2, 1, 2])
        #expect(kind("1 In the beginning God created the heaven and the earth.") == .paragraph)
        #expect(kind("All of this is said in bold.") == .paragraph)
        #expect(["Name", "Size", "Notes"].map(kind) == [.paragraph, .paragraph, .paragraph])
        let offsets = book.paragraphs.offsets
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
    }

    /// A `binary` holds the picture an `image` shows, base64 with line breaks; a damaged one shows none.
    @Test func anImageShowsItsBinaryPicture() throws {
        let png = try Data(contentsOf: URL(fileURLWithPath: Package.root + "/Tests/Fixtures/pictures/quadrants.png"))
        let base64 = png.base64EncodedString(options: .lineLength64Characters)
        let book = try load(
            document(
                "<section><p>Before.</p><image l:href=\"#quad.png\"/><image l:href=\"#bad.png\"/><p>After.</p></section>",
                extra: "<binary id=\"quad.png\" content-type=\"image/png\">\n\(base64)\n</binary>"
                    + "<binary id=\"bad.png\" content-type=\"image/png\">!!not base64 at all!!</binary>"))
        let images = book.paragraphs.filter { $0.kind == .image }
        let pictures = try #require(book.pictures)
        #expect(images.map(\.text) == ["quad.png", "bad.png"])
        #expect(pictures.size(ofBlockAt: images[0].offset) == PixelSize(width: 32, height: 16))
        #expect(pictures.size(ofBlockAt: images[1].offset) == nil)
        #expect(book.paragraphs.map(\.text).contains("After."))
    }

    @Test func theDescriptionGivesTitleAuthorsAndLanguage() throws {
        let xml = FormatFixtures.fb2(
            title: "西游记", author: ("承恩", "吴"), language: "zh", chapters: [("第一回", ["灵根育孕源流出，心性修持大道生。"])])
        let book = try load(xml)
        #expect(book.title == "西游记")
        #expect(book.authors == ["承恩 吴"])
        #expect(book.language == "zh")
        // The language sets the layout's conventions as an EPUB's does.
        #expect(Script.conventions(language: book.language) == .chinese)
        let japanese = try load(FormatFixtures.fb2(title: "猫", author: ("漱石", "夏目"), language: "ja", chapters: [("一", ["吾輩は猫である。"])]))
        #expect(Script.conventions(language: japanese.language) == .japanese)
    }

    @Test func aNoteReferenceLeadsToItsNote() throws {
        let book = try load(
            document(
                ##"<section><title><p>One</p></title><p>Text<a l:href="#n2" type="note">[2]</a>.</p></section>"##,
                extra:
                    #"<body name="notes"><section id="n1"><p>First note.</p></section><section id="n2"><title><p>2</p></title><p>Second note.</p></section></body>"#
            ))
        let text = try #require(book.paragraphs.first { $0.text == "Text[2]." })
        let span = try #require(text.spans.first { $0.kind == .link })
        guard case .place(let offset, _) = book.links[Int(span.link)] else {
            Issue.record("not a place: \(book.links[Int(span.link)])")
            return
        }
        let target = book.paragraphs[book.paragraphIndex(atOrBefore: offset)]
        #expect(target.text == "2")
        #expect(book.paragraphs[book.paragraphIndex(atOrBefore: offset) + 1].text == "Second note.")
        // The notes are one entry of the contents, not one per note.
        #expect(book.contents.map(\.title) == ["One", "Notes"])
    }

    /// A generated book: its contents are its sections' titles and its text every paragraph in order.
    @Test(arguments: [UInt64(1), 2, 3])
    func aGeneratedBookComesBackWhole(seed: UInt64) throws {
        let chapters = FormatFixtures.chapters(12, paragraphs: 20, seed: seed)
        let book = try load(FormatFixtures.fb2(title: "Generated", author: ("A", "B"), language: "en", chapters: chapters))
        #expect(book.contents.map(\.title) == chapters.map(\.title))
        #expect(book.paragraphs.map(\.text) == chapters.flatMap { [$0.title] + $0.paragraphs })
    }

    @Test func aZippedBookReadsAsTheSame() throws {
        let chapters = FormatFixtures.chapters(3, paragraphs: 5, seed: 9)
        let xml = FormatFixtures.fb2(title: "Zipped", author: ("A", "B"), language: "en", chapters: chapters)
        let folder = try TemporaryFolder()
        let path = folder.path + "/book.fb2.zip"
        try FormatFixtures.zip([("book.fb2", Data(xml.utf8))], to: path)
        #expect(BookFormats.of(try SourceFile(path: path)) is FB2Format)
        let zipped = try BookLoader.load(path: path)
        let plain = try load(xml)
        #expect(zipped.paragraphs.map(\.text) == plain.paragraphs.map(\.text))
        #expect(zipped.title == "Zipped")
    }

    @Test func aWindows1251BookIsDecoded() throws {
        let xml = FormatFixtures.fb2(
            title: "Война и мир", author: ("Лев", "Толстой"), language: "ru", chapters: [("Часть первая", ["Ну, князь, Генуя и Лукка."])],
            encoding: "windows-1251")
        let book = try load(xml, encoding: .windowsCP1251)
        #expect(book.title == "Война и мир")
        #expect(book.paragraphs.map(\.text).contains("Ну, князь, Генуя и Лукка."))
    }

    @Test(arguments: [
        ("<FictionBook><body><p>cut sho", "line 1: no element found"),
        ("\u{1}\u{2}binary", "line 1: not well-formed (invalid token)"),
        ("PK\u{3}\u{4} not really", "not a readable zip archive"),
        ("<FictionBook><body><p>a</section></body></FictionBook>", "line 1: mismatched tag"),
        (
            "<FictionBook><body>" + String(repeating: "<section>", count: 300) + "<p>x</p>" + String(repeating: "</section>", count: 300)
                + "</body></FictionBook>", "elements nested more than 256 deep"
        ),
    ])
    func aDamagedBookIsRefusedWithItsReason(xml: String, reason: String) throws {
        #expect(throws: ReaderError.badBook("PATH", format: "FB2", reason: reason)) {
            do {
                _ = try load(xml)
            } catch let ReaderError.badBook(_, format, found) {
                throw ReaderError.badBook("PATH", format: format, reason: found)
            }
        }
    }

    /// Entities expanding to a billion letters from a few hundred bytes: expat's amplification limit stops them.
    @Test func billionLaughsAreRefused() throws {
        var dtd = "<!DOCTYPE FictionBook [<!ENTITY l0 \"lol\">"
        for i in 1...9 { dtd += "<!ENTITY l\(i) \"" + String(repeating: "&l\(i - 1);", count: 10) + "\">" }
        let xml = "<?xml version=\"1.0\"?>" + dtd + "]><FictionBook><body><p>&l9;</p></body></FictionBook>"
        #expect(throws: ReaderError.self) { try load(xml) }
    }
}
