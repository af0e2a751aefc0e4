/// How a plain-text file lays out its paragraphs.
///
/// Web novels put one paragraph on each line; Project Gutenberg texts (and some
/// scanned CJK texts) are hard-wrapped near a fixed width, so consecutive lines must be
/// joined back into paragraphs before the reader can re-flow them.
public enum WrapStyle: Sendable, Equatable {
    /// Every non-blank line is a paragraph.
    case paragraphPerLine
    /// Lines were wrapped near `width` columns; short lines end paragraphs.
    case hardWrapped(width: Int)

    /// Decides from a sample of raw lines (leading indentation included).
    public static func detect(sample lines: [Substring]) -> WrapStyle {
        var widths: [Int] = []
        var continued = 0
        var previousNonBlank = false
        for line in lines {
            let w = approximateColumns(line.utf8)
            if w == 0 {
                previousNonBlank = false
                continue
            }
            if previousNonBlank { continued += 1 }
            previousNonBlank = true
            widths.append(w)
        }
        guard widths.count >= 20 else { return .paragraphPerLine }
        widths.sort()
        let p95 = widths[widths.count * 95 / 100]
        let longLines = widths.filter { $0 * 10 >= p95 * 7 }.count
        // Hard-wrapped text: most lines continue a paragraph, a narrow ceiling, and
        // most lines fill close to it.
        if p95 <= 100, p95 >= 40, continued * 10 >= widths.count * 3, longLines * 2 >= widths.count {
            return .hardWrapped(width: p95)
        }
        return .paragraphPerLine
    }

    /// Columns a line takes, cheaply: ASCII 1, two-byte sequences 1, longer sequences 2.
    /// Good enough for shape statistics; exact widths come from `CellWidth`.
    static func approximateColumns<Bytes: Collection<UInt8>>(_ utf8: Bytes) -> Int {
        if let columns = utf8.withContiguousStorageIfAvailable(approximateColumns) { return columns }
        return Array(utf8).withUnsafeBufferPointer(approximateColumns)
    }

    /// `approximateColumns` over contiguous bytes.
    private static func approximateColumns(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var columns = 0
        for b in bytes where b & 0xC0 != 0x80 {
            columns += b >= 0xE0 ? 2 : 1
        }
        return columns
    }
}
