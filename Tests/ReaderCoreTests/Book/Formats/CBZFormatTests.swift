import Foundation
import TestSupport
import Testing

@testable import ReaderCore

/// Comic book archives: a zip of pictures read as one picture a page, in the order of their
/// names; ComicInfo.xml's title, writers, language and manga direction; damaged comics refused in one line.
struct CBZFormatTests {
    static let pictures = Package.root + "/Tests/Fixtures/pictures/"
    /// Where each test's comics are written, kept while it reads their pictures.
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    func picture(_ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: Self.pictures + name)) }

    /// A comic of `entries` written to a fresh folder, and the result of loading it.
    func load(_ entries: [(String, Data)], named name: String = "comic.cbz") throws -> Result<Book, ReaderError> {
        let path = folder.path + "/" + name
        try FormatFixtures.zip(entries, to: path)
        return Result { () throws(ReaderError) in try CBZFormat().load(path: path) }
    }

    static let info = Data(
        """
        <?xml version="1.0"?><ComicInfo xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><Series>The Lamp</Series>\
        <Number>3</Number><Writer>A. Writer,  B. Artist</Writer><LanguageISO>ja</LanguageISO><Manga>YesAndRightToLeft</Manga></ComicInfo>
        """.utf8)

    @Test func pagesArePicturesInTheOrderOfTheirNames() throws {
        let png = try picture("quadrants.png"), jpg = try picture("quadrants.jpg"), gif = try picture("quadrants.gif")
        let book = try load([
            ("ch2/page1.png", png), ("ch1/page10.jpg", jpg), ("ch1/page2.png", png), ("ch1/page1.gif", gif), ("ch1/", Data()),
            ("__MACOSX/ch1/._page1.gif", gif), ("ch1/.thumb.png", png), ("ch1/notes.txt", Data("x".utf8)), ("ComicInfo.xml", Self.info),
        ]).get()
        #expect(book.paragraphs.map(\.kind) == [.image, .separator, .image, .separator, .image, .separator, .image])
        #expect(book.paragraphs.map(\.text).filter { !$0.isEmpty } == (1...4).map { "page \($0) of 4" })
        let pictures = try #require(book.pictures)
        #expect(
            book.paragraphs.map(\.offset).compactMap { pictures.path(ofBlockAt: $0) }
                == ["ch1/page1.gif", "ch1/page2.png", "ch1/page10.jpg", "ch2/page1.png"])
        #expect(pictures.size(ofBlockAt: 0) != nil)
        #expect(try pictures.bytes(ofBlockAt: 2) == Array(png))
        // ComicInfo: Series #Number as the title; a manga turns right to left, its pictures upright.
        #expect(book.title == "The Lamp #3")
        #expect(book.authors == ["A. Writer", "B. Artist"])
        #expect(book.language == "ja" && book.pageProgression == .rightToLeft && !book.asksForVerticalWriting)
        #expect(book.chapters.count == 1 && book.chapters[0].paragraphs == 0..<7)
    }

    /// Without ComicInfo (or with a damaged one) the title is the file's name, the pages left to right.
    @Test(arguments: [nil, "<ComicInfo><Title>Half"])
    func withoutReadableInformationTheNameIsTheTitle(info: String?) throws {
        let book = try load(
            [("1.png", try picture("quadrants.png"))] + (info.map { [("comicinfo.xml", Data($0.utf8))] } ?? []), named: "Lamp 03.cbz"
        )
        .get()
        #expect(book.title == "Lamp 03")
        #expect(book.pageProgression == .leftToRight && book.authors.isEmpty)
        #expect(book.paragraphs.count == 1)
    }

    @Test func aComicWithoutPicturesOrNotAZipIsRefusedInOneLine() throws {
        guard case .failure(let empty) = try load([("readme.txt", Data("hello".utf8))]) else {
            Issue.record("read")
            return
        }
        #expect(empty.exitCode == 65 && empty.description.contains("broken CBZ (no pictures in it"))
        let path = try folder.write(Data([0x50, 0x4B, 3, 4] + [UInt8](repeating: 7, count: 60)), to: "cut.cbz")
        #expect(throws: ReaderError.self) { try CBZFormat().load(path: path) }
        do {
            _ = try CBZFormat().load(path: path)
        } catch {
            #expect(error.exitCode == 65 && error.description.contains("broken CBZ") && !error.description.contains("\n"))
        }
    }

    @Test func namesAreOrderedAsNumbered() {
        let names = ["p10.png", "p2.png", "p1.png", "p01b.png", "a/p3.png", "a b.png", "a/p20.png", "P1.png", "p007.png"]
        #expect(
            names.sorted(by: NaturalOrder.precedes) == [
                "P1.png", "a/p3.png", "a/p20.png", "a b.png", "p1.png", "p01b.png", "p2.png", "p007.png", "p10.png",
            ])
        #expect(!NaturalOrder.precedes("p1", "p1") && NaturalOrder.precedes("p1", "p01") && !NaturalOrder.precedes("p01", "p1"))
    }
}
