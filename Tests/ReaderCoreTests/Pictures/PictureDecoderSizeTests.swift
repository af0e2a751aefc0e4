import Foundation
import ReaderCore
import TestSupport
import Testing

/// Pictures decoded no larger than they are shown: a JPEG scaled in eighths by libjpeg as it
/// decodes (the whole picture never made), then like other formats reduced to cover what is shown.
struct PictureDecoderSizeTests {
    /// The quadrants at 256×128.
    static let large = try! PictureDecoderTests.fixture("quadrants-256.jpg")

    @Test(arguments: [
        (PixelSize(width: 30, height: 10), PixelSize(width: 32, height: 16)), // 1/8 covers it, within a tenth
        (PixelSize(width: 33, height: 10), PixelSize(width: 33, height: 17)), // 2/8 (64×32), reduced
        (PixelSize(width: 70, height: 40), PixelSize(width: 80, height: 40)), // 3/8 (96×48), reduced
        (PixelSize(width: 10, height: 100), PixelSize(width: 200, height: 100)), // 7/8: the taller need decides
        (PixelSize(width: 300, height: 200), PixelSize(width: 256, height: 128)), // never larger than the picture
    ])
    func aJPEGIsDecodedAtTheFewestEighthsThenReducedToCoverTheNeed(target: PixelSize, size: PixelSize) throws {
        let bitmap = try PictureDecoder.decode(Self.large, toCover: target)
        #expect(bitmap.size == size)
        // Scaling keeps the picture: the centre of each quadrant has its colour.
        for (q, (x, y)) in [(1, 1), (3, 1), (1, 3), (3, 3)].enumerated() {
            let i = (y * size.height / 4 * size.width + x * size.width / 4) * bitmap.channels
            let pixel = Array(bitmap.pixels[i..<i + 3])
            #expect(zip(pixel, PictureDecoderTests.quadrants[q]).allSatisfy { abs(Int($0) - Int($1)) <= 12 }, "\(q): \(pixel)")
        }
    }

    @Test func otherFormatsAreReducedAfterDecoding() throws {
        let png = try PictureDecoderTests.fixture("wide.png") // 160×80
        #expect(try PictureDecoder.decode(png, toCover: PixelSize(width: 40, height: 10)).size == PixelSize(width: 40, height: 20))
        #expect(try PictureDecoder.decode(png, toCover: PixelSize(width: 100, height: 10)).size == PixelSize(width: 100, height: 50))
        #expect(try PictureDecoder.decode(png, toCover: PixelSize(width: 150, height: 10)).size == PixelSize(width: 160, height: 80))
        #expect(try PictureDecoder.decode(png).size == PixelSize(width: 160, height: 80))
    }

    @Test func aDamagedJPEGFailsAtAnySize() throws {
        let cut = Array(Self.large[..<(Self.large.count / 2)])
        #expect(throws: PictureError.unreadable(.jpeg)) { try PictureDecoder.decode(cut, toCover: PixelSize(width: 40, height: 20)) }
    }
}
