/// Lines of a preformatted block as written: one per source line, never wrapped; a line
/// wider than the page keeps its text (search still finds it) but is drawn clipped.
enum PreformattedLines {
    /// One kept line and whether it is wider than the page.
    struct Line: Sendable, Equatable {
        var broken: BrokenLine
        var isClipped: Bool
    }

    /// The lines of `text` at `columns` cells; `width` is at most `columns`. Vertical lines are
    /// measured in rows of a column (`VerticalGraphemes`). Clusters are read from the bytes
    /// (`GraphemeScanner`), whose widths are those of `CellWidth.width(of:)` for each `Character`:
    /// tables and code are mostly ASCII and box drawing, which need no `Character` built.
    static func lines(of text: String, columns: Int, vertical: Bool = false) -> [Line] {
        var result: [Line] = []
        var g = 0, startG = 0, startB = 0, width = 0
        let verticalWidths = vertical ? VerticalGraphemes.items(of: text, utf8: 0..<text.utf8.count).map(\.width) : []
        GraphemeScanner.withScanner(text) { scanner in
            while true {
                // Printable ASCII with its spaces, the most of a table or of code: a cluster and a cell a byte.
                if !vertical {
                    let run = scanner.skipASCIIText()
                    g += run
                    width += run
                }
                let b = scanner.offset
                guard let cluster = scanner.next() else { break }
                let end = scanner.offset
                // A line feed is always a cluster of its own.
                if end == b + 1, scanner.utf8[b] == 0x0A {
                    result.append(line(startG..<(g + 1), startB..<end, width, columns))
                    startG = g + 1
                    startB = end
                    width = 0
                } else {
                    width += vertical && g < verticalWidths.count ? verticalWidths[g] : Int(cluster.width)
                }
                g += 1
            }
        }
        result.append(line(startG..<g, startB..<text.utf8.count, width, columns))
        return result
    }

    private static func line(_ graphemes: Range<Int>, _ utf8: Range<Int>, _ width: Int, _ columns: Int) -> Line {
        Line(broken: BrokenLine(graphemes: graphemes, utf8: utf8, width: min(width, columns)), isClipped: width > columns)
    }
}
