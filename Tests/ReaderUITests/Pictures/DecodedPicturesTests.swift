import TestSupport
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// Decoded pictures are kept most recently used first within their cap: one decoding serves
/// every drawing, the oldest goes first, a picture larger than the cap is decoded for each use
/// (its pixels never kept), and one that cannot be decoded is remembered as such. Each is decoded
/// no larger than it is shown, and again when it is shown larger.
struct DecodedPicturesTests {
    /// quadrants.png is 32×16 (512 pixels), wide.png 160×80 (12,800), quadrants-256.jpg 256×128.
    static let files = FolderPictureFiles(besideBookAt: Package.root + "/Tests/Fixtures/pictures/book")
    static let pictures = BookPictures(
        [
            (offset: 0, path: "quadrants.png"), (offset: 10, path: "wide.png"), (offset: 20, path: "truncated.png"),
            (offset: 30, path: "quadrants-256.jpg"),
        ], files: files)
    /// Larger than any fixture: the whole picture.
    static let screen = PixelSize(width: 1_000, height: 1_000)

    @Test func theLeastRecentlyUsedGoesFirstWithinTheCap() throws {
        let decoded = DecodedPictures(capacity: 26_000)
        let square = try #require(decoded.bitmap(of: Self.pictures, at: 0, shown: Self.screen))
        #expect(square.size == PixelSize(width: 32, height: 16))
        #expect(try #require(decoded.bitmap(of: Self.pictures, at: 10, shown: Self.screen)).size == PixelSize(width: 160, height: 80))
        #expect(decoded.pixelsKept == 512 + 12_800)
        _ = decoded.bitmap(of: Self.pictures, at: 0, shown: Self.screen) // used again: the wide one is now the oldest
        let other = BookPictures([(offset: 0, path: "quadrants.png")], files: Self.files)
        _ = decoded.bitmap(of: other, at: 0, shown: Self.screen) // another book's picture is another picture
        let photo = try #require(decoded.bitmap(of: Self.pictures, at: 30, shown: Self.screen)) // within half the cap: 13,000
        #expect(decoded.isReady(Self.pictures, at: 0, shown: Self.screen) && decoded.isReady(other, at: 0, shown: Self.screen))
        #expect(!decoded.isReady(Self.pictures, at: 10, shown: Self.screen))
        #expect(decoded.pixelsKept == 2 * 512 + photo.pixelCount)
    }

    /// No picture is decoded to more than half the cap, whatever its format: a JPEG scaled as it
    /// decodes, then reduced, a PNG reduced after decoding; either is kept.
    @Test func aPictureIsDecodedWithinHalfTheCap() throws {
        let jpeg = DecodedPictures(capacity: 5_000)
        // The 256×128 photo needed whole within 2,500 pixels: 70×35.
        #expect(try #require(jpeg.bitmap(of: Self.pictures, at: 30, shown: Self.screen)).size == PixelSize(width: 70, height: 35))
        #expect(jpeg.pixelsKept == 70 * 35)
        // The 160×80 PNG within 3,750 pixels: 86×43.
        let png = DecodedPictures(capacity: 7_500)
        #expect(png.bitmap(of: Self.pictures, at: 10, shown: Self.screen)?.size == PixelSize(width: 86, height: 43))
        #expect(png.isReady(Self.pictures, at: 10, shown: Self.screen))
        #expect(png.pixelsKept == 86 * 43)
    }

    /// Room is made before a picture is decoded, not after: what is kept and the picture being
    /// decoded stay within the cap together. Seen with a picture whose header gives its size
    /// (32×16, 512 pixels) and whose pixels then fail: the oldest went all the same.
    @Test func roomIsMadeBeforeAPictureIsDecoded() throws {
        let decoded = DecodedPictures(capacity: 26_000)
        let wide = try #require(decoded.bitmap(of: Self.pictures, at: 10, shown: Self.screen))
        let photo = try #require(decoded.bitmap(of: Self.pictures, at: 30, shown: Self.screen))
        #expect(decoded.pixelsKept == wide.pixelCount + photo.pixelCount && decoded.pixelsKept > 26_000 - 512)
        #expect(decoded.bitmap(of: Self.pictures, at: 20, shown: Self.screen) == nil)
        #expect(!decoded.isReady(Self.pictures, at: 10, shown: Self.screen) && decoded.isReady(Self.pictures, at: 30, shown: Self.screen))
        #expect(decoded.pixelsKept == photo.pixelCount)
    }

    @Test func aPictureThatCannotBeDecodedIsRememberedAsSuch() {
        let decoded = DecodedPictures(capacity: 5_000)
        #expect(decoded.bitmap(of: Self.pictures, at: 20, shown: Self.screen) == nil)
        #expect(decoded.isReady(Self.pictures, at: 20, shown: Self.screen))
    }

