/// A PDF's lines made into the XHTML `MarkupBook` reads, reflowed: running headers, footers and
/// page numbers dropped; lines joined into paragraphs by their spacing and indentation (a
/// hyphen at a line's end joined away before a lowercase letter), over columns and pages, the
/// footnotes at their foot written after the paragraph they interrupt; lines in a font larger than
/// the body's are headings, levelled by size; monospaced lines are code, kept line by line.
/// Each page opens with an anchor `page-N` (its links lead there), and each line is mapped to
/// its source offset: page N's line j is at `N × pageSpan + j × lineSpan`, so a place is a page
/// of the PDF and a window of a few pages gives its blocks the offsets the whole book does.
struct PDFMarkup {
    /// Source offsets a page takes.
    static let pageSpan = 1 << 20
    /// Source offsets a line takes (a page's lines past `pageSpan / lineSpan` share the last).
    static let lineSpan = 1 << 8
    /// Most characters a heading may have: longer text in a large font is a passage.
    static let maxHeadingCharacters = 150

    private(set) var markup = "<html><body>"
    private(set) var offsets = OffsetMap()

    /// What the block being written is.
    private enum Block: Equatable {
        case paragraph, code
        case heading(Int)
    }

    private var block: Block?
    private var previous: PDFLine?
    private var previousMargin = 0..<0
    /// The left edge the open code block's lines are indented from, and its characters' width.
    private var codeLeft = 0, codeCharacter = 1
    /// Whether the last line written lost its end-of-line hyphen, to be put back unless a word goes on.
    private var heldHyphen = false
    /// Footnotes met inside a paragraph, written once it ends.
    private var heldNotes: [Placed] = []

    /// The markup of `pages` (`text.pages`, perhaps a window of them).
    init(_ text: PDFText) {
        let pages = text.pages.map(PDFLine.lines(of:))
        let body = Self.bodySize(pages)
        let levels = Self.headingLevels(pages, body: body)
        let running = Self.runningLines(text.pages, pages)
        let titles = Dictionary(grouping: text.outline, by: \.page).mapValues { entries in
            entries.map { (Self.comparable($0.title), $0.depth) }
        }
        for (page, lines) in zip(text.pages, pages) {
            let kept = lines.filter { !running.contains(Self.key(of: $0, on: page)) }
            let margins = Self.margins(kept)
            let notes = Self.notes(kept, body: body)
            markup += "<a id=\"page-\(page.number)\"></a>"
            for (i, (original, margin)) in zip(kept, margins).enumerated() {
                var line = original
                if DotLeader.range(in: line.plain) != nil {
                    line.plain = DotLeader.shortened(line.plain)
                    line.markup = DotLeader.shortened(line.markup)
                    line.isContentsEntry = true
                }
                let kind: Block =
                    line.monospaced
                    ? .code
                    : Self.outlineLevel(of: line, among: titles[page.number] ?? [])
                        .map { .heading($0) } ?? levels[line.size].map {
                            line.plain.count <= Self.maxHeadingCharacters ? .heading($0) : .paragraph
                        }
                        ?? .paragraph
                let source = page.number * Self.pageSpan + min(line.index, Self.pageSpan / Self.lineSpan - 1) * Self.lineSpan
                let placed = Placed(line: line, kind: kind, margin: margin, source: source)
                if notes.contains(i) { heldNotes.append(placed) } else { place(placed) }
            }
            // A paragraph may go on over the page, past its notes; a heading or code block ends with
            // it, and so does a paragraph whose last line ends a sentence above notes.
            let ended = previous?.plain.last.map(Self.endsSentence.contains) ?? true
            if block != .paragraph || !heldNotes.isEmpty && ended { close() }
            placeNotes()
        }
        close()
        placeNotes()
        markup += "</body></html>"
    }

    /// A line with what it is, its column's edges and its source offset.
    private struct Placed {
        var line: PDFLine
        var kind: Block
        var margin: Range<Int>
        var source: Int
    }

    /// Writes `placed` on the block open when it goes on it, else as a new block (after the notes
    /// the block before held back).
    private mutating func place(_ placed: Placed) {
        let line = placed.line
        if let previous, block == placed.kind,
            continues(line, after: previous, kind: placed.kind, margin: placed.margin, previousMargin: previousMargin)
        {
            offsets.record(markup: markup.utf8.count, source: placed.source)
            join(line, kind: placed.kind)
        } else {
            close()
            placeNotes()
            offsets.record(markup: markup.utf8.count, source: placed.source)
            open(placed.kind, line)
        }
        write(line, kind: placed.kind)
        previous = line
        previousMargin = placed.margin
    }

    /// Writes the footnotes held back, once no paragraph is open: a paragraph a note interrupts at
    /// the foot of a column or page reads on without it.
    private mutating func placeNotes() {
        guard block != .paragraph, !heldNotes.isEmpty else { return }
        let notes = heldNotes
        heldNotes = []
        for note in notes { place(note) }
        close()
    }

