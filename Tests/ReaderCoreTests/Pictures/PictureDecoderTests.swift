import Foundation
import ReaderCore
import TestSupport
import Testing

/// The four decoders on the fixture pictures (`Tests/Fixtures/pictures/make.py`), and hostile files.
struct PictureDecoderTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: Package.root + "/Tests/Fixtures/pictures/" + name)))
    }

    /// The quadrants' colours (red, green / blue, white), as `make.py` paints them.
    static let quadrants: [[UInt8]] = [[220, 40, 40], [40, 180, 60], [40, 60, 200], [250, 250, 250]]

    @Test(arguments: [
        ("quadrants.png", PictureFormat.png, 0), ("quadrants.gif", .gif, 0), ("quadrants.webp", .webp, 0),
        ("quadrants.jpg", .jpeg, 12),
    ])
    func decodesEachFormat(name: String, format: PictureFormat, tolerance: Int) throws {
        let bytes = try Self.fixture(name)
        #expect(PictureFormat.sniff(bytes) == format)
        let header = try PictureDecoder.size(of: bytes)
        #expect(header.format == format && header.size == PixelSize(width: 32, height: 16))
        let bitmap = try PictureDecoder.decode(bytes)
        #expect(bitmap.size == PixelSize(width: 32, height: 16))
        #expect(bitmap.channels == (format == .jpeg ? 3 : 4), "a JPEG has no alpha to keep")
        // The centre of each quadrant, away from a lossy format's edges.
        for (q, (x, y)) in [(8, 4), (24, 4), (8, 12), (24, 12)].enumerated() {
            let i = (y * 32 + x) * bitmap.channels
            let pixel = Array(bitmap.pixels[i..<i + 3])
            #expect(zip(pixel, Self.quadrants[q]).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }, "\(name) quadrant \(q): \(pixel)")
            #expect(bitmap.channels == 3 || bitmap.pixels[i + 3] == 255)
        }
    }

    @Test func theFormatIsTheBytesNotTheName() throws {
        #expect(throws: PictureError.unknownFormat) { try PictureDecoder.decode(Self.fixture("wrong-magic.png")) }
        #expect(PictureFormat.sniff(Array("<html><svg xmlns=".utf8)) == nil)
        #expect(PictureFormat.sniff([UInt8]()) == nil)
    }

    /// A 100000×100000 header is refused from the header: nothing is allocated for its pixels.
    @Test func aHugeHeaderIsRefusedBeforeDecoding() throws {
        let huge = PixelSize(width: 100_000, height: 100_000)
        #expect(throws: PictureError.tooLarge(.png, huge)) { try PictureDecoder.size(of: Self.fixture("huge.png")) }
        #expect(throws: PictureError.tooLarge(.png, huge)) { try PictureDecoder.decode(Self.fixture("huge.png")) }
    }

    @Test(arguments: [("truncated.png", PictureFormat.png), ("truncated.jpg", .jpeg), ("zero.png", .png)])
    func damagedPicturesAreErrors(name: String, format: PictureFormat) throws {
        #expect(throws: PictureError.unreadable(format)) { try PictureDecoder.decode(Self.fixture(name)) }
    }

    /// Every prefix of every fixture decodes or throws; none crashes.
    @Test func everyPrefixDecodesOrThrows() throws {
        for name in ["quadrants.png", "quadrants.jpg", "quadrants.gif", "quadrants.webp"] {
            let bytes = try Self.fixture(name)
            for end in 0..<bytes.count {
                _ = try? PictureDecoder.decode(Array(bytes[..<end]))
            }
        }
    }
}
