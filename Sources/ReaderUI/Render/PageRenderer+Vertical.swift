import ReaderCore

/// Vertical text (縦書き): a page's lines are columns, drawn from the right edge of the text
/// box leftwards, each two cells wide, top to bottom, one row per full-width character; kana
/// ruby beside its base in the gap on the column's right (`VerticalRuby`).
extension PageRenderer {
    /// Draws `lines` as columns: line `i` is the `i`-th column from the right. Characters take
    /// their vertical forms (`VerticalForms`); an upright pair of letters or digits shares a row
    /// (縦中横) and any other half-width character sits in the left cell of its row. An indent
    /// is rows down from the top (two cells of a line's width a row). A justified column spreads
    /// its slack rows as a horizontal line spreads its columns (`spread(_:over:)`), each row
    /// named by the character that ends it, and ruby follows its base. Inline spans and
    /// marks restyle the cells of their graphemes, as in horizontal text; a link hint's label
    /// is drawn over the first character of its link, where the link first shows.
    package func renderVertical(
        lines: some Collection<PageLine>, of book: Book, marks: [TextMark], hints: [LinkHints.Hint] = []
    ) -> Frame {
        var frame = Frame(width: layout.columns, height: layout.pageRows, style: palette[.text])
        var labels: [(label: String, x: Int, y: Int)] = []
        var labelled = Set<Int>()
        let bottom = min(layout.pageRows, layout.textY + layout.textRows)
        for (index, line) in lines.enumerated() where line.kind != .blank {
            let x = layout.column(ofLine: index)
            guard x >= layout.textX, book.paragraphs.indices.contains(line.paragraph) else { continue }
            if case .picture(let first, let count) = line.kind {
                if first == 0 { drawPicture(of: line, from: index, spanning: count, book: book, bottom: bottom, frame: &frame) }
                continue
            }
            let paragraph = book.paragraphs[line.paragraph]
            let text = shown(paragraph.text, of: book)
            let style = palette[Self.role(of: line.kind)]
            let drawn = marks.compactMap { mark in mark.graphemes(on: line).map { ($0, mark.role) } }
            var y = layout.textY + (line.indent + 1) / 2
            var half = 0 // cells of the current row taken by an upright pair
            var baseStart = y // the row where the run of kanji before a ruby annotation starts
            var rubyEnd = layout.textY // the row after the last ruby drawn beside this column
            // Ruby off: the line was laid out without its annotations, which are not drawn.
            let hidden = layout.settings.effectiveRuby == .off ? paragraph.spans.filter { $0.kind == .rubyAnnotation }.map(\.utf8) : []
            let beside =
                hidden.isEmpty && layout.geometry().rubyBeside && line.kind == .body
                ? VerticalRuby.besideRanges(in: text, spans: paragraph.spans) : []
            let utf8 = text.utf8
            let items = VerticalGraphemes.items(of: text, utf8: line.utf8, beside: beside).enumerated()
                .filter { item in !hidden.contains(where: { $0.contains(item.element.utf8.lowerBound) }) }
            let characters = items.map { item in
                Character(
                    String(
                        decoding: utf8[
                            utf8.index(
                                utf8.startIndex, offsetBy: item.element.utf8.lowerBound)..<utf8.index(
                                    utf8.startIndex, offsetBy: item.element.utf8.upperBound)], as: UTF8.self))
            }
            // Justified: the column's slack rows spread as a horizontal line's columns are,
            // each row named by the character that ends it (the second of an upright pair).
            var rowEnds: [Character] = []
            var pairs = 0
            for (i, item) in items.enumerated() where item.element.width > 0 {
                if item.element.width == 2 || pairs == 1 { rowEnds.append(characters[i]); pairs = 0 } else { pairs = 1 }
            }
            let extra = Self.spread(layout.settings.justify ? line.slack : 0, over: rowEnds)
            var rowIndex = 0 // the row of the column the next drawn character starts
            for ((k, item), ch) in zip(items, characters) {
                if let ruby = beside.first(where: { $0.lowerBound == item.utf8.lowerBound }),
                    let annotation = VerticalRuby.annotation(in: text, span: ruby), let kana = VerticalRuby.halfWidth(annotation)
                {
                    // Beside the base, centred on it where the rows allow, never over the ruby before.
                    var row = max(rubyEnd, layout.textY, baseStart - max(0, kana.count - (y - baseStart)) / 2)
                    for scalar in kana where row < bottom {
                        frame.set(Character(scalar), width: 1, x: x + ScreenLayout.verticalColumnWidth, y: row, style: palette[.dim])
                        row += 1
                    }
                    rubyEnd = row
                }
                guard item.width > 0 else { continue }
                if half == 0, rowIndex < extra.count, extra[rowIndex] > 0 {
                    // A run of kanji that starts after the added rows starts there, so its ruby moves with it.
                    if baseStart == y { baseStart += extra[rowIndex] }
                    y += extra[rowIndex]
                }
                guard y < bottom else { break }
                if !Self.isRubyBase(ch) { baseStart = y + 1 }
                var cellStyle = style
                if let span = paragraph.spans.first(where: { $0.utf8.contains(item.utf8.lowerBound) }) {
                    switch span.kind {
                    case .emphasis: cellStyle.attributes.insert(.italic)
                    case .rubyAnnotation: cellStyle = palette[.dim]
                    case .strong, .label: cellStyle.attributes.insert(.bold)
                    case .link: cellStyle.attributes.insert(.underline)
                    case .rubyBase: break
                    }
                }
                let g = line.graphemes.lowerBound + k
                if let mark = drawn.first(where: { $0.0.contains(g) }) { cellStyle = palette[mark.1] }
                for (h, hint) in hints.enumerated()
                where !labelled.contains(h) && hint.paragraph == line.paragraph
                    && hint.utf8.contains(item.utf8.lowerBound)
                {
                    labelled.insert(h)
                    labels.append((hint.label, x, y))
                }
                if item.width == 1 {
                    // Half of an upright pair: side by side in one row.
                    frame.set(ch, width: 1, x: x + half, y: y, style: cellStyle)
                    half += 1
                    if half == 2 { half = 0; y += 1; rowIndex += 1 }
                    continue
                }
                let form = VerticalForms.form(of: ch)
                let w = CellWidth.width(of: form)
                if w == 2 {
                    frame.set(form, width: 2, x: x, y: y, style: cellStyle)
                } else {
                    frame.set(form, width: 1, x: x, y: y, style: cellStyle)
                    frame.setBlank(x: x + 1, y: y, style: cellStyle)
                }
                y += 1
                rowIndex += 1
            }
        }
        // Labels last, over the text: a two-letter label reads across the column's two cells.
        var style = palette[.highlightCurrent]
        style.attributes.insert(.bold)
        for label in labels {
            frame.put(label.label, x: label.x, y: label.y, style: style, maxX: label.x + ScreenLayout.verticalColumnWidth)
        }
        return frame
    }

