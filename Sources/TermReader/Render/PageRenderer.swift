import ReaderCore

/// Draws a laid-out page into a page-area `Frame` (full width, rows between the bars).
struct PageRenderer {
    let layout: ScreenLayout
    let palette: Palette

    func render(_ page: Paginator.Page, of book: Book, highlights: [SearchMatch] = [], current: SearchMatch? = nil) -> Frame {
        render(lines: page.lines, of: book, highlights: highlights, current: current)
    }

    /// Draws `lines` from the top of the text box (scroll mode passes lines of several pages);
    /// the graphemes of `highlights` get the highlight colours, `current` the stronger one.
    func render(lines: some Collection<PageLine>, of book: Book, highlights: [SearchMatch] = [], current: SearchMatch? = nil) -> Frame {
        if layout.writing == .vertical { return renderVertical(lines: lines, of: book, highlights: highlights, current: current) }
        var frame = Frame(width: layout.columns, height: layout.pageRows, style: palette[.text])
        let maxX = layout.textX + layout.textColumns
        for (row, line) in lines.enumerated() where line.kind != .blank {
            let style = palette[Self.role(of: line.kind)]
            var content = line.text(in: book)
            if content.last == "\n" { content = content.dropLast() }
            let y = layout.row(ofLine: row)
            let x = Self.columns(of: content, from: layout.textX + line.indent, slack: layout.settings.justify ? line.slack : 0)
            for (i, ch) in content.enumerated() {
                let w = CellWidth.width(of: ch)
                guard w > 0 else { continue }
                if x[i] + w > maxX {
                    // A wide character that does not fit whole leaves a blank.
                    if x[i] < maxX { frame.setBlank(x: x[i], y: y, style: style) }
                    break
                }
                frame.set(ch, width: w, x: x[i], y: y, style: style)
            }
            // A preformatted line cut at the page edge says so in its last column.
            if line.isClipped, maxX > layout.textX { frame.set("›", width: 1, x: maxX - 1, y: y, style: palette[.dim]) }
            let inline = book.paragraphs.indices.contains(line.paragraph) ? book.paragraphs[line.paragraph].spans : []
            if !inline.isEmpty { applySpans(inline, in: content, of: line, at: x, y: y, maxX: maxX, frame: &frame) }
            let spans = highlights.compactMap { match in match.graphemes(on: line).map { ($0, match == current) } }
            if !spans.isEmpty { highlight(spans, in: content, of: line, at: x, y: y, maxX: maxX, frame: &frame) }
        }
        return frame
    }

    /// The colours a line of `kind` is drawn in.
    static func role(of kind: PageLine.Kind) -> Role {
        switch kind {
        case .heading: return .heading
        case .separator: return .dim
        case .body, .blank: return .text
        }
    }

    /// The column of each grapheme of `content` drawn from `start`: widths add up, and a
    /// justified line spreads `slack` extra columns over its gaps — after its punctuation
    /// first, where a printed CJK line also takes up its slack, else evenly between characters.
    static func columns(of content: Substring, from start: Int, slack: Int) -> [Int] {
        let characters = Array(content)
        var extra = [Int](repeating: 0, count: characters.count)  // columns added before character i
        if slack > 0, characters.count > 1 {
            let afterPunctuation = (0..<(characters.count - 1)).filter { stretchesAfter.contains(characters[$0]) }
            let gaps = afterPunctuation.isEmpty ? Array(0..<(characters.count - 1)) : afterPunctuation
            // Rounded shares: one extra column lands in the middle gap, not the last.
            func share(_ k: Int) -> Int { (2 * k * slack + gaps.count) / (2 * gaps.count) }
            for (k, gap) in gaps.enumerated() {
                extra[gap + 1] = share(k + 1) - share(k)
            }
        }
        var result: [Int] = []
        result.reserveCapacity(characters.count)
        var col = start
        for (i, ch) in characters.enumerated() {
            col += extra[i]
            result.append(col)
            col += CellWidth.width(of: ch)
        }
        return result
    }

    /// Punctuation after which justification adds its space first.
    static let stretchesAfter: Set<Character> = ["，", "。", "、", "；", "：", "！", "？", "」", "』", "）", "》", "】", "〉", "”", "’", "…", "—", "﹔"]

    /// Restyles the cells of a line's inline spans: emphasis in italic (ncurses falls back to
    /// what the terminal has), ruby annotations dimmed.
    private func applySpans(_ spans: [InlineSpan], in content: Substring, of line: PageLine, at x: [Int], y: Int, maxX: Int, frame: inout Frame) {
        var byte = line.utf8.lowerBound
        for (i, ch) in content.enumerated() {
            let w = CellWidth.width(of: ch)
            if w > 0, x[i] + w <= maxX, let span = spans.first(where: { $0.utf8.contains(byte) }) {
                for c in x[i]..<(x[i] + w) {
                    switch span.kind {
                    case .emphasis: frame[c, y].style.attributes.insert(.italic)
                    case .rubyAnnotation: frame[c, y].style = palette[.dim]
                    case .strong: frame[c, y].style.attributes.insert(.bold)
                    }
                }
            }
            byte += ch.utf8.count
        }
    }

    /// Restyles the cells of the highlighted graphemes of one drawn line (zero-width clusters take no cell).
    private func highlight(_ spans: [(Range<Int>, Bool)], in content: Substring, of line: PageLine, at x: [Int], y: Int, maxX: Int, frame: inout Frame) {
        var g = line.graphemes.lowerBound
        for (i, ch) in content.enumerated() {
            let w = CellWidth.width(of: ch)
            if w > 0, x[i] + w <= maxX, let span = spans.first(where: { $0.0.contains(g) }) {
                let role: Role = span.1 ? .highlightCurrent : .highlight
                for c in x[i]..<(x[i] + w) { frame[c, y].style = palette[role] }
            }
            g += 1
        }
    }
}
