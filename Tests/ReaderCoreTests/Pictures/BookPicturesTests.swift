import Foundation
import TestSupport
import Testing

@testable import ReaderCore

/// Pictures read from files by path, for books built in tests.
struct FixturePictures: PictureFiles {
    func read(_ path: String, prefix: Int?) throws(PictureError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: Package.root + "/Tests/Fixtures/pictures/" + path) else {
            throw .unavailable("no \(path)")
        }
        return Array(data.prefix(prefix ?? data.count))
    }
}

/// An EPUB's image blocks keep the picture they show (a side table by offset), read through the book.
struct BookPicturesTests {
    static let epub = Package.root + "/Tests/Fixtures/pictures/pictures.epub"

    @Test(arguments: [false, true])
    func anEPUBImageBlockKnowsItsPicture(window: Bool) throws {
        let book = window ? try EPUBLoader.window(path: Self.epub, from: 0) : try EPUBLoader.load(path: Self.epub)
        let pictures = try #require(book.pictures)
        let image = try #require(book.paragraphs.indices.first { book.paragraphs.kinds[$0] == .image })
        #expect(book.paragraphs[image].text == "four quadrants")
        let offset = book.paragraphs.offsets[image]
        #expect(pictures.count == 1)
        #expect(pictures.path(ofBlockAt: offset) == "OEBPS/images/quadrants.png")
        #expect(pictures.path(ofBlockAt: offset + 1) == nil)
        #expect(pictures.size(ofBlockAt: offset) == PixelSize(width: 64, height: 64))
        let bitmap = try PictureDecoder.decode(pictures.bytes(ofBlockAt: offset))
        #expect(bitmap.size == PixelSize(width: 64, height: 64) && bitmap.pixels.prefix(4) == [220, 40, 40, 255])
    }

    @Test func aTextBookHasNoPictures() {
        #expect(makeBook(["one", "two"]).pictures == nil)
    }

    /// A picture that cannot be read has no size: it keeps its placeholder.
    @Test func anUnreadablePictureHasNoSize() {
        let pictures = BookPictures(
            [(offset: 0, path: "huge.png"), (offset: 5, path: "truncated.jpg"), (offset: 9, path: "absent.png")], files: FixturePictures())
        #expect(pictures.size(ofBlockAt: 0) == nil)
        #expect(pictures.size(ofBlockAt: 5) == nil)
        #expect(pictures.size(ofBlockAt: 9) == nil)
        #expect(throws: PictureError.unavailable("no absent.png")) { try pictures.bytes(ofBlockAt: 9) }
    }
}
