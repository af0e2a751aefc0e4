import ReaderCore

/// Draws a laid-out page into a page-area `Frame` (full width, rows between the bars).
package struct PageRenderer {
    package let layout: ScreenLayout
    package let palette: Palette
    /// Whether a picture not yet decoded is left blank (a background job decodes it) rather than decoded now.
    package var waitsForPictures = false
    /// The images pictures are shown as, through the terminal's own graphics; nil: as character art.
    package var terminal: TerminalPictures?

    package init(layout: ScreenLayout, palette: Palette, waitsForPictures: Bool = false, terminal: TerminalPictures? = nil) {
        self.layout = layout
        self.palette = palette
        self.waitsForPictures = waitsForPictures
        self.terminal = terminal
    }

    package func render(
        _ page: Paginator.Page, of book: Book, marks: [TextMark] = [], hints: [LinkHints.Hint] = []
    ) -> Frame {
        render(lines: page.lines, of: book, marks: marks, hints: hints)
    }

    /// Draws `lines` from the top of the text box (scroll mode passes lines of several pages);
    /// the graphemes of `marks` get their roles' colours (the first mark holding a grapheme); each
    /// of `hints` has its label drawn over the start of its link, where the link first shows.
    /// Ruby annotations are drawn as `layout`'s ruby style says: inline as the text holds them,
    /// above their base on the blank row over its line, or not at all.
    package func render(
        lines: some Collection<PageLine>, of book: Book, marks: [TextMark] = [], hints: [LinkHints.Hint] = []
    ) -> Frame {
        if layout.writing == .vertical {
            return renderVertical(lines: lines, of: book, marks: marks, hints: hints)
        }
        var frame = Frame(width: layout.columns, height: layout.pageRows, style: palette[.text])
        let maxX = layout.textX + layout.textColumns
        var labelled = Set<Int>()
        let ruby = layout.settings.effectiveRuby
        for (row, line) in lines.enumerated() where line.kind != .blank {
            if case .picture(let pictureRow, let pictureRows) = line.kind {
                drawPicture(
                    row: pictureRow, of: pictureRows, paragraph: line.paragraph, x: layout.textX + line.indent, columns: line.width,
                    y: layout.row(ofLine: row), book: book, frame: &frame)
                continue
            }
            let style = palette[Self.role(of: line.kind)]
            let (paragraph, glyphs, x) = placed(line, of: book)
            let y = layout.row(ofLine: row)
            for (i, glyph) in glyphs.enumerated() {
                let w = CellWidth.width(of: glyph.character)
                guard w > 0 else { continue }
                if x[i] + w > maxX {
                    // A wide character that does not fit whole leaves a blank.
                    if x[i] < maxX { frame.setBlank(x: x[i], y: y, style: style) }
                    break
                }
                frame.set(glyph.character, width: w, x: x[i], y: y, style: style)
            }
            if line.kind == .image, let paragraph {
                drawImageMarks(of: line, in: paragraph, glyphs: glyphs, at: x, y: y, maxX: maxX, frame: &frame)
            }
            // A preformatted line that goes on in the next row says so in its last column.
            if line.continues, maxX > layout.textX { frame.set("›", width: 1, x: maxX - 1, y: y, style: palette[.dim]) }
            let inline = paragraph?.spans ?? []
            if !inline.isEmpty { applySpans(inline, to: glyphs, at: x, y: y, maxX: maxX, frame: &frame) }
            if ruby == .above, !inline.isEmpty, let paragraph {
                drawRubyAbove(paragraph, on: line, glyphs: glyphs, at: x, y: y - 1, frame: &frame)
            }
            let spans = marks.compactMap { mark in mark.graphemes(on: line).map { ($0, mark.role) } }
            if !spans.isEmpty { highlight(spans, glyphs: glyphs, at: x, y: y, maxX: maxX, frame: &frame) }
            for (h, hint) in hints.enumerated()
            where !labelled.contains(h) && hint.paragraph == line.paragraph && hint.utf8.overlaps(line.utf8) {
                labelled.insert(h)
                // The column of the link's first drawn character on this line.
                let i = glyphs.firstIndex { $0.utf8 >= hint.utf8.lowerBound } ?? glyphs.count
                let column = i < x.count ? x[i] : layout.textX + line.indent + line.width
                var style = palette[.highlightCurrent]
                style.attributes.insert(.bold)
                frame.put(hint.label, x: min(column, max(layout.textX, maxX - hint.label.count)), y: y, style: style, maxX: maxX)
            }
        }
        return frame
    }

    /// The grapheme of `line` drawn at page column `column` (as `render` places them), or the
    /// nearest one of the line; nil for a line without text.
    package func grapheme(atColumn column: Int, on line: PageLine, of book: Book) -> Int? {
        let (_, glyphs, x) = placed(line, of: book)
        guard !glyphs.isEmpty else { return nil }
        return glyphs[x.lastIndex { $0 <= column } ?? 0].grapheme
    }

    /// The block of `line`, the graphemes of `line` that are drawn (ruby hidden as the layout
    /// says) and the column of each.
    private func placed(_ line: PageLine, of book: Book) -> (paragraph: Paragraph?, glyphs: [Glyph], x: [Int]) {
        let paragraph = book.paragraphs.indices.contains(line.paragraph) ? book.paragraphs[line.paragraph] : nil
        var content = paragraph.map { line.text(of: shown($0.text, of: book)) } ?? ""
        if content.last == "\n" { content = content.dropLast() }
        let hiding = layout.settings.effectiveRuby.hidesAnnotations ? paragraph?.spans ?? [] : []
        var glyphs = Self.glyphs(of: content, on: line, hiding: hiding)
        // A line hyphenated inside a word: its hyphen is drawn as part of the word's last letter.
        if line.isHyphenated, let last = glyphs.last { glyphs.append(Glyph(character: "-", grapheme: last.grapheme, utf8: last.utf8)) }
        let x = Self.columns(of: glyphs.map(\.character), from: layout.textX + line.indent, slack: layout.settings.justify ? line.slack : 0)
        return (paragraph, glyphs, x)
    }

    /// A paragraph's text as it is drawn: in the script the settings choose for Chinese.
    func shown(_ text: String, of book: Book) -> String { book.shown(text, in: layout.settings.chinese) }

    /// One drawn grapheme of a line: the character, its grapheme index and UTF-8 offset in its block.
    package struct Glyph {
        package var character: Character
        package var grapheme: Int
        package var utf8: Int
    }

    /// The graphemes of `content` (the text of `line`) that are drawn: all but those inside the
    /// ruby annotations among `hiding`.
    package static func glyphs(of content: Substring, on line: PageLine, hiding spans: [InlineSpan]) -> [Glyph] {
        let hidden = spans.filter { $0.kind == .rubyAnnotation && $0.utf8.overlaps(line.utf8) }.map(\.utf8)
        var result: [Glyph] = []
        result.reserveCapacity(content.utf8.count)
        var g = line.graphemes.lowerBound, byte = line.utf8.lowerBound
        for ch in content {
            if !hidden.contains(where: { $0.contains(byte) }) { result.append(Glyph(character: ch, grapheme: g, utf8: byte)) }
            g += 1
            byte += ch.utf8.count
        }
        return result
    }

    /// The colours a line of `kind` is drawn in.
    package static func role(of kind: PageLine.Kind) -> Role {
        switch kind {
        case .heading: return .heading
        case .separator: return .dim
        case .image, .picture, .caption: return .image
        case .body, .blank: return .text
        }
    }

    /// Row `row` of the `rows` the picture of paragraph `paragraph` takes, `columns` wide from
    /// column `x`, as the terminal's own picture (`terminal`) or as character art in its own
    /// colours; the middle row of a picture that cannot be drawn says `[image]`; one still to be
    /// decoded is left blank.
    func drawPicture(row: Int, of rows: Int, paragraph: Int, x: Int, columns: Int, y: Int, book: Book, frame: inout Frame) {
        let cell = layout.settings.pictureCell
        if waitsForPictures, PictureArt.isWaiting(book, paragraph: paragraph, columns: columns, rows: rows, cell: cell) {
            return
        }
        if let terminal, let pictures = book.pictures, book.paragraphs.indices.contains(paragraph),
            columns <= KittyPlaceholder.maximum, rows <= KittyPlaceholder.maximum,
            let look = terminal.look(of: pictures, at: book.paragraphs.offsets[paragraph], columns: columns, rows: rows)
        {
            let shown = min(columns, layout.textX + layout.textColumns - x)
            TerminalPictures.draw(look, row: row, columns: shown, x: x, y: y, background: palette[.text].background, into: &frame)
            return
        }
        guard
            let art = PictureArt.art(
                of: book, paragraph: paragraph, columns: columns, rows: rows, cell: cell, depth: layout.settings.pictureColors,
                style: palette[.text])
        else {
            let mark = "[image]"
            if row == rows / 2 { frame.put(mark, x: x + max(0, (columns - mark.count) / 2), y: y, style: palette[.image]) }
            return
        }
        PictureArt.draw(art, row: row, columns: layout.textX + layout.textColumns - x, x: x, y: y, into: &frame)
    }

    /// An image block's marks: `[image: ` before its first line, `]` after its last (the
    /// paginator left the room for them).
    private func drawImageMarks(
        of line: PageLine, in paragraph: Paragraph, glyphs: [Glyph], at x: [Int], y: Int, maxX: Int, frame: inout Frame
    ) {
        let style = palette[.image]
        let start = layout.textX + line.indent
        if line.graphemes.lowerBound == 0 {
            frame.put(ImagePlaceholder.prefix, x: start - ImagePlaceholder.prefixWidth, y: y, style: style, maxX: maxX)
        }
        if line.utf8.upperBound >= paragraph.text.utf8.count {
            let end = glyphs.last.map { x[glyphs.count - 1] + CellWidth.width(of: $0.character) } ?? start
            frame.put(ImagePlaceholder.suffix, x: end, y: y, style: style, maxX: maxX)
        }
    }

    /// Draws on row `y` (the blank row over a line) the annotations of the ruby bases on the
    /// line, each centred over the part of its base drawn there — moved right as far as needed
    /// to leave a blank cell after the one before it, so two readings never run together — and
    /// clipped at the page's edges.
    private func drawRubyAbove(_ paragraph: Paragraph, on line: PageLine, glyphs: [Glyph], at x: [Int], y: Int, frame: inout Frame) {
        guard y >= 0, let first = glyphs.first, let last = glyphs.last else { return }
        let drawn = first.utf8...last.utf8
        let spans = paragraph.spans
        let style = palette[.dim]
        var drawnTo = Int.min // the column after the last reading drawn and the blank that follows it
        for (k, annotation) in spans.enumerated()
        where annotation.kind == .rubyAnnotation && annotation.utf8.lowerBound > line.utf8.lowerBound {
            // The base: its span just before, else the one character before the annotation.
            let previous = k > 0 ? spans[k - 1] : nil
            let base = previous.flatMap { $0.kind == .rubyBase && $0.utf8.upperBound == annotation.utf8.lowerBound ? $0.utf8 : nil }
            // Spans are in order: a base starting past this line starts the ones on later lines.
            if (base?.lowerBound ?? annotation.utf8.lowerBound - 1) >= line.utf8.upperBound { break }
            let baseGlyphs = glyphs.indices.filter { i in
                base.map { $0.contains(glyphs[i].utf8) }
                    ?? (glyphs[i].utf8 < annotation.utf8.lowerBound
                        && (i + 1 == glyphs.count || glyphs[i + 1].utf8 >= annotation.utf8.lowerBound))
            }
            // Drawn over the line its base starts on.
            guard let head = baseGlyphs.first, let tail = baseGlyphs.last, drawn.contains(glyphs[head].utf8),
                base.map({ glyphs[head].utf8 == $0.lowerBound }) ?? true
            else { continue }
            let reading = Self.reading(of: annotation, in: paragraph.text)
            let left = x[head], right = x[tail] + CellWidth.width(of: glyphs[tail].character)
            let width = CellWidth.width(of: reading)
            let start = max((left + right - width) / 2, drawnTo)
            frame.put(reading, x: start, y: y, style: style)
            drawnTo = start + width + 1
        }
    }

    /// The text of a ruby annotation without the brackets it is held in inline: `(かんじ)` → `かんじ`.
    package static func reading(of annotation: InlineSpan, in text: String) -> String {
        let view = text.utf8
        let lower = min(annotation.utf8.lowerBound, view.count), upper = min(annotation.utf8.upperBound, view.count)
        var reading = text[view.index(view.startIndex, offsetBy: lower)..<view.index(view.startIndex, offsetBy: upper)]
        if reading.first == "(", reading.last == ")", reading.count >= 2 { reading = reading.dropFirst().dropLast() }
        return String(reading)
    }

    /// The column of each grapheme of `content` drawn from `start`: widths add up, and a
    /// justified line spreads up to `slack` extra columns over the gaps where no hole shows
    /// (`spread(_:over:)`).
    package static func columns(of content: Substring, from start: Int, slack: Int) -> [Int] {
        columns(of: Array(content), from: start, slack: slack)
    }

    /// `columns(of:from:slack:)` of characters already split.
    package static func columns(of characters: [Character], from start: Int, slack: Int) -> [Int] {
        let extra = spread(slack, over: characters)
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

    /// Justification of one line: the cells (columns across, rows down a vertical column) added
    /// before each of `units` — its characters, or a vertical column's rows, each named by the
    /// character that ends it. `slack` of them go to the gaps `JustificationGap` allows, evenly,
    /// after punctuation first, each gap at most `JustificationGap.widest`; what no gap takes
    /// stays at the line's end, which is then ragged.
    package static func spread(_ slack: Int, over units: [Character]) -> [Int] {
        var extra = [Int](repeating: 0, count: units.count)
        guard slack > 0, units.count > 1 else { return extra }
        var punctuation: [Int] = [], boundaries: [Int] = []
        var seenText = false // a leading space is an indent, not a gap between words
        for j in 1..<units.count {
            seenText = seenText || (units[j - 1] != " " && units[j - 1] != "\u{3000}")
            guard seenText, let gap = JustificationGap(between: units[j - 1], and: units[j]) else { continue }
            if gap == .punctuation { punctuation.append(j) } else { boundaries.append(j) }
        }
        var left = slack
        for gaps in [punctuation, boundaries] where !gaps.isEmpty && left > 0 {
            let taken = min(left, JustificationGap.widest * gaps.count)
            // Rounded shares: one extra cell lands in the middle gap, not the last.
            func share(_ k: Int) -> Int { (2 * k * taken + gaps.count) / (2 * gaps.count) }
            for (k, j) in gaps.enumerated() { extra[j] = share(k + 1) - share(k) }
            left -= taken
        }
        return extra
    }

    /// Restyles the cells of a line's inline spans: emphasis in italic (ncurses falls back to
    /// what the terminal has), ruby annotations dimmed, links underlined; nested spans (a link
    /// in bold) each add their own.
    private func applySpans(_ spans: [InlineSpan], to glyphs: [Glyph], at x: [Int], y: Int, maxX: Int, frame: inout Frame) {
        for (i, glyph) in glyphs.enumerated() {
            let w = CellWidth.width(of: glyph.character)
            guard w > 0, x[i] + w <= maxX else { continue }
            for span in spans where span.utf8.contains(glyph.utf8) {
                for c in x[i]..<(x[i] + w) {
                    switch span.kind {
                    case .emphasis: frame[c, y].style.attributes.insert(.italic)
                    case .rubyAnnotation: frame[c, y].style = palette[.dim]
                    case .strong, .label: frame[c, y].style.attributes.insert(.bold)
                    case .link: frame[c, y].style.attributes.insert(.underline)
                    case .rubyBase: break
                    }
                }
            }
        }
    }

    /// Restyles the cells of the highlighted graphemes of one drawn line (zero-width clusters take no cell).
    private func highlight(_ spans: [(Range<Int>, Role)], glyphs: [Glyph], at x: [Int], y: Int, maxX: Int, frame: inout Frame) {
        for (i, glyph) in glyphs.enumerated() {
            let w = CellWidth.width(of: glyph.character)
            if w > 0, x[i] + w <= maxX, let span = spans.first(where: { $0.0.contains(glyph.grapheme) }) {
                for c in x[i]..<(x[i] + w) { frame[c, y].style = palette[span.1] }
            }
        }
    }
}
