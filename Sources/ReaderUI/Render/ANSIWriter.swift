/// Writes a `Frame` as text with SGR colour sequences (24-bit), for `render --color always`:
/// a style change emits one SGR, every row ends with a reset.
package enum ANSIWriter {
    package static func lines(of frame: Frame) -> [String] {
        (0..<frame.height).map { y in
            var line = ""
            var current: Style?
            for x in 0..<frame.width {
                let cell = frame[x, y]
                if cell.isContinuation { continue }
                if cell.style != current {
                    line += sgr(cell.style)
                    current = cell.style
                }
                line += cell.text
            }
            return line + "\u{1B}[0m"
        }
    }

    /// The SGR sequence that sets `style` from scratch.
    package static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        let a = style.attributes
        if a.contains(.bold) { codes.append("1") }
        if a.contains(.dim) { codes.append("2") }
        if a.contains(.italic) { codes.append("3") }
        if a.contains(.underline) { codes.append("4") }
        if a.contains(.reverse) { codes.append("7") }
        let f = style.foreground, b = style.background
        codes.append("38;2;\(f.r);\(f.g);\(f.b)")
        codes.append("48;2;\(b.r);\(b.g);\(b.b)")
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