    /// The picture whose first line (its rightmost column) is `line`, line `index` of the page,
    /// across its `count` columns and the gaps between them, centred, its rows from the line's indent.
    private func drawPicture(of line: PageLine, from index: Int, spanning count: Int, book: Book, bottom: Int, frame: inout Frame) {
        let offset = book.paragraphs.offsets[line.paragraph]
        guard let cells = layout.pictureCells(of: line, size: book.pictures?.size(ofBlockAt: offset)) else { return }
        let left = max(layout.textX, layout.column(ofLine: index + count - 1))
        let span = layout.column(ofLine: index) + ScreenLayout.verticalColumnWidth - left
        let top = layout.textY + (line.indent + 1) / 2
        for row in 0..<cells.rows where top + row < bottom {
            drawPicture(
                row: row, of: cells.rows, paragraph: line.paragraph, x: left + max(0, (span - cells.columns) / 2),
                columns: cells.columns, y: top + row, book: book, frame: &frame)
        }
    }

    /// Characters a ruby annotation's base is made of: kanji (and `々` `〆` `ヶ`).
    package static func isRubyBase(_ ch: Character) -> Bool {
        guard let v = ch.unicodeScalars.first?.value else { return false }
        return (0x4E00...0x9FFF).contains(v) || (0x3400...0x4DBF).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0x20000...0x3FFFF).contains(v) || v == 0x3005 || v == 0x3006 || v == 0x30F6
    }
}
