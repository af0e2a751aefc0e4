import Testing

@testable import ReaderCore

/// The size an SVG is drawn at, read from its root element's attributes as librsvg reads them
/// (checked against rsvg-convert's own output sizes).
struct SVGSizeTests {
    static func size(_ root: String) -> PixelSize? { SVGSize.of(Array("<?xml version=\"1.0\"?>\n\(root)<g/></svg>".utf8)) }

    @Test func lengthsAreReadInTheirUnits() {
        #expect(Self.size(#"<svg width="32" height="16px">"#) == PixelSize(width: 32, height: 16))
        #expect(Self.size(#"<svg width="2in" height="10mm">"#) == PixelSize(width: 192, height: 38))
        #expect(Self.size(#"<svg width="2em" height="10ex">"#) == PixelSize(width: 24, height: 60))
        #expect(Self.size(#"<svg width=" 1.5e1pt " height="3pc">"#) == PixelSize(width: 20, height: 48))
    }

    @Test func aPercentageOrAMissingSideFollowsTheViewBox() {
        #expect(Self.size(#"<svg width="100%" height="50%" viewBox="0 0 40 20">"#) == PixelSize(width: 1024, height: 512))
        #expect(Self.size(#"<svg width="300" viewBox="0,0,40,20">"#) == PixelSize(width: 300, height: 150))
        #expect(Self.size(#"<svg:svg xmlns:svg="http://www.w3.org/2000/svg" viewBox="0 0 10 40">"#) == PixelSize(width: 256, height: 1024))
    }

    @Test func noSizeAtAllIsNone() {
        #expect(Self.size(#"<svg>"#) == nil)
        #expect(Self.size(#"<svg width="10" viewBox="0 0 0 5">"#) == nil)
        #expect(Self.size(#"<svg width="wide" height="10">"#) == nil)
        #expect(Self.size(#"<svg width="-5" height="10">"#) == nil)
        #expect(Self.size(#"<svg width="nan" height="10">"#) == nil)
        #expect(Self.size(#"<html width="10" height="10">"#) == nil)
        #expect(SVGSize.pixels(String(repeating: "1", count: 100_000)) == nil, "read at once, not prefix by prefix")
    }

    @Test func aHugeSizeIsDrawnWithinTheLongestSide() {
        #expect(Self.size(#"<svg width="100000" height="50000">"#) == PixelSize(width: 4096, height: 2048))
    }

    /// The root element is enough: the rest of a file cut short does not matter.
    @Test func theHeadOfAFileIsEnough() {
        #expect(
            SVGSize.of(Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="32" height="16"><rect x="0" y="0" wid"#.utf8))
                == PixelSize(width: 32, height: 16))
    }
}
