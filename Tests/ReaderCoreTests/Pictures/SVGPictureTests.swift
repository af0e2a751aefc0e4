import Foundation
import TestSupport
import Testing

@testable import ReaderCore

/// SVG pictures drawn by rsvg-convert: known by their root element whatever comes before it,
/// drawn at their own size, from their view box or as small as they are shown, never past the
/// longest side, hostile ones refused or drawn without reaching outside themselves.
@Suite(.enabled(if: SVGProgram.isInstalled, "rsvg-convert (librsvg2-bin) is not installed"))
struct SVGPictureTests {
    static func fixture(_ name: String) throws -> [UInt8] { try PictureDecoderTests.fixture(name) }

    @Test func anSVGIsKnownByItsRootElement() {
        #expect(PictureFormat.sniff(Array("\u{FEFF}  <svg width=\"1\"/>".utf8)) == .svg)
        #expect(PictureFormat.sniff(Array("<?xml version=\"1.0\"?><!-- a --><!DOCTYPE svg><svg:svg/>".utf8)) == .svg)
        #expect(PictureFormat.sniff(Array("<?xml version=\"1.0\"?><html><svg/></html>".utf8)) == nil)
        #expect(PictureFormat.sniff(Array("<svgx/>".utf8)) == nil)
        #expect(PictureFormat.sniff(Array("<!-- never closed <svg/>".utf8)) == nil)
        #expect(PictureFormat.sniff(Array("svg".utf8)) == nil)
    }

    /// Drawn at its own 32×16 pixels: each quadrant its colour, opaque.
    @Test func theQuadrantsAreDrawnAtTheirOwnSize() throws {
        let bytes = try Self.fixture("quadrants.svg")
        #expect(try PictureDecoder.size(of: bytes) == (.svg, PixelSize(width: 32, height: 16)))
        let bitmap = try PictureDecoder.decode(bytes)
        #expect(bitmap.size == PixelSize(width: 32, height: 16))
        for (q, (x, y)) in [(8, 4), (24, 4), (8, 12), (24, 12)].enumerated() {
            let i = (y * 32 + x) * 4
            #expect(Array(bitmap.pixels[i..<i + 4]) == PictureDecoderTests.quadrants[q] + [255], "quadrant \(q)")
        }
    }

    /// Vector art is drawn at the size it is shown, not drawn large and reduced.
    @Test func anSVGIsDrawnAsSmallAsItIsShown() throws {
        let bitmap = try PictureDecoder.decode(Self.fixture("quadrants.svg"), toCover: PixelSize(width: 8, height: 3))
        #expect(bitmap.size == PixelSize(width: 8, height: 4))
        for (q, (x, y)) in [(2, 1), (6, 1), (2, 3), (6, 3)].enumerated() {
            let i = (y * 8 + x) * 4
            #expect(Array(bitmap.pixels[i..<i + 4]) == PictureDecoderTests.quadrants[q] + [255], "quadrant \(q)")
        }
    }

    @Test func aViewBoxAloneIsDrawnAtTheDefaultSideAndAHugeOneWithinTheLongest() throws {
        #expect(try PictureDecoder.size(of: Self.fixture("viewbox.svg")).size == PixelSize(width: 1024, height: 512))
        #expect(try PictureDecoder.size(of: Self.fixture("huge.svg")).size == PixelSize(width: 4096, height: 2048))
        let bitmap = try PictureDecoder.decode(Self.fixture("viewbox.svg"))
        #expect(Array(bitmap.pixels[0..<4]) == [220, 40, 40, 255])
    }

    @Test func aDamagedSVGIsAnError() throws {
        #expect(throws: PictureError.unreadable(.svg)) { try PictureDecoder.decode(Self.fixture("truncated.svg")) }
    }

    /// Parsed from memory: a file it names, inside the book or on the system, is never read.
    @Test func anSVGReachesNothingOutsideItself() throws {
        let bitmap = try PictureDecoder.decode(Self.fixture("outside.svg"))
        #expect(bitmap.size == PixelSize(width: 32, height: 16))
        #expect(bitmap.pixels.allSatisfy { $0 == 0 }, "nothing drawn: both images are files")
    }
}
