/// How a plain-text file lays out its paragraphs.
///
/// Web novels put one paragraph on each line; Project Gutenberg texts (and some
/// scanned CJK texts) are hard-wrapped near a fixed width, so consecutive lines must be
/// joined back into paragraphs before the reader can re-flow them.
public enum WrapStyle: Sendable, Equatable {
    /// Every non-blank line is a paragraph.
    case paragraphPerLine
    /// Lines were wrapped near `width` columns; short lines end paragraphs. `bodyIndent` is the
    /// indent of the body text's continuation lines (0 in most books, 4 in a manual whose
    /// paragraphs are all block-indented): prose indented deeper is a block quote.
    case hardWrapped(width: Int, bodyIndent: Int = 0)
    /// Every line kept as written, a run of lines one line group: a `fortune` file's entries
    /// (sayings, dialogue, verse, an indented attribution), told by its many `%` lines.
    case linesKept

    /// Decides from a sample of raw lines (leading indentation included).
    public static func detect(sample lines: [Substring]) -> WrapStyle {
        if isFortuneSample(lines) { return .linesKept }
        // Tables are looked for only when the lines as they are do not show a wrap and most are not
        // longer than any wrap (a paragraph a line): a novel is not scanned twice.
        // So are lines holding runs of CJK too long for any wrap beside many holding spaces (pandoc's zh-cn text).
        let (style, median, runs) = detect(lines, tables: false)
        return style == .paragraphPerLine && (median <= maxWrapColumns || runs) ? detect(lines, tables: true).style : style
    }

    /// Widest wrap read, in approximate columns.
    static let maxWrapColumns = 100

    /// The style `lines` show, with their tables' rows left out of the widths when `tables`, the
    /// median width of their non-blank lines, and whether they may be CJK wrapped only at spaces
    /// (a fifth of them hold a space, and one in 400 — five at least — is a run without one wider than any wrap).
    private static func detect(_ lines: [Substring], tables: Bool) -> (style: WrapStyle, median: Int, runs: Bool) {
        var widths: [Int] = []
        // Lines holding a space between words: their widths, and the widths of those without one.
        var spaced: [Int] = [], unspaced: [Int] = []
        var spacedCount = 0, long = 0 // lines holding a space; lines without one wider than any wrap
        var continued = 0
        var previousWidth = 0 // of the line before, 0 when blank
        // Continuation lines: their indent and the width of the line they go on from.
        var continuations: [(indent: Int, after: Int)] = []
        let pandoc = tables ? pandocTables(lines) : []
        for (k, line) in lines.enumerated() {
            // A table's rows (box drawing, columns aligned by spaces, a pandoc table's cells, one line
            // each however long) are not prose: their width is not the wrap's.
            let w = tables && (pandoc.contains(k) || isTableRow(line)) ? 0 : approximateColumns(line.utf8)
            defer { previousWidth = w }
            if w == 0 { continue }
            if previousWidth > 0 {
                continued += 1
                continuations.append((indent(line.utf8), previousWidth))
            }
            widths.append(w)
            // The widths are kept only where the wall is looked for; the first pass counts.
            if hasInnerSpace(line.utf8) {
                spacedCount += 1
                if tables { spaced.append(w) }
            } else {
                if w > maxWrapColumns { long += 1 }
                if tables { unspaced.append(w) }
            }
        }
        guard widths.count >= 20 else { return (.paragraphPerLine, 0, false) }
        let runs = spacedCount * 5 >= widths.count && long >= minRuns && long * 400 >= widths.count
        widths.sort()
        let p95 = widths[widths.count * 95 / 100], median = widths[widths.count / 2]
        let longLines = widths.filter { $0 * 10 >= p95 * 7 }.count
        // Hard-wrapped text: most lines continue a paragraph, a narrow ceiling, and most lines fill
        // close to it — or, in a manual whose lists, commands and headings are short, a hard ceiling
        // (next to no line past it) that many lines reach.
        if p95 <= maxWrapColumns, p95 >= 40, continued * 10 >= widths.count * 3,
            longLines * 2 >= widths.count || hasHardCeiling(widths, p95: p95)
        {
            return (
                .hardWrapped(width: p95, bodyIndent: bodyIndent(continuations.filter { $0.after * 10 >= p95 * 7 }.map(\.indent))), median,
                runs
            )
        }
        if tables, runs, let width = spaceWrapWidth(spaced: spaced, unspaced: unspaced) {
            return (
                .hardWrapped(width: width, bodyIndent: bodyIndent(continuations.filter { $0.after * 10 >= width * 7 }.map(\.indent))),
                median, runs
            )
        }
        return (.paragraphPerLine, median, runs)
    }