    /// The footnotes of a page's `lines`: in each column, the lines below its last line of body
    /// text, set smaller than the `body` size and not code, when the first of them opens with a
    /// note's mark (`1`, `*`, `†`).
    static func notes(_ lines: [PDFLine], body: Int) -> Set<Int> {
        let small = lines.map { $0.size * 100 <= body * 90 && !$0.monospaced }
        func sameColumn(_ a: PDFLine, _ b: PDFLine) -> Bool { a.left < b.right && b.left < a.right }
        let foot = lines.indices.filter { i in
            guard small[i] else { return false }
            let text = lines.indices.filter { !small[$0] && sameColumn(lines[$0], lines[i]) }
            return text.map { lines[$0].top }.max().map { $0 < lines[i].top } ?? false
        }
        return Set(
            foot.filter { i in
                let first = foot.filter { sameColumn(lines[$0], lines[i]) }.min { lines[$0].top < lines[$1].top } ?? i
                return opensWithMark(lines[first].plain)
            })
    }

    /// Whether `text` opens with a note's mark: one to three digits or marks, then a space or text.
    static func opensWithMark(_ text: String) -> Bool {
        let mark = text.prefix { $0.isNumber || noteMarks.contains($0) }
        return (1...3).contains(mark.count) && mark.count < text.count
            && text.dropFirst(mark.count).first.map { $0 == " " || $0.isLetter } == true
    }

    /// What a footnote opens with besides a number.
    static let noteMarks: Set<Character> = ["*", "†", "‡", "§", "¶", "⁎"]

    /// Whether `line` goes on the block `previous` is in, rather than starting one; `margin` and
    /// `previousMargin`: the left and right edges of their columns.
    private func continues(_ line: PDFLine, after previous: PDFLine, kind: Block, margin: Range<Int>, previousMargin: Range<Int>) -> Bool {
        // A line above the one before is at the top of the next page or column.
        let samePage = line.top > previous.top
        let gap = line.top - (previous.top + previous.height)
        switch kind {
        case .code, .heading: return samePage && gap < previous.height
        case .paragraph:
            // A contents entry is a line of its own; a bulleted item starts a block of its own.
            if previous.isContentsEntry || line.plain.first.map(Self.bullets.contains) == true { return false }
            // A short line ending a sentence ends its paragraph (a short line that does not is ragged
            // text going on); so do a blank line's gap and the next line's indent.
            let short =
                previous.right < previousMargin.upperBound - 2 * previous.height
                && previous.plain.last.map { Self.endsSentence.contains($0) } ?? true
            // Indented from the line before (a list item's lines share theirs, hanging under the text
            // after its bullet), or from the column's edge at the top of a page or column.
            let hang = previous.plain.first.map(Self.bullets.contains) == true ? 3 * line.height : 0
            let indented = line.left > (samePage ? previous.left + hang : margin.lowerBound) + line.height / 2
            let resized = abs(line.size - previous.size) > max(1, previous.size / 6)
            return !short && !indented && (!samePage || gap < previous.height * 2 / 3) && !resized
        }
    }

    /// Each line's column: the left and right edges most lines overlapping it share (lines of
    /// at least 20 characters; a line's own edges when none is that long). Two columns of a page
    /// do not overlap, so each line is measured against its own.
    static func margins(_ lines: [PDFLine]) -> [Range<Int>] {
        let long = lines.filter { $0.plain.count >= 20 }
        func mode(_ values: [Int]) -> Int? {
            var counts: [Int: Int] = [:]
            for v in values { counts[v / 4, default: 0] += 1 }
            return counts.max { ($0.value, $0.key) < ($1.value, $1.key) }.map { $0.key * 4 + 3 }
        }
        return lines.map { line in
            let column = long.filter { $0.left < line.right && line.left < $0.right }
            let left = mode(column.map(\.left)).map { $0 - 3 } ?? line.left
            return left..<max(left + 1, mode(column.map(\.right)) ?? line.right)
        }
    }

    private mutating func open(_ kind: Block, _ line: PDFLine) {
        block = kind
        heldHyphen = false
        switch kind {
        case .paragraph: markup += "<p>"
        case .heading(let level): markup += "<h\(level)>"
        case .code:
            markup += "<pre>"
            codeLeft = line.left
            codeCharacter = max(1, (line.right - line.left) / max(1, line.plain.count))
        }
    }

    private mutating func close() {
        guard let open = block else { return }
        if heldHyphen { markup += "-" }
        switch open {
        case .paragraph: markup += "</p>"
        case .heading(let level): markup += "</h\(level)>"
        case .code: markup += "</pre>"
        }
        block = nil
        heldHyphen = false
    }

    /// What goes between the line before and `line` in one block.
    private mutating func join(_ line: PDFLine, kind: Block) {
        switch kind {
        case .code: markup += "\n"
        case .heading: markup += "<br>"
        case .paragraph:
            let next = line.plain.first
            if heldHyphen, next?.isLowercase == true {
                heldHyphen = false
                return
            }
            if heldHyphen { markup += "-" }
            heldHyphen = false
            if PDFLine.spaced(previous?.plain.last, next) { markup += " " }
        }
    }

