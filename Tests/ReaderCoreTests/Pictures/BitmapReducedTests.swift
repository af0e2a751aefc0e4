import PropertyBased
import Testing

@testable import ReaderCore

/// `Bitmap.reduced(toCover:)`: a picture kept and sent to the terminal no larger than its cells show.
struct BitmapReducedTests {
    /// A `width`×`height` picture whose pixel (x, y) is `pixel(x, y)`.
    func bitmap(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8]) -> Bitmap {
        Bitmap(
            size: PixelSize(width: width, height: height),
            channels: 4, pixels: (0..<height).flatMap { y in (0..<width).flatMap { x in pixel(x, y) } })
    }

    @Test func eachPixelIsTheAverageOfTheAreaItCovers() {
        // Columns alternate 0 and 255 in red, rows alternate 10 and 20 in green: halved, each pixel
        // averages 2×2 of them (about 128 and 15).
        let picture = bitmap(8, 4) { x, y in [x % 2 == 0 ? 0 : 255, y % 2 == 0 ? 10 : 20, 7, 255] }
        let reduced = picture.reduced(toCover: PixelSize(width: 4, height: 2))
        #expect(reduced.size == PixelSize(width: 4, height: 2))
        for pixel in 0..<8 {
            let p = Array(reduced.pixels[pixel * 4..<pixel * 4 + 4]).map(Int.init)
            #expect(abs(p[0] - 128) <= 1 && abs(p[1] - 15) <= 1 && p[2] == 7 && p[3] == 255, "\(p)")
        }
        // A third of the size: each pixel covers one and a half of the source's either way.
        let third = bitmap(9, 3) { x, _ in [UInt8(x * 30), 0, 0, 255] }.reduced(toCover: PixelSize(width: 3, height: 1))
        #expect(third.size == PixelSize(width: 3, height: 1))
        #expect(third.pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element).map { Int($0) / 10 } == [3, 12, 21])
    }

    /// Weighted by alpha: the colour of a transparent pixel never bleeds into its neighbours.
    @Test func aTransparentPixelsColourDoesNotBleed() {
        let picture = bitmap(2, 2) { x, _ in x < 1 ? [255, 0, 0, 0] : [0, 0, 255, 255] }
        let reduced = picture.reduced(toCover: PixelSize(width: 1, height: 1))
        #expect(reduced.size == PixelSize(width: 1, height: 1))
        #expect(reduced.pixels[0] <= 2 && reduced.pixels[2] >= 253 && abs(Int(reduced.pixels[3]) - 128) <= 1, "\(reduced.pixels)")
    }

    /// A picture without alpha (a JPEG's) is reduced as one: 3 bytes a pixel, the same averages.
    @Test func aPictureWithoutAlphaIsReducedWithoutIt() {
        let pixels: [UInt8] = (0..<4).flatMap { y in (0..<8).flatMap { x in [x % 2 == 0 ? 0 : 255, y % 2 == 0 ? 10 : 20, 7] as [UInt8] } }
        let reduced = Bitmap(size: PixelSize(width: 8, height: 4), channels: 3, pixels: pixels).reduced(
            toCover: PixelSize(width: 4, height: 2))
        #expect(reduced.size == PixelSize(width: 4, height: 2) && reduced.channels == 3 && reduced.pixels.count == 4 * 2 * 3)
        for pixel in 0..<8 {
            let p = Array(reduced.pixels[pixel * 3..<pixel * 3 + 3]).map(Int.init)
            #expect(abs(p[0] - 128) <= 1 && abs(p[1] - 15) <= 1 && p[2] == 7, "\(p)")
        }
    }

    @Test func aPictureWithinATenthOfItsCellsIsSentAsItIs() {
        let picture = bitmap(30, 30) { x, y in [UInt8(x), UInt8(y), 0, 255] }
        #expect(picture.reduced(toCover: PixelSize(width: 28, height: 28)) == picture)
        #expect(picture.reduced(toCover: PixelSize(width: 16, height: 28)) == picture, "the larger need decides")
        #expect(picture.reduced(toCover: PixelSize(width: 16, height: 16)).size == PixelSize(width: 16, height: 16))
    }

    /// Covers the cells and is no larger than that needs: one side meets its cells (within the
    /// rounding of a pixel), or the picture is kept as it is.
    @Test func theReducedPictureJustCoversTheCells() async {
        await propertyCheck(input: Gen.int(in: 1...300), Gen.int(in: 1...300), Gen.int(in: 1...120), Gen.int(in: 1...120)) {
            width, height, targetWidth, targetHeight in
            let picture = bitmap(width, height) { _, _ in [1, 2, 3, 4] }
            let target = PixelSize(width: targetWidth, height: targetHeight)
            let reduced = picture.reduced(toCover: target)
            #expect(reduced.size.width >= min(width, targetWidth) && reduced.size.height >= min(height, targetHeight))
            #expect(reduced.size.width <= width && reduced.size.height <= height)
            #expect(reduced == picture || reduced.size.width <= targetWidth + 1 || reduced.size.height <= targetHeight + 1)
            #expect(reduced.pixels.count == reduced.size.width * reduced.size.height * 4)
        }
    }
}
