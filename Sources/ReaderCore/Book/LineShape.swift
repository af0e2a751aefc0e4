#if canImport(Glibc)
import Glibc
#endif

/// What the structure recogniser needs to know about one raw line: its indent, its
/// width, and whether its own shape makes it a heading, a list item, a table row or a
/// scene break. Measured in one pass over the line's UTF-8 bytes.
struct LineShape: Sendable {
    var isHeading: Bool
    /// Leading whitespace in columns (space 1, no-break space 1, ideographic space 2); 0 unless measured.
    var indent: Int
    /// The indent holds an ideographic space: CJK's first-line indent, which always starts a paragraph.
    var hasFullWidthIndent: Bool
    /// Approximate width of the whole line, indent included (`WrapStyle.approximateColumns`); 0 unless measured.
    var columns: Int
    /// The line ends a sentence or a clause (`.` `!` `?` `:` `;` a closing quote or bracket, `。` …):
    /// a hard-wrapped line that does not, and fills half the width, goes on in the next line.
    var endsSentence: Bool
    /// The list marker the line starts with, if any.
    var marker: ListMarker?
    /// The line opens with a mark no line may start with (`，` `。` `）` `」`…, or a `”` alone): the
    /// tail of a wrapped line, which never starts a block.
    var opensWithClosingMark: Bool
    /// The line opens with `”`, alone or followed by text: goes on prose that had not ended.
    var opensWithClosingQuote: Bool
    /// Box drawing, an ASCII grid row (`+--+`, `| a | b |`) or columns aligned by runs of spaces.
    var isPreformatted: Bool
    /// A scene break standing alone: `* * *`, `———`, `［＃改ページ］`.
    var isSeparator: Bool
    /// A line holding only `%`: the entry delimiter of a `fortune` file (`FortuneFile` decides per book).
    var isPercentLine: Bool
    /// The line opens and ends with the same ASCII punctuation byte: it may underline the line above
    /// (`Underline`), so it never starts a block of its own after a line.
    var mayUnderline: Bool
    /// The line holds bytes that start inline markup (`InlineMarkup.starts`, a `《` at its end
    /// counted): a block without such a line is left as it is without being looked at again.
    var mayHaveMarkup: Bool
    /// The line has a run of three spaces or more inside its text that parts no clause (`Scan.countSpaceRuns`):
    /// a column's gap, or the tabs an HTML page's indentation left in a converted text (`Algernon ⇥⇥⇥ Did you…`).
    var hasGap: Bool

    /// The line is a block of its own, never joined to the lines around it: a heading or a `%` line.
    var standsAlone: Bool { isHeading || isPercentLine }

    /// Nil for a blank line. `body` is `line` without its indent; `isHeading` is what the heading
    /// rules say of it. Indent and width are measured only when `measured` (hard-wrapped text, the
    /// one shape that asks); otherwise the line is only searched for table characters and markup,
    /// sixteen bytes at a time.
    @inline(__always)
    init?(line: String, body: Substring, measured: Bool, isHeading: Bool) {
        guard !body.isEmpty else { return nil }
        self.isHeading = isHeading
        let scan =
            line.utf8.withContiguousStorageIfAvailable { Scan($0, measured: measured) }
            ?? Array(line.utf8).withUnsafeBufferPointer { Scan($0, measured: measured) }
        indent = scan.indent
        // Only hard-wrapped text asks whether a line ends a sentence.
        endsSentence = measured && Self.endsSentence(scan.lastScalar)
        hasFullWidthIndent = scan.fullWidthIndent
        opensWithClosingMark = Self.isClosingMark(scan.first, body: body)
        opensWithClosingQuote = scan.first == "\u{201D}"
        columns = scan.columns
        mayHaveMarkup = scan.markup
        hasGap = scan.spaceRuns > 0
        // The bytes the scan saw rule most lines out before any look at their characters.
        isPercentLine = scan.lead == UInt8(ascii: "%") && scan.last == scan.lead && Self.isPercentLine(body)
        mayUnderline = scan.last == scan.lead && Underline.isPunctuation(scan.lead)
        isSeparator = !isHeading && Self.mayLeadSeparator(scan.lead) && Self.isSeparator(body, lead: scan.lead)
        marker =
            isHeading || isSeparator || isPercentLine || !ListMarker.mayStart(scan.first, next: scan.afterFirst) ? nil : ListMarker(body)
        let mayBeGridRow = (scan.lead == UInt8(ascii: "+") || scan.lead == UInt8(ascii: "|")) && scan.last == scan.lead
        isPreformatted =
            !isHeading && !isSeparator && !isPercentLine
            && (scan.boxDrawing || scan.spaceRuns >= 2 || (mayBeGridRow && Self.isGridRow(body)))
    }