    private mutating func write(_ line: PDFLine, kind: Block) {
        if kind == .code {
            markup += String(repeating: " ", count: max(0, (line.left - codeLeft) / codeCharacter))
        }
        // A hyphen ending a paragraph's line after a letter is held back (inside a link or bold
        // too): a broken word joins up.
        let chars = Array(line.plain.suffix(2))
        if kind == .paragraph, chars.count == 2, chars[0].isLetter, chars[1] == "-", let hyphen = Self.finalHyphen(line.markup) {
            markup += line.markup[..<hyphen] + line.markup[line.markup.index(after: hyphen)...]
            heldHyphen = true
        } else {
            markup += line.markup
        }
    }

    /// The hyphen ending `markup`'s text, before any end tags (`Main-</a>`).
    static func finalHyphen(_ markup: String) -> String.Index? {
        var end = markup.endIndex
        while markup[..<end].hasSuffix(">"), let open = markup[..<end].lastIndex(of: "<"), markup[open...].hasPrefix("</") {
            end = open
        }
        guard end > markup.startIndex else { return nil }
        let last = markup.index(before: end)
        return markup[last] == "-" ? last : nil
    }

    /// What a bulleted list item starts with.
    static let bullets: Set<Character> = ["•", "◦", "▪", "▫", "●", "○", "■", "□", "‣", "⁃", "∙"]

    /// What a line ending a paragraph ends with: a sentence's end, a colon, a closing quote or bracket.
    static let endsSentence: Set<Character> = [".", "!", "?", ":", ";", "\"", "”", "’", ")", "]", "。", "！", "？", "：", "」", "』", "）"]

    /// The level of the outline entry `line` is the title of (`1.5.2 The "$LANG" variable` under
    /// the entry `The "$LANG" variable`: a number may stand before it), among the entries of its page.
    static func outlineLevel(of line: PDFLine, among titles: [(title: String, depth: Int)]) -> Int? {
        guard !titles.isEmpty, line.plain.count <= maxHeadingCharacters else { return nil }
        let text = comparable(line.plain)
        return titles.first { entry in
            !entry.title.isEmpty && text.hasSuffix(entry.title)
                && text.dropLast(entry.title.count).allSatisfy { $0.isNumber || $0 == "." || $0 == " " || $0.isLetter && $0.isUppercase }
                && text.count - entry.title.count <= 12
        }.map { min(3, $0.depth) }
    }

    /// `text` as outline titles and lines are compared: spaces collapsed, lowercase, curly quotes
    /// straight (an outline is often plain text where the page is typeset).
    static func comparable(_ text: String) -> String {
        let straight = text.lowercased().map { c -> Character in
            "“”„‟″".contains(c) ? "\"" : "‘’‛′".contains(c) ? "'" : c
        }
        return String(straight).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The font size most of the text is set in.
    static func bodySize(_ pages: [[PDFLine]]) -> Int {
        var characters: [Int: Int] = [:]
        for line in pages.joined() { characters[line.size, default: 0] += line.plain.count }
        return characters.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 0
    }

    /// Heading levels by font size: sizes at least 15% above the body's, the largest level 1, the
    /// next 2, any smaller 3.
    static func headingLevels(_ pages: [[PDFLine]], body: Int) -> [Int: Int] {
        let sizes = Set(pages.joined().map(\.size).filter { $0 * 100 >= body * 115 && $0 > body }).sorted(by: >)
        return Dictionary(uniqueKeysWithValues: sizes.enumerated().map { ($1, min(3, $0 + 1)) })
    }

    /// A line in a page's top or bottom tenth, by its text with the numbers left out (`Guide · ii`
    /// and `Guide · iii` are one); a page number alone (`12`, `-2-`, `— iv —`, `[3]`) is an empty key.
    static func key(of line: PDFLine, on page: PDFText.Page) -> String? {
        guard line.top < page.height / 10 || line.top + line.height > page.height * 9 / 10 else { return nil }
        return line.plain.split(separator: " ").filter { !isNumber($0) }.joined(separator: " ")
    }

    /// Whether `word` is a number, perhaps between dashes or brackets, or only such marks.
    static func isNumber(_ word: Substring) -> Bool {
        let core = String(word.drop(while: numberFrame.contains).reversed().drop(while: numberFrame.contains)).lowercased()
        return core.allSatisfy(\.isNumber) || core.allSatisfy("ivxlcdm".contains)
    }

    /// What stands around a page number.
    static let numberFrame: Set<Character> = ["-", "‐", "–", "—", "[", "]", "(", ")", "·", "."]

    /// The keys of running headers and footers: page numbers, and margin lines repeated on at
    /// least a quarter of the pages (two at least).
    static func runningLines(_ pages: [PDFText.Page], _ lines: [[PDFLine]]) -> Set<String?> {
        var seen: [String: Int] = [:]
        for (page, lines) in zip(pages, lines) {
            for key in Set(lines.compactMap { key(of: $0, on: page) }) { seen[key, default: 0] += 1 }
        }
        let least = max(2, pages.count / 4)
        var running = Set<String?>(seen.filter { $0.value >= least }.keys.map(Optional.some))
        running.insert("")
        return running
    }
}