    /// The width CJK text was wrapped at by a tool that breaks lines only at spaces (pandoc): the lines
    /// holding a space stop at a wall, as Latin text wrapped at a width does (at most 2% go more than a
    /// tenth past their 95th percentile, 5% come within a tenth of it), and lines past it are mostly
    /// runs of CJK without a space, which no wrap at spaces could break. Nil for any other text.
    static func spaceWrapWidth(spaced: [Int], unspaced: [Int]) -> Int? {
        guard spaced.count >= minCeilingLines else { return nil }
        let sorted = spaced.sorted()
        let p95 = sorted[sorted.count * 95 / 100]
        guard p95 <= maxWrapColumns, p95 >= 40 else { return nil }
        let overSpaced = sorted.count - (sorted.lastIndex { $0 * 10 <= p95 * 11 }.map { $0 + 1 } ?? 0)
        let near = sorted.count - (sorted.firstIndex { $0 * 10 >= p95 * 9 } ?? sorted.count)
        let overUnspaced = unspaced.filter { $0 * 10 > p95 * 11 }.count
        guard overSpaced * 50 <= sorted.count, near * 20 >= sorted.count, overUnspaced >= minRuns, overUnspaced >= overSpaced * 2 else {
            return nil
        }
        return p95
    }

    /// Fewest runs of CJK past the wrap that show a text wrapped only at spaces.
    static let minRuns = 5

    /// Whether a line holds a space after its indent and before its last character (a word break).
    static func hasInnerSpace(_ utf8: Substring.UTF8View) -> Bool {
        utf8.withContiguousStorageIfAvailable(hasInnerSpace) ?? Array(utf8).withUnsafeBufferPointer(hasInnerSpace)
    }

