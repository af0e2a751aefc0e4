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
        var frame = Frame(width: layout.columns, height: layout.pageRows, style: palette[.text])
        let maxX = layout.textX + layout.textColumns
        for (row, line) in lines.enumerated() where line.kind != .blank {
            let style = palette[Self.role(of: line.kind)]
            let content = line.text(in: book)
            let x = layout.textX + line.indent, y = layout.textY + row
            frame.put(String(content.last == "\n" ? content.dropLast() : content), x: x, y: y, style: style, maxX: maxX)
            // A preformatted line cut at the page edge says so in its last column.
            if line.isClipped, maxX > layout.textX { frame.set("›", width: 1, x: maxX - 1, y: y, style: palette[.dim]) }
            let inline = book.paragraphs.indices.contains(line.paragraph) ? book.paragraphs[line.paragraph].spans : []
            if !inline.isEmpty { applySpans(inline, in: content, of: line, x: x, y: y, maxX: maxX, frame: &frame) }
            let spans = highlights.compactMap { match in match.graphemes(on: line).map { ($0, match == current) } }
            if !spans.isEmpty { highlight(spans, in: content, of: line, x: x, y: y, frame: &frame) }
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

    /// Restyles the cells of a line's inline spans: emphasis in italic (ncurses falls back to
    /// what the terminal has), ruby annotations dimmed.
    private func applySpans(_ spans: [InlineSpan], in content: Substring, of line: PageLine, x: Int, y: Int, maxX: Int, frame: inout Frame) {
        var byte = line.utf8.lowerBound
        var col = x
        for ch in content {
            let w = CellWidth.width(of: ch)
            if w > 0, col + w <= maxX, let span = spans.first(where: { $0.utf8.contains(byte) }) {
                for c in col..<(col + w) {
                    switch span.kind {
                    case .emphasis: frame[c, y].style.attributes.insert(.italic)
                    case .rubyAnnotation: frame[c, y].style = palette[.dim]
                    case .strong: frame[c, y].style.attributes.insert(.bold)
                    }
                }
            }
            col += w
            byte += ch.utf8.count
        }
    }

    /// Restyles the cells of the highlighted graphemes of one drawn line, walking it as
    /// `Frame.put` placed it (zero-width clusters take no cell).
    private func highlight(_ spans: [(Range<Int>, Bool)], in content: Substring, of line: PageLine, x: Int, y: Int, frame: inout Frame) {
        var g = line.graphemes.lowerBound
        var col = x
        for ch in content {
            let w = CellWidth.width(of: ch)
            if w > 0, col + w <= frame.width, let span = spans.first(where: { $0.0.contains(g) }) {
                let role: Role = span.1 ? .highlightCurrent : .highlight
                for c in col..<(col + w) { frame[c, y].style = palette[role] }
            }
            col += w
            g += 1
        }
    }
}
