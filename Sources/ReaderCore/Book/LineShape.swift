/// What the structure recogniser needs to know about one raw line: its indent, its
/// width, and whether its own shape makes it a heading, a list item, a table row or a
/// scene break. Measured in one pass over the line's UTF-8 bytes.
struct LineShape: Sendable {
    var isHeading: Bool
    /// Leading whitespace in columns (space 1, no-break space 1, ideographic space 2).
    var indent: Int
    /// Approximate width of the whole line, indent included (`WrapStyle.approximateColumns`).
    var columns: Int
    /// The list marker the line starts with, if any.
    var marker: ListMarker?
    /// Box drawing, an ASCII grid row (`+--+`, `| a | b |`) or columns aligned by runs of spaces.
    var isPreformatted: Bool
    /// A scene break standing alone: `* * *`, `———`, `［＃改ページ］`.
    var isSeparator: Bool

    /// Nil for a blank line. `body` is `line` without its indent.
    init?(line: String, body: Substring) {
        guard !body.isEmpty else { return nil }
        isHeading = ChapterDetector.isHeading(body)
        var scan = Scan()
        line.utf8.withContiguousStorageIfAvailable { scan.run($0) } ?? Array(line.utf8).withUnsafeBufferPointer { scan.run($0) }
        indent = scan.indent
        columns = scan.columns
        isSeparator = !isHeading && Self.isSeparator(body)
        marker = isHeading || isSeparator ? nil : ListMarker(body)
        isPreformatted = !isHeading && !isSeparator
            && (scan.boxDrawing || scan.spaceRuns >= 2 || Self.isGridRow(body))
    }

    /// Whether the line fills at least 70% of a hard-wrapped book's line width: the
    /// paragraph it is in probably goes on in the next line.
    func isLong(width: Int) -> Bool { columns * 10 >= width * 7 }

    /// Whether the line fills at least 90% of the width: only prose fills a line, so such a
    /// line ends a run of verse lines even where verse lines run long.
    func isFull(width: Int) -> Bool { columns * 10 >= width * 9 }

    /// `+----+----+` or `| cell | cell |`.
    static func isGridRow(_ body: Substring) -> Bool {
        let utf8 = body.utf8
        guard let first = utf8.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "|") else { return false }
        var last = utf8.endIndex
        while last > utf8.startIndex, utf8[utf8.index(before: last)] == 0x20 { last = utf8.index(before: last) }
        guard last > utf8.startIndex else { return false }
        let end = utf8[utf8.index(before: last)]
        if first == UInt8(ascii: "+") { return end == UInt8(ascii: "+") && utf8.contains(UInt8(ascii: "-")) }
        return end == UInt8(ascii: "|") && utf8.count >= 3
    }

    /// Three or more of the same scene-break symbol with nothing but spaces between, or an
    /// Aozora page break.
    static func isSeparator(_ body: Substring) -> Bool {
        if body.hasPrefix("［＃改ページ］") || body.hasPrefix("［＃改丁］") { return body.count <= 8 }
        guard body.utf8.count <= 120 else { return false }
        var symbol: Character?
        var count = 0
        for ch in body where ch != " " && ch != "\u{3000}" {
            guard separatorSymbols.contains(ch), symbol == nil || symbol == ch else { return false }
            symbol = ch
            count += 1
        }
        return count >= 3
    }

    static let separatorSymbols: Set<Character> = ["*", "-", "—", "–", "=", "~", "·", "•", "#", "_", "─", "━", "＊", "※", "☆", "★", "◇", "◆", "○", "●", "＝", "－", "～"]

    /// One pass over the bytes: indent, approximate columns, box drawing, runs of spaces.
    private struct Scan {
        var indent = 0, columns = 0, spaceRuns = 0
        var boxDrawing = false
        /// Consecutive `─`/`━` so far.
        var horizontalRun = 0

        mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) {
            var i = 0
            let n = bytes.count
            var inIndent = true
            var run = 0  // current run of ASCII spaces after the indent
            while i < n {
                let b = bytes[i]
                if b == 0x20 {
                    columns += 1
                    if inIndent { indent += 1 } else { run += 1 }
                    i += 1
                    continue
                }
                let isNoBreakSpace = b == 0xC2 && i + 1 < n && bytes[i + 1] == 0xA0
                let isIdeographicSpace = b == 0xE3 && i + 2 < n && bytes[i + 1] == 0x80 && bytes[i + 2] == 0x80
                if inIndent, isNoBreakSpace || isIdeographicSpace {
                    indent += isNoBreakSpace ? 1 : 2
                    columns += isNoBreakSpace ? 1 : 2
                    i += isNoBreakSpace ? 2 : 3
                    continue
                }
                inIndent = false
                if run >= 3 { spaceRuns += 1 }
                run = 0
                // U+2500–U+259F (box drawing and block elements): E2 94 80 … E2 96 9F. Chinese text
                // writes a dash as `──`: horizontal lines count only in runs of four or more.
                if b == 0xE2, i + 2 < n, (0x94...0x96).contains(bytes[i + 1]), bytes[i + 1] != 0x96 || bytes[i + 2] <= 0x9F {
                    if bytes[i + 1] == 0x94, bytes[i + 2] <= 0x81 {
                        horizontalRun += 1
                        if horizontalRun >= 4 { boxDrawing = true }
                    } else {
                        boxDrawing = true
                    }
                } else if b & 0xC0 != 0x80 {
                    horizontalRun = 0
                }
                if b & 0xC0 != 0x80 { columns += b >= 0xE0 ? 2 : 1 }
                i += 1
            }
        }
    }
}
