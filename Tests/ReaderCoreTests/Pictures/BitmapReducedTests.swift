import PropertyBased
import Testing

@testable import ReaderCore

/// `Bitmap.reduced(toCover:)`: a picture sent to the terminal no larger than its cells show.
struct BitmapReducedTests {
    /// A `width`×`height` picture whose pixel (x, y) is `pixel(x, y)`.
    func bitmap(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8]) -> Bitmap {
        Bitmap(
            size: PixelSize(width: width, height: height),
            rgba: (0..<height).flatMap { y in (0..<width).flatMap { x in pixel(x, y) } })
    }

    @Test func eachPixelIsTheAverageOfItsBlock() {
        // Columns alternate 0 and 255 in red, rows alternate 10 and 20 in green: 2×2 blocks average 128 and 15.
        let picture = bitmap(8, 4) { x, y in [x % 2 == 0 ? 0 : 255, y % 2 == 0 ? 10 : 20, 7, 255] }
        let reduced = picture.reduced(toCover: PixelSize(width: 4, height: 2))
        #expect(reduced.size == PixelSize(width: 4, height: 2))
        #expect(reduced.rgba == Array(repeating: [128, 15, 7, 255], count: 8).flatMap { $0 })
    }

    @Test func aPictureLessThanTwiceTheCellsIsSentAsItIs() {
        let picture = bitmap(30, 30) { x, y in [UInt8(x), UInt8(y), 0, 255] }
        #expect(picture.reduced(toCover: PixelSize(width: 16, height: 16)) == picture)
        #expect(picture.reduced(toCover: PixelSize(width: 8, height: 16)) == picture, "the tighter side decides")
    }

    @Test func theReducedPictureStillCoversTheCells() async {
        await propertyCheck(input: Gen.int(in: 1...300), Gen.int(in: 1...300), Gen.int(in: 1...120), Gen.int(in: 1...120)) {
            width, height, targetWidth, targetHeight in
            let picture = bitmap(width, height) { _, _ in [1, 2, 3, 4] }
            let target = PixelSize(width: targetWidth, height: targetHeight)
            let reduced = picture.reduced(toCover: target)
            #expect(reduced.size.width >= min(width, targetWidth) && reduced.size.height >= min(height, targetHeight))
            #expect(reduced.size.width <= width && reduced.size.height <= height)
            #expect(reduced.rgba.count == reduced.size.width * reduced.size.height * 4)
        }
    }
}
