/// Writes a `Frame` as an SVG picture of the terminal, for `render --format svg`: the cell
/// grid in the theme's colours, each character centred in its cell (a wide character in
/// its two), in a monospace font stack that has CJK glyphs. Backgrounds are drawn as one
/// rectangle per run of equal colour, characters grouped by style; `pictures` (their own files)
/// are drawn over their placeholder cells, fit and centred.
package enum SVGWriter {
    package static let cellWidth = 10.0
    package static let cellHeight = 21.0
    package static let fontSize = 16.0
    package static let fonts =
        "'DejaVu Sans Mono', 'Noto Sans Mono CJK SC', 'WenQuanYi Zen Hei Mono', 'Sarasa Mono SC', Menlo, Consolas, monospace"

    package static func svg(of frame: Frame, title: String, pictures: [TerminalPictures.Embedded] = []) -> String {
        let width = Double(frame.width) * cellWidth, height = Double(frame.height) * cellHeight
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
            viewBox="0 0 \(number(width)) \(number(height))" font-family="\(fonts)" font-size="\(number(fontSize))">
            <title>\(escaped(title))</title>

            """
        for y in 0..<frame.height {
            var x = 0
            while x < frame.width {
                let colors = drawn(frame[x, y].style)
                var end = x + 1
                while end < frame.width, drawn(frame[end, y].style).background == colors.background { end += 1 }
                out +=
                    "<rect x=\"\(number(Double(x) * cellWidth))\" y=\"\(number(Double(y) * cellHeight))\" "
                    + "width=\"\(number(Double(end - x) * cellWidth))\" height=\"\(number(cellHeight))\" fill=\"\(hex(colors.background))\"/>\n"
                x = end
            }
        }
        let baseline = cellHeight * 0.75
        for y in 0..<frame.height {
            var group: Style?
            for x in 0..<frame.width {
                let cell = frame[x, y]
                guard cell.width > 0, cell.text != " ", !cell.text.isEmpty, !KittyPlaceholder.holds(cell) else { continue }
                if let scalar = cell.text.unicodeScalars.first, let parts = BlockElement.parts(of: scalar) {
                    out += blockElement(parts, x: x, y: y, color: drawn(cell.style).foreground)
                    continue
                }
                if cell.style != group {
                    if group != nil { out += "</g>\n" }
                    out += "<g \(attributes(cell.style))>"
                    group = cell.style
                }
                let centre = (Double(x) + Double(cell.width) / 2) * cellWidth
                out += "<text x=\"\(number(centre))\" y=\"\(number(Double(y) * cellHeight + baseline))\">\(escaped(cell.text))</text>"
            }
            if group != nil { out += "</g>\n" }
        }
        for p in pictures {
            out +=
                "<image x=\"\(number(Double(p.x) * cellWidth))\" y=\"\(number(Double(p.y) * cellHeight))\" "
                + "width=\"\(number(Double(p.columns) * cellWidth))\" height=\"\(number(Double(p.rows) * cellHeight))\" "
                + "preserveAspectRatio=\"xMidYMid meet\" href=\"data:\(p.mediaType);base64,\(p.base64)\"/>\n"
        }
        return out + "</svg>\n"
    }

    /// A block element (character art) as the rectangles it fills in cell (`x`, `y`).
    private static func blockElement(_ parts: [BlockElement.Part], x: Int, y: Int, color: Color) -> String {
        parts.map { p in
            let (w, h) = (cellWidth / 8, cellHeight / 8)
            return
                "<rect x=\"\(number(Double(x) * cellWidth + Double(p.x0) * w))\" y=\"\(number(Double(y) * cellHeight + Double(p.y0) * h))\" "
                + "width=\"\(number(Double(p.x1 - p.x0) * w))\" height=\"\(number(Double(p.y1 - p.y0) * h))\" fill=\"\(hex(color))\"/>\n"
        }.joined()
    }

    /// Foreground and background as drawn (reverse swaps them).
    private static func drawn(_ style: Style) -> (foreground: Color, background: Color) {
        style.attributes.contains(.reverse) ? (style.background, style.foreground) : (style.foreground, style.background)
    }

    private static func attributes(_ style: Style) -> String {
        var result = "fill=\"\(hex(drawn(style).foreground))\" text-anchor=\"middle\""
        let a = style.attributes
        if a.contains(.bold) { result += " font-weight=\"bold\"" }
        if a.contains(.italic) { result += " font-style=\"italic\"" }
        if a.contains(.underline) { result += " text-decoration=\"underline\"" }
        if a.contains(.dim) { result += " fill-opacity=\"0.6\"" }
        return result
    }

    private static func hex(_ c: Color) -> String {
        "#" + [c.r, c.g, c.b].map { b in (b < 16 ? "0" : "") + String(b, radix: 16) }.joined()
    }

    private static func number(_ v: Double) -> String {
        v.rounded() == v ? String(Int(v)) : String(v)
    }

    /// Text safe inside an XML element.
    package static func escaped(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}
