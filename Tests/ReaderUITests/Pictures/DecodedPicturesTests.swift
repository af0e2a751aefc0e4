import TestSupport
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// Decoded pictures are kept most recently used first within their cap: one decoding serves
/// every drawing, the oldest goes first, a picture larger than the cap is decoded for each use
/// (its pixels never kept), and one that cannot be decoded is remembered as such.
struct DecodedPicturesTests {
    /// quadrants.png is 32×16 (2 KB of pixels), wide.png 160×80 (50 KB).
    static let files = FolderPictureFiles(besideBookAt: Package.root + "/Tests/Fixtures/pictures/book")
    static let pictures = BookPictures(
        [(offset: 0, path: "quadrants.png"), (offset: 10, path: "wide.png"), (offset: 20, path: "truncated.png")], files: files)

    @Test func theLeastRecentlyUsedGoesFirstWithinTheCap() throws {
        let decoded = DecodedPictures(capacity: 54_000)
        let square = try #require(decoded.bitmap(of: Self.pictures, at: 0))
        #expect(square.size == PixelSize(width: 32, height: 16))
        #expect(try #require(decoded.bitmap(of: Self.pictures, at: 10)).size == PixelSize(width: 160, height: 80))
        #expect(decoded.bytesKept == 2_048 + 51_200)
        _ = decoded.bitmap(of: Self.pictures, at: 0) // used again: the wide one is now the oldest
        let other = BookPictures([(offset: 0, path: "quadrants.png")], files: Self.files)
        _ = decoded.bitmap(of: other, at: 0) // another book's picture is another picture
        #expect(decoded.isKept(Self.pictures, at: 0) && decoded.isKept(other, at: 0))
        #expect(!decoded.isKept(Self.pictures, at: 10))
        #expect(decoded.bytesKept == 2 * 2_048)
    }

    @Test func aPictureLargerThanTheCapIsDecodedForEachUseButNotKept() {
        let decoded = DecodedPictures(capacity: 20_000)
        #expect(decoded.bitmap(of: Self.pictures, at: 10)?.size == PixelSize(width: 160, height: 80))
        #expect(decoded.isKept(Self.pictures, at: 10), "known, so that it is not asked for again and again")
        #expect(decoded.bytesKept == 0)
        #expect(decoded.bitmap(of: Self.pictures, at: 10)?.size == PixelSize(width: 160, height: 80))
    }

    @Test func aPictureThatCannotBeDecodedIsRememberedAsSuch() {
        let decoded = DecodedPictures(capacity: 20_000)
        #expect(decoded.bitmap(of: Self.pictures, at: 20) == nil)
        #expect(decoded.isKept(Self.pictures, at: 20))
    }
}
