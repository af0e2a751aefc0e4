/// Lines of a preformatted block as written: one per source line, never re-flowed. A line wider
/// than the page goes on in the next rows, each row that continues marked in its last column;
/// a scene break (`wraps: false`) is cut to the page instead.
enum PreformattedLines {
    /// One row and whether the source line goes on in the next row.
    struct Line: Sendable, Equatable {
        var broken: BrokenLine
        var continues: Bool
    }

    /// The rows of `text` at `columns` cells. Vertical lines are measured in rows of a column
    /// (`VerticalGraphemes`). Clusters are read from the bytes (`GraphemeScanner`), whose widths
    /// are those of `CellWidth.width(of:)` for each `Character`: tables and code are mostly ASCII
    /// and box drawing, which need no `Character` built.
    static func lines(of text: String, columns: Int, vertical: Bool = false, wraps: Bool = true) -> [Line] {
        var result: [Line] = []
        var g = 0, startG = 0, startB = 0, width = 0
        let verticalWidths = vertical ? VerticalGraphemes.items(of: text, utf8: 0..<text.utf8.count).map(\.width) : []
        func end(_ graphemes: Range<Int>, _ utf8: Range<Int>) {
            if width <= columns || !wraps {
                result.append(Line(broken: BrokenLine(graphemes: graphemes, utf8: utf8, width: min(width, columns)), continues: false))
            } else {
                split(text, graphemes: graphemes, utf8: utf8, room: max(1, columns - 1), verticalWidths: verticalWidths, into: &result)
            }
        }
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
                let stop = scanner.offset
                // A line feed is always a cluster of its own.
                if stop == b + 1, scanner.utf8[b] == 0x0A {
                    end(startG..<(g + 1), startB..<stop)
                    startG = g + 1
                    startB = stop
                    width = 0
                } else {
                    width += vertical && g < verticalWidths.count ? verticalWidths[g] : Int(cluster.width)
                }
                g += 1
            }
        }
        end(startG..<g, startB..<text.utf8.count)
        return result
    }

    /// Splits one line wider than the page into rows of at most `room` cells (the page less the
    /// column that marks a row going on); a cluster wider than `room` has a row of its own.
    private static func split(
        _ text: String, graphemes: Range<Int>, utf8: Range<Int>, room: Int, verticalWidths: [Int], into result: inout [Line]
    ) {
        let view = text.utf8
        let line = Substring(
            view[view.index(view.startIndex, offsetBy: utf8.lowerBound)..<view.index(view.startIndex, offsetBy: utf8.upperBound)])
        var rowG = graphemes.lowerBound, rowB = utf8.lowerBound, width = 0, g = graphemes.lowerBound
        GraphemeScanner.withScanner(line) { scanner in
            while true {
                let b = utf8.lowerBound + scanner.offset
                guard let cluster = scanner.next() else { break }
                let isFeed = scanner.offset == b - utf8.lowerBound + 1 && scanner.utf8[b - utf8.lowerBound] == 0x0A
                let w = isFeed ? 0 : g < verticalWidths.count ? verticalWidths[g] : Int(cluster.width)
                if w > 0, width + w > room, width > 0 {
                    result.append(
                        Line(
                            broken: BrokenLine(graphemes: rowG..<g, utf8: rowB..<b, width: width, isWrapped: rowG > graphemes.lowerBound),
                            continues: true))
                    rowG = g
                    rowB = b
                    width = 0
                }
                width += w
                g += 1
            }
        }
        result.append(
            Line(
                broken: BrokenLine(
                    graphemes: rowG..<graphemes.upperBound, utf8: rowB..<utf8.upperBound, width: width,
                    isWrapped: rowG > graphemes.lowerBound), continues: false))
    }
}
