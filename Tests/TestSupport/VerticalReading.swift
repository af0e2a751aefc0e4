import ReaderCore
import ReaderUI
import Testing

/// Vertical pages read back as a reader reads them: column by column, two cells a row, vertical
/// forms mapped back, the rows justification added told apart from the text.
public enum VerticalReading {
    /// The text of the column at screen column `x` of a page area, rows `rows`: a wide cell is one
    /// character (its vertical form mapped back), two half-width cells an upright pair, a
    /// half-width cell and a blank one character alone. Trailing blank rows are dropped.
    public static func column(_ frame: Frame, x: Int, rows: Range<Int>) -> String {
        var text = Self.rows(frame, x: x, rows: rows).joined()
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The text of each row of the column at screen column `x`, as `column` reads it (a blank row is " ").
    public static func rows(_ frame: Frame, x: Int, rows: Range<Int>) -> [String] {
        rows.map { y in
            let lead = frame[x, y], second = frame[x + 1, y]
            if lead.width == 2 {
                let ch = Character(lead.text)
                return String(VerticalForms.horizontal[ch] ?? ch)
            }
            return lead.text + (second.text == " " ? "" : second.text)
        }
    }

    /// A column's rows read back against the text it should hold: the text read without the
    /// blank rows justification added between its characters, how many those were, the last row
    /// with text on it (-1 for none), and the gaps justification may fill (`JustificationGap`,
    /// between the rows of text past the indent) with the rows each was given.
    public static func unjustified(_ rows: [String], expected: String) -> (
        text: String, added: Int, last: Int, gaps: [(gap: JustificationGap, rows: Int)]
    ) {
        let last = rows.lastIndex { $0 != " " } ?? -1
        let wanted = Array(expected)
        var text = "", added = 0, run = 0
        var gaps: [(gap: JustificationGap, rows: Int)] = []
        var previous: String? // the row of text before, past the indent
        for row in rows.prefix(last + 1) {
            // A blank row where the text has no space is one justification added.
            if row == " ", !(text.count < wanted.count && wanted[text.count] == " ") {
                added += 1
                run += 1
                continue
            }
            if let before = previous?.last, let after = row.first, let gap = JustificationGap(between: before, and: after) {
                gaps.append((gap, run))
            } else {
                #expect(run == 0, "\(run) rows added between \(previous ?? "") and \(row)")
            }
            run = 0
            if previous != nil || row != " " { previous = row }
            text += row
        }
        return (text, added, last, gaps)
    }

    /// What line `line` of a page should read as: its text without the final `\n`, trailing
    /// spaces or the ruby set beside it, after as many spaces as its indent has rows.
    public static func expected(_ line: PageLine, in book: Book, rubyBeside: Bool) -> String {
        let paragraph = book.paragraphs[line.paragraph]
        let beside = rubyBeside && line.kind == .body ? VerticalRuby.besideRanges(in: paragraph.text, spans: paragraph.spans) : []
        var text = ""
        var byte = line.utf8.lowerBound
        for ch in line.text(in: book) {
            if !beside.contains(where: { $0.contains(byte) }) { text.append(ch) }
            byte += ch.utf8.count
        }
        if text.last == "\n" { text.removeLast() }
        while text.last == " " { text.removeLast() }
        guard !text.isEmpty else { return "" }
        return String(repeating: " ", count: (line.indent + 1) / 2) + text
    }
}
