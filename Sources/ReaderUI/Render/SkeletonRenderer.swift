/// A placeholder page while the text is not laid out yet: rows of blocks shaped like
/// lines of text, with a lighter band (the shimmer) sweeping across them.
package struct SkeletonRenderer {
    /// Seconds between shimmer frames, and for one sweep across the page.
    package static let frameInterval = 0.05
    package static let sweep = 1.2

    package let layout: ScreenLayout
    package let palette: Palette

    package func render(now: Double) -> Frame {
        var frame = Frame(width: layout.columns, height: layout.pageRows, style: palette[.text])
        let width = layout.textColumns
        let band = max(4, width / 6)
        let phase = now.truncatingRemainder(dividingBy: Self.sweep) / Self.sweep
        let shimmerX = Int(phase * Double(width + 2 * band)) - band
        for row in 0..<layout.textRows {
            // Paragraph-like rhythm: every fifth row is blank, every fourth ends short.
            if row % 5 == 4 { continue }
            let length = row % 5 == 3 ? width * 3 / 5 : width - (row * 7) % 5
            let y = layout.textY + row
            for i in 0..<length {
                let style = abs(i - shimmerX) < band / 2 ? palette[.shimmer] : palette[.skeleton]
                frame.put(i % 9 == 8 ? " " : "▅", x: layout.textX + i, y: y, style: style)
            }
        }
        return frame
    }
}