    /// `hasInnerSpace` over contiguous bytes, in one pass.
    private static func hasInnerSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var started = false, gap = false
        for b in bytes {
            if b == 0x20 {
                gap = started
            } else if gap {
                return true
            } else {
                started = true
            }
        }
        return false
    }

    /// Whether sorted line `widths` stop at a wall near their 95th percentile, as text wrapped at a
    /// width does: at most 2% of the lines go past it by more than 5% (a line per paragraph spreads
    /// on), and at least 15% fill 90% of it. A small file's sample (its lines seen over and over by
    /// the windows) shows no wall.
    static func hasHardCeiling(_ widths: [Int], p95: Int) -> Bool {
        guard widths.count >= minCeilingLines else { return false }
        let over = widths.count - (widths.lastIndex { $0 * 100 <= p95 * 105 }.map { $0 + 1 } ?? 0)
        let near = widths.count - (widths.firstIndex { $0 * 10 >= p95 * 9 } ?? widths.count)
        return over * 50 <= widths.count && near * 100 >= widths.count * 15
    }

    /// What every preformatted line holds, found in one pass over the bytes (so prose is not measured
    /// twice): a `+` or `|` first, box drawing (E2 94–96), or three spaces in a row after the indent.
    static func mayBeTableRow(_ utf8: Substring.UTF8View) -> Bool {
        utf8.withContiguousStorageIfAvailable(mayBeTableRow) ?? true
    }

    /// `mayBeTableRow` over contiguous bytes.
    private static func mayBeTableRow(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var spaces = 0, started = false, previous: UInt8 = 0
        for b in bytes {
            if b == 0x20 {
                spaces += 1
                if started, spaces >= 3 { return true }
            } else {
                if !started, b == UInt8(ascii: "+") || b == UInt8(ascii: "|") { return true }
                if previous == 0xE2, (0x94...0x96).contains(b) { return true }
                started = true
                spaces = 0
            }
            previous = b
        }
        return false
    }

    /// Fewest non-blank sample lines that can show a wall.
    static let minCeilingLines = 200

    /// Indices of the sample lines inside pandoc tables: from a rule to the next blank line (a table's
    /// rows, or an admonition's cells and its closing rule, run on without one).
    static func pandocTables(_ lines: [Substring]) -> Set<Int> {
        var inside = Set<Int>()
        var inTable = false
        for (k, line) in lines.enumerated() {
            if line.utf8.allSatisfy({ $0 == 0x20 }) {
                inTable = false
            } else if inTable || isTableRule(line) {
                inTable = true
                inside.insert(k)
            }
        }
        return inside
    }

    /// Whether a sample line is a rule of a pandoc plain-text table (`  -----  ---------`): only dashes
    /// and spaces, two runs of three dashes or more. The rows under it keep each cell on one line.
    static func isTableRule(_ line: Substring) -> Bool {
        var runs = 0, run = 0
        for b in line.utf8 {
            switch b {
            case UInt8(ascii: "-"): run += 1
            case 0x20:
                if run >= 3 { runs += 1 }
                run = 0
            default: return false
            }
        }
        return runs + (run >= 3 ? 1 : 0) >= 2
    }

    /// Whether a sample line is preformatted by its own shape (`LineShape.isPreformatted`): a manual's
    /// box-drawn tables run wider than its prose, and would hide the prose's wrap width.
    static func isTableRow(_ line: Substring) -> Bool {
        guard mayBeTableRow(line.utf8) else { return false }
        // A sample line is a whole string of its own: no copy.
        let text = line.startIndex == line.base.startIndex && line.endIndex == line.base.endIndex ? line.base : String(line)
        return LineShape(line: text, body: ParagraphAssembler.dropIndent(text), measured: false, isHeading: false)?.isPreformatted ?? false
    }

    /// Whether a sample looks like a `fortune` file: at least `FortuneFile.minDelimiters` lines holding
    /// only `%`, one at least every `maxFortuneLines` other lines (entries are short).
    static func isFortuneSample(_ lines: [Substring]) -> Bool {
        var percent = 0, other = 0
        for line in lines where !line.utf8.allSatisfy({ $0 == 0x20 }) {
            if LineShape.isPercentLine(line) { percent += 1 } else { other += 1 }
        }
        return percent >= FortuneFile.minDelimiters && percent * maxFortuneLines >= other
    }

    /// Most lines an average fortune entry may have.
    static let maxFortuneLines = 15

    /// The indent most continuation lines of prose have (lines that go on from a long line): the
    /// body text's; on a tie, the smaller.
    private static func bodyIndent(_ indents: [Int]) -> Int {
        var counts: [Int: Int] = [:]
        for indent in indents { counts[indent, default: 0] += 1 }
        return counts.max { a, b in (a.value, b.key) < (b.value, a.key) }?.key ?? 0
    }

    /// Leading spaces in columns, as `LineShape` counts them: space and no-break space 1, ideographic space 2.
    static func indent(_ utf8: Substring.UTF8View) -> Int {
        var columns = 0
        var i = utf8.startIndex
        while i < utf8.endIndex {
            switch utf8[i] {
            case 0x20: columns += 1
            case 0xC2 where utf8[utf8.index(after: i)...].first == 0xA0:
                columns += 1
                i = utf8.index(after: i)
            case 0xE3 where utf8[utf8.index(after: i)...].starts(with: [0x80, 0x80]):
                columns += 2
                i = utf8.index(i, offsetBy: 2)
            default: return columns
            }
            i = utf8.index(after: i)
        }
        return columns
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
