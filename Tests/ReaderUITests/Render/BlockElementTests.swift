import Testing

@testable import ReaderUI

/// Block elements by the parts of the cell they fill, and their mirror images.
struct BlockElementTests {
    typealias Part = BlockElement.Part

    @Test func halvesEighthsAndQuadrants() {
        #expect(BlockElement.parts(of: "▀") == [Part(x0: 0, y0: 0, x1: 8, y1: 4)])
        #expect(BlockElement.parts(of: "▄") == [Part(x0: 0, y0: 4, x1: 8, y1: 8)])
        #expect(BlockElement.parts(of: "█") == [Part(x0: 0, y0: 0, x1: 8, y1: 8)])
        #expect(BlockElement.parts(of: "▏") == [Part(x0: 0, y0: 0, x1: 1, y1: 8)])
        #expect(BlockElement.parts(of: "▐") == [Part(x0: 4, y0: 0, x1: 8, y1: 8)])
        #expect(BlockElement.parts(of: "▚") == [Part(x0: 0, y0: 0, x1: 4, y1: 4), Part(x0: 4, y0: 4, x1: 8, y1: 8)])
        #expect(BlockElement.parts(of: "▟")?.count == 3)
        #expect(BlockElement.parts(of: "a") == nil && BlockElement.parts(of: "▒") == nil)
    }

    @Test func mirrorImages() {
        for (a, b) in [("▌", "▐"), ("▖", "▗"), ("▘", "▝"), ("▙", "▟"), ("▚", "▞"), ("▛", "▜"), ("▏", "▕")]
            as [(Unicode.Scalar, Unicode.Scalar)]
        {
            #expect(BlockElement.mirrored(a) == b && BlockElement.mirrored(b) == a)
        }
        #expect(BlockElement.mirrored("▀") == "▀" && BlockElement.mirrored("x") == "x")
    }

    /// An SVG draws a block element as the rectangle it fills, in its foreground colour.
    @Test func svgDrawsBlocksAsRectangles() {
        let style = Style(foreground: Color(255, 0, 0), background: Color(0, 0, 255), isPicture: true)
        let svg = SVGWriter.svg(of: Frame(width: 1, height: 1, cells: [Cell("▀", style: style)]), title: "t")
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"10\" height=\"10.5\" fill=\"#ff0000\"/>"))
        #expect(!svg.contains("<text"))
    }
}
