import Testing

@testable import ReaderUI

/// `render --format svg`: the cell grid as a picture, wide characters centred in their two cells.
@Suite struct SVGWriterTests {
    @Test func cellsBecomeRectanglesAndCentredCharacters() {
        let red = Style(foreground: Color(255, 0, 0), background: Color(0, 0, 0), attributes: [.bold])
        var frame = Frame(width: 4, height: 1, style: Style(foreground: Color(255, 255, 255), background: Color(0, 0, 0)))
        frame.put("中", x: 0, y: 0, style: red)
        frame.put("<", x: 3, y: 0, style: .plain)
        let svg = SVGWriter.svg(of: frame, title: "a & b")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"21\""))
        #expect(svg.contains("<title>a &amp; b</title>"))
        #expect(
            svg.contains("<rect x=\"0\" y=\"0\" width=\"40\" height=\"21\" fill=\"#000000\"/>"), "one rectangle for a run of one background"
        )
        #expect(
            svg.contains("<g fill=\"#ff0000\" text-anchor=\"middle\" font-weight=\"bold\"><text x=\"10\" y=\"15.75\">中</text></g>"),
            "a wide character is centred across its two cells")
        #expect(svg.contains("<text x=\"35\" y=\"15.75\">&lt;</text>"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func reverseSwapsColours() {
        let reversed = Style(foreground: Color(1, 2, 3), background: Color(250, 250, 250), attributes: [.reverse])
        let frame = Frame(lines: ["ab"], style: reversed)
        let svg = SVGWriter.svg(of: frame, title: "t")
        #expect(svg.contains("fill=\"#010203\"/>"), "background drawn in the foreground colour")
        #expect(svg.contains("<g fill=\"#fafafa\""))
    }
}