    /// Whether the line fills at least 70% of a hard-wrapped book's line width: the
    /// paragraph it is in probably goes on in the next line.
    func isLong(width: Int) -> Bool { columns * 10 >= width * 7 }

    /// Whether the paragraph this line is in may go on in the next line: it is long, or it stops
    /// mid-sentence having filled half the width (justified text leaves some lines shorter).
    func mayContinue(width: Int) -> Bool {
        isLong(width: width) || (!endsSentence && columns * 2 >= width)
    }

    /// Punctuation that ends a sentence or clause, closing quotes and brackets.
    static func endsSentence(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case ".", "!", "?", ":", ";", "\"", "'", ")", "]", "”", "’", "»", "…", "—", "。", "！", "？", "：", "；", "」", "』", "）", "】", "》":
            return true
        default:
            return false
        }
    }

    /// Whether `first`, opening `body`, is a closing mark (`Kinsoku.isClosing`) that cannot open a
    /// paragraph: not `’` or `…`, which may (`’Tis`, `…and then`), and `”` only alone on its line.
    @inline(__always)
    static func isClosingMark(_ first: Unicode.Scalar, body: Substring) -> Bool {
        switch first.value {
        case ..<0x201D, 0x2025, 0x2026: false
        case 0x201D: body.utf8.count == 3
        default: Kinsoku.isClosing(first.value)
        }
    }

    /// Whether the line fills at least 90% of the width: only prose fills a line, so such a
    /// line ends a run of verse lines even where verse lines run long.
    func isFull(width: Int) -> Bool { columns * 10 >= width * 9 }

    /// `%` alone, spaces around it allowed.
    static func isPercentLine(_ body: Substring) -> Bool {
        body.utf8.lazy.filter { $0 != 0x20 }.elementsEqual(CollectionOfOne(UInt8(ascii: "%")))
    }

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

    /// Longest scene break read, in UTF-8 bytes: pandoc's table rules (`---------- ----…`) run to 200 columns and more.
    static let maxSeparatorBytes = 512

    /// Three or more of the same scene-break symbol with nothing but spaces between, or an
    /// Aozora page break. `lead` is the first byte of `body`.
    static func isSeparator(_ body: Substring, lead: UInt8) -> Bool {
        guard body.utf8.count <= maxSeparatorBytes else { return false }
        if lead == 0xEF, body.hasPrefix("［＃改ページ］") || body.hasPrefix("［＃改丁］") { return body.count <= 8 }
        var symbol: Unicode.Scalar?
        var count = 0
        for scalar in body.unicodeScalars where scalar != " " && scalar != "\u{3000}" {
            guard symbol == nil ? isSeparatorSymbol(scalar) : symbol == scalar else { return false }
            symbol = scalar
            count += 1
        }
        return count >= 3
    }

    /// Whether `lead` is the first byte of a scene-break symbol below or of `［` (`*-=~#_`, then
    /// UTF-8 lead bytes): a plain switch, asked on every line.
    @inline(__always)
    static func mayLeadSeparator(_ lead: UInt8) -> Bool {
        switch lead {
        case 0x2A, 0x2D, 0x3D, 0x7E, 0x23, 0x5F, 0xC2, 0xE2, 0xE3, 0xEF: true
        default: false
        }
    }

    /// A scene-break symbol: `* - — – = ~ · • # _ ─ ━ ＊ ※ ☆ ★ ◇ ◆ ○ ● ＝ － ～`.
    static func isSeparatorSymbol(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "*", "-", "—", "–", "=", "~", "·", "•", "#", "_", "─", "━", "＊", "※", "☆", "★", "◇", "◆", "○", "●", "＝", "－", "～":
            return true
        default:
            return false
        }
    }

    /// One pass over the bytes: indent, approximate columns, box drawing, runs of spaces, markup,
    /// and the first two bytes after the indent and the last one that is not a space.
    private struct Scan {
        var indent = 0, columns = 0, spaceRuns = 0
        var boxDrawing = false, fullWidthIndent = false, markup = false
        /// Consecutive `─`/`━` so far.
        var horizontalRun = 0
        /// First byte of the text after the indent, and the last byte that is not a space.
        var lead: UInt8 = 0, last: UInt8 = 0
        /// The last scalar that is not a space (measured lines only).
        var lastScalar: Unicode.Scalar = " "
        /// The first character's first scalar, and the byte after it.
        var first: Unicode.Scalar = "\0"
        var afterFirst: UInt8 = 0

        /// Measures `bytes` (`run`) or only searches them for table characters (`search`).
        init(_ bytes: UnsafeBufferPointer<UInt8>, measured: Bool) {
            if measured { run(bytes) } else { search(bytes) }
            var end = bytes.count
            while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
            if end > 0 {
                last = bytes[end - 1]
                guard measured else { return }
                lastScalar = UTF8Scalar.decode(bytes, endingAt: end)
            }
        }

        /// Notes how the text after the indent (at `i`) starts: its first byte, its first scalar
        /// (decoded from valid UTF-8) and the byte after that scalar.
        private mutating func noteLead(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) {
            guard i < bytes.count else { return }
            lead = bytes[i]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard i + length <= bytes.count else { return }
            var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
            for k in 1..<length { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
            first = Unicode.Scalar(value) ?? "\0"
            if i + length < bytes.count { afterFirst = bytes[i + length] }
        }

        /// Box drawing, runs of spaces (with `memchr`) and markup only, no widths.
        private mutating func search(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            let n = bytes.count
            var start = 0
            while start < n, bytes[start] == 0x20 { start += 1 }
            noteLead(bytes, at: start)
            let text = UnsafeBufferPointer(rebasing: bytes[start...])
            let seen = Candidates(text)
            if seen.boxDrawing { findBoxDrawing(base + start, end: base + n) }
            if seen.spaceRun { countSpaceRuns(base + start, end: base + n) }
            if seen.markup { markup = InlineMarkup.contains(text, openEnded: true) }
        }

        /// What a line may hold, from one pass comparing sixteen positions at a time by the byte
        /// there and the two after it: box drawing (E2 94–96), three spaces in a row, inline markup
        /// (`InlineMarkup.Lanes`). Most lines hold none, and are then not searched again; a line
        /// too short for a pass may hold anything. (Quotation marks, `E2 80 9C`, share box
        /// drawing's lead byte, and prose has a space every few bytes: `memchr` alone would stop
        /// at every one.)
        private struct Candidates {
            var boxDrawing = true, spaceRun = true, markup = true

            init(_ b: UnsafeBufferPointer<UInt8>) {
                let n = b.count
                guard n >= 18, let base = b.baseAddress else { return }
                let raw = UnsafeRawPointer(base)
                let lanes = InlineMarkup.Lanes()
                let e2 = ByteLanes.splat(0xE2), x94 = ByteLanes.splat(0x94), x95 = ByteLanes.splat(0x95), x96 = ByteLanes.splat(0x96)
                let space = ByteLanes.splat(0x20)
                var box = SIMDMask<SIMD16<Int8>>(repeating: false), spaces = box, marks = box
                var i = 0
                while true {
                    // The last sixteen positions overlap the ones before: no byte is looked at one by one.
                    let at = min(i, n - 18)
                    let x = ByteLanes.load(raw, at), y = ByteLanes.load(raw, at + 1), z = ByteLanes.load(raw, at + 2)
                    box = box .| ((x .== e2) .& ((y .== x94) .| (y .== x95) .| (y .== x96)))
                    spaces = spaces .| ((x .== space) .& (y .== space) .& (z .== space))
                    marks = marks .| lanes.candidates(x, y, z)
                    if at == n - 18 { break }
                    i += 16
                }
                boxDrawing = ByteLanes.any(box)
                spaceRun = ByteLanes.any(spaces)
                // The last two bytes can only start an `_`.
                markup = ByteLanes.any(marks) || b[n - 2] == 0x5F || b[n - 1] == 0x5F
            }
        }

        /// Box drawing from `p` on: E2 94–96 …; `─`/`━` (E2 94 80/81) only in runs of four.
        private mutating func findBoxDrawing(_ start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) {
            var p = start
            while p + 2 < end, let found = memchr(p, 0xE2, end - p) {
                let hit = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                guard hit + 2 < end else { break }
                let second = hit[1], third = hit[2]
                p = hit + 1
                guard (0x94...0x96).contains(second), second != 0x96 || third <= 0x9F else { continue }
                guard second == 0x94, third <= 0x81 else { boxDrawing = true; return }
                var run = hit
                while run + 2 < end, run[0] == 0xE2, run[1] == 0x94, run[2] <= 0x81 { run += 3 }
                if run - hit >= 12 { boxDrawing = true; return }
                p = run
            }
        }

        /// `run` for a line of ASCII alone, the most of English prose: every byte is a column, the indent
        /// is spaces, and markup can only be `_`; runs of spaces and `_` are searched as `search` does.
        private mutating func runASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let base = bytes.baseAddress else { return }
            let n = bytes.count
            var start = 0
            while start < n, bytes[start] == 0x20 { start += 1 }
            indent = start
            columns = n
            noteLead(bytes, at: start)
            let seen = Candidates(UnsafeBufferPointer(rebasing: bytes[start...]))
            if seen.spaceRun { countSpaceRuns(base + start, end: base + n) }
            markup = seen.markup && memchr(base + start, 0x5F, n - start) != nil
        }

        /// Whether every byte is below 0x80, read eight at a time; a CJK line is told apart at its first word.
        @inline(__always)
        private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let base = bytes.baseAddress else { return true }
            let raw = UnsafeRawPointer(base)
            let n = bytes.count
            var i = 0
            while i + 8 <= n {
                if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                i += 8
            }
            while i < n {
                if bytes[i] >= 0x80 { return false }
                i += 1
            }
            return true
        }

        /// Runs of three or more spaces from `p` (after the indent) on.
        private mutating func countSpaceRuns(_ start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) {
            var p = start
            while p < end, let found = memchr(p, 0x20, end - p) {
                let hit = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                p = hit
                while p < end, p.pointee == 0x20 { p += 1 }
                guard p - hit >= 3 else { continue }
                // A run that ends the line aligns nothing; one after a clause's end parts prose.
                if p < end, hit - start < 3 || !Self.endsClause(hit - 3) { spaceRuns += 1 }
            }
        }

        /// Whether the three bytes at `p` are a full-width mark that ends a clause or a sentence
        /// (`，` `。` `、` `；` `！` `？` `．` `”`): spaces after one part Chinese prose carelessly
        /// typeset (`拦腰抱住，    都说`), not a table's columns. (A cell may end with `）` or `：`:
        /// `套件名（代号）    目的`, `元字符：   |`.)
        @inline(__always)
        static func endsClause(_ p: UnsafePointer<UInt8>) -> Bool {
            switch (p[0], p[1], p[2]) {
            case (0xEF, 0xBC, 0x8C), (0xEF, 0xBC, 0x9B), (0xEF, 0xBC, 0x81), (0xEF, 0xBC, 0x9F), (0xEF, 0xBC, 0x8E), (0xE3, 0x80, 0x82),
                (0xE3, 0x80, 0x81), (0xE2, 0x80, 0x9D):
                true
            default: false
            }
        }

        private mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) {
            if Self.isASCII(bytes) { return runASCII(bytes) }
            let n = bytes.count
            var i = 0
            // The indent: spaces, no-break spaces (C2 A0), ideographic spaces (E3 80 80).
            while i < n {
                if bytes[i] == 0x20 {
                    indent += 1
                    i += 1
                } else if bytes[i] == 0xC2, i + 1 < n, bytes[i + 1] == 0xA0 {
                    indent += 1
                    i += 2
                } else if bytes[i] == 0xE3, i + 2 < n, bytes[i + 1] == 0x80, bytes[i + 2] == 0x80 {
                    indent += 2
                    fullWidthIndent = true
                    i += 3
                } else {
                    break
                }
            }
            columns = indent
            noteLead(bytes, at: i)
            var run = 0 // current run of ASCII spaces
            // The last character ends a clause (`endsClause`), and so does the one before the current run.
            var afterClause = false, runAfterClause = false
            // One step per character (the text is valid UTF-8): ASCII 1 column, two-byte
            // sequences 1, longer ones 2, as `WrapStyle.approximateColumns` counts.
            while i < n {
                let b = bytes[i]
                if b == 0x20 {
                    if run == 0 { runAfterClause = afterClause }
                    afterClause = false
                    run += 1
                    horizontalRun = 0
                    columns += 1
                    i += 1
                    continue
                }
                if b < 0x80 {
                    // A run of ASCII other than spaces: one column a byte, nothing else to see.
                    if run >= 3, !runAfterClause { spaceRuns += 1 }
                    run = 0
                    afterClause = false
                    horizontalRun = 0
                    let start = i
                    var underscore = b == 0x5F
                    i += 1
                    while i < n, bytes[i] < 0x80, bytes[i] != 0x20 {
                        underscore = underscore || bytes[i] == 0x5F
                        i += 1
                    }
                    columns += i - start
                    markup = markup || underscore
                    continue
                }
                if run >= 3, !runAfterClause { spaceRuns += 1 }
                run = 0
                afterClause = false
                if b >= 0xE4 && b <= 0xE9 {
                    // A run of CJK ideographs (U+4000–9FFF): two columns each, neither markup nor box drawing.
                    horizontalRun = 0
                    repeat {
                        columns += 2
                        i += 3
                    } while i < n && bytes[i] >= 0xE4 && bytes[i] <= 0xE9
                    continue
                }
                if b < 0xE0 {
                    horizontalRun = 0
                    columns += 1
                    i += 2
                    continue
                }
                columns += 2
                if b == 0xEF || b == 0xE3 || b == 0xE2, i + 2 < n {
                    afterClause = Self.endsClause(bytes.baseAddress! + i)
                    if b != 0xE2, !markup { markup = InlineMarkup.starts(bytes, at: i, openEnded: true) }
                }
                // U+2500–U+259F (box drawing and block elements): E2 94 80 … E2 96 9F. Chinese text
                // writes a dash as `──`: horizontal lines count only in runs of four or more.
                if b == 0xE2, i + 2 < n, (0x94...0x96).contains(bytes[i + 1]), bytes[i + 1] != 0x96 || bytes[i + 2] <= 0x9F {
                    if bytes[i + 1] == 0x94, bytes[i + 2] <= 0x81 {
                        horizontalRun += 1
                        if horizontalRun >= 4 { boxDrawing = true }
                    } else {
                        boxDrawing = true
                    }
                } else {
                    horizontalRun = 0
                }
                i += b < 0xF0 ? 3 : 4
            }
        }
    }
}