    @Test func aPictureIsDecodedNoLargerThanShownAndAgainWhenShownLarger() throws {
        let decoded = DecodedPictures(capacity: 1 << 20)
        let small = PixelSize(width: 60, height: 20)
        #expect(!decoded.isReady(Self.pictures, at: 30, shown: small))
        // 2/8 of the picture, 64×32, is within a tenth of it: kept as it is.
        #expect(try #require(decoded.bitmap(of: Self.pictures, at: 30, shown: small)).size == PixelSize(width: 64, height: 32))
        #expect(decoded.pixelsKept == 64 * 32)
        #expect(decoded.isReady(Self.pictures, at: 30, shown: small))
        let larger = PixelSize(width: 100, height: 50)
        #expect(!decoded.isReady(Self.pictures, at: 30, shown: larger), "a bigger window needs a bigger decoding")
        #expect(decoded.bitmap(of: Self.pictures, at: 30, shown: larger)?.size == PixelSize(width: 100, height: 50))
        #expect(decoded.pixelsKept == 100 * 50, "in place of the smaller one")
        #expect(decoded.bitmap(of: Self.pictures, at: 30, shown: small)?.size == PixelSize(width: 100, height: 50), "the larger serves")
    }

    /// The viewer zoomed in: the part shown decides how much of the picture is decoded, and the
    /// part is cut from that decoding.
    @Test func aCropIsCutFromADecodingLargeEnoughForIt() throws {
        let decoded = DecodedPictures(capacity: 1 << 20)
        // The top left quadrant (128×64 of the picture's pixels) in 64×32: half the picture's size.
        let quadrant = PixelRect(x: 0, y: 0, size: PixelSize(width: 128, height: 64))
        let part = try #require(decoded.bitmap(of: Self.pictures, at: 30, crop: quadrant, shown: PixelSize(width: 64, height: 32)))
        #expect(part.size == PixelSize(width: 64, height: 32))
        #expect(decoded.pixelsKept == 128 * 64, "half the picture decoded")
        let centre = (16 * 64 + 32) * part.channels
        #expect(abs(Int(part.pixels[centre]) - 220) <= 12 && abs(Int(part.pixels[centre + 2]) - 40) <= 12, "red: the top left")
        // In the whole screen: the whole picture, the quadrant cut at its own size.
        let close = try #require(decoded.bitmap(of: Self.pictures, at: 30, crop: quadrant, shown: Self.screen))
        #expect(close.size == PixelSize(width: 128, height: 64))
    }

    @Test func sizesNeededForAPartAndScaledRectangles() {
        let picture = PixelSize(width: 4_000, height: 3_000)
        #expect(
            DecodedPictures.target(of: picture, crop: nil, shown: PixelSize(width: 800, height: 600), within: 1 << 30)
                == PixelSize(width: 800, height: 600))
        let half = PixelRect(x: 2_000, y: 0, size: PixelSize(width: 2_000, height: 1_500))
        #expect(
            DecodedPictures.target(of: picture, crop: half, shown: PixelSize(width: 800, height: 600), within: 1 << 30)
                == PixelSize(width: 1_600, height: 1_200))
        #expect(DecodedPictures.target(of: picture, crop: half, shown: PixelSize(width: 8_000, height: 6_000), within: 1 << 30) == picture)
        // Zoomed far into a large photograph: no more than the pixels allowed, its shape kept.
        #expect(
            DecodedPictures.target(of: picture, crop: half, shown: PixelSize(width: 8_000, height: 6_000), within: 3_000_000)
                == PixelSize(width: 2_000, height: 1_500))
        #expect(
            DecodedPictures.scaled(half, from: picture, to: PixelSize(width: 1_000, height: 750))
                == PixelRect(x: 500, y: 0, size: PixelSize(width: 500, height: 375)))
    }

    /// What is kept grows and shrinks with the screen, never below the floor.
    @Test func theCapIsThreeScreensOfPixels() throws {
        let decoded = DecodedPictures(capacity: 1 << 20)
        decoded.fit(screen: PixelSize(width: 1_920, height: 1_080))
        #expect(decoded.capacity == 3 * 1_920 * 1_080)
        decoded.fit(screen: PixelSize(width: 80, height: 48))
        #expect(decoded.capacity == DecodedPictures.minimumCapacity)
    }

    /// Decoding the pictures of the pages beside the screen never drops one on the screen, even
    /// past the cap: those beside it go first, the newest among them too.
    @Test func thePicturesOnTheScreenAreNeverDroppedForOthers() throws {
        let decoded = DecodedPictures(capacity: 10_000)
        decoded.show([10], of: Self.pictures)
        let wide = try #require(decoded.bitmap(of: Self.pictures, at: 10, shown: Self.screen)) // on the screen
        let photo = try #require(decoded.bitmap(of: Self.pictures, at: 30, shown: Self.screen))
        #expect(wide.pixelCount + photo.pixelCount == 10_000, "each within half the cap")
        _ = decoded.bitmap(of: Self.pictures, at: 0, shown: Self.screen) // 512 more: past the cap
        #expect(decoded.isReady(Self.pictures, at: 10, shown: Self.screen) && decoded.isReady(Self.pictures, at: 0, shown: Self.screen))
        #expect(!decoded.isReady(Self.pictures, at: 30, shown: Self.screen), "the oldest not on the screen went")
        #expect(decoded.pixelsKept == wide.pixelCount + 512)
        decoded.show([30], of: Self.pictures) // a page turned: the photo is on the screen now
        _ = decoded.bitmap(of: Self.pictures, at: 30, shown: Self.screen)
        #expect(decoded.isReady(Self.pictures, at: 30, shown: Self.screen) && decoded.pixelsKept == photo.pixelCount + 512)
    }
}

extension Bitmap {
    /// Its width times its height.
    fileprivate var pixelCount: Int { size.width * size.height }
}
