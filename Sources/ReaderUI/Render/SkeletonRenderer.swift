/// A placeholder page while the text is not laid out yet: blocks shaped like lines of text
/// (rows, or columns right to left in vertical writing), with a lighter band (the shimmer)
/// sweeping along them the way they are read.
package struct SkeletonRenderer {
    /// Seconds between shimmer frames, and for one sweep across the page.
    package static let frameInterval = 0.05
    package static let sweep = 1.2

    package let layout: ScreenLayout
    package let palette: Palette

    package func render(now: Double) -> Frame {
        var frame = Frame(width: layout.columns, height: layout.pageRows, style: palette[.text])
        let vertical = layout.writing == .vertical
        // Cells along a line, and lines on the page.
        let length = vertical ? layout.textRows : layout.textColumns
        let lines = vertical ? layout.lineSlots : layout.textRows
        let band = max(4, length / 6)
        let phase = now.truncatingRemainder(dividingBy: Self.sweep) / Self.sweep
        let shimmer = Int(phase * Double(length + 2 * band)) - band
        for line in 0..<lines {
            // Paragraph-like rhythm: every fifth line is blank, every fourth ends short.
            if line % 5 == 4 { continue }
            let cells = line % 5 == 3 ? length * 3 / 5 : length - (line * 7) % 5
            for i in 0..<cells {
                let style = abs(i - shimmer) < band / 2 ? palette[.shimmer] : palette[.skeleton]
                if vertical {
                    // A column of full-width characters: two cells a row, no spaces between words.
                    let x = layout.column(ofLine: line)
                    guard x >= layout.textX else { break }
                    for dx in 0..<ScreenLayout.verticalColumnWidth { frame.put("▅", x: x + dx, y: layout.textY + i, style: style) }
                } else {
                    frame.put(i % 9 == 8 ? " " : "▅", x: layout.textX + i, y: layout.textY + line, style: style)
                }
            }
        }
        return frame
    }
}
