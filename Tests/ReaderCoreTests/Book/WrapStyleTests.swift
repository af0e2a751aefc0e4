import Testing

@testable import ReaderCore

/// `WrapStyle.detect` on the shapes of manuals (#21): short lines, box-drawn tables.
@Suite struct ManualWrapStyleTests {
    /// A manual wrapped at 79 columns: a third of its lines are prose wrapped to the wall, the rest
    /// list entries, commands and headings, and a box-drawn table wider than the prose.
    static func manual(tableWidth: Int) -> [Substring] {
        var lines: [Substring] = []
        for i in 0..<480 {
            switch i % 12 {
            case 0, 1, 2: lines.append(Substring(String(repeating: "文", count: 38 + i % 2)))
            case 3: lines.append("的相关信息。")
            case 4, 8: lines.append("")
            case 5: lines.append("$ sudo apt-get build-dep linux")
            case 6: lines.append(Substring("  • item \(i)"))
            case 7: lines.append(Substring("9.\(i). 标题"))
            default: lines.append(Substring("│" + String(repeating: "─", count: tableWidth) + "│"))
            }
        }
        return lines
    }

    @Test func aManualWithShortLinesAndWideTablesIsHardWrapped() {
        #expect(WrapStyle.detect(sample: Self.manual(tableWidth: 150)) == .hardWrapped(width: 78, bodyIndent: 0))
    }

    /// pandoc's plain text wraps prose at 78 columns but keeps a table cell (an admonition) on one
    /// line between the table's rules: those lines are not the prose's width (#21).
    @Test func aPandocTablesCellsAreNotTheProsesWidth() {
        var lines: [Substring] = []
        for i in 0..<300 {
            switch i % 10 {
            case 0...4: lines.append(Substring(String(repeating: "word ", count: 14 + i % 2)))
            case 5: lines.append("short end.")
            case 6, 9: lines.append("")
            default:
                lines.append(
                    i % 10 == 7 ? "  ---------- -------------------" : Substring("             " + String(repeating: "cell ", count: 40)))
            }
            if i % 10 == 8 { lines.append("  ---------- -------------------") }
        }
        #expect(WrapStyle.detect(sample: lines) == .hardWrapped(width: 75, bodyIndent: 0))
    }

    /// pandoc wraps at spaces only: its zh-cn plain text keeps each run of CJK whole, however long,
    /// and wraps the lines holding spaces at 72 columns. It is hard-wrapped there (#21).
    @Test func cjkWrappedOnlyAtSpacesIsHardWrapped() {
        var lines: [Substring] = []
        for i in 0..<400 {
            switch i % 8 {
            case 0: lines.append("Debian")
            case 1: lines.append(Substring(String(repeating: "中", count: 60 + i % 50) + "。"))
            case 3, 4, 5: lines.append(Substring(Array(repeating: "软件 apt", count: 7 + i % 2).joined(separator: " ")))
            case 6: lines.append("的相关信息 apt。")
            default: lines.append("")
            }
        }
        #expect(WrapStyle.detect(sample: lines) == .hardWrapped(width: 71, bodyIndent: 0))
        // The same CJK runs without the wrapped lines beside them: a paragraph a line.
        #expect(WrapStyle.detect(sample: lines.enumerated().filter { $0.offset % 8 < 3 }.map(\.element)) == .paragraphPerLine)
    }

    @Test func shortParagraphsOnePerLineAreNoWall() {
        // Paragraph per line: mostly short lines (dialogue), and every tenth a longer paragraph.
        var lines: [Substring] = []
        for i in 0..<300 { lines.append(Substring(String(repeating: "字", count: i % 10 == 9 ? 30 + (i * 7) % 60 : 5 + (i * 37) % 40))) }
        #expect(WrapStyle.detect(sample: lines) == .paragraphPerLine)
    }
}
