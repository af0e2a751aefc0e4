import ReaderCore

/// Draws a laid-out page into a page-area `Frame` (full width, rows between the bars).
struct PageRenderer {
    let layout: ScreenLayout
    let palette: Palette

    func render(_ page: Paginator.Page, of book: Book) -> Frame {
        render(lines: page.lines, of: book)
    }

    /// Draws `lines` from the top of the text box (scroll mode passes lines of several pages).
    func render(lines: some Collection<PageLine>, of book: Book) -> Frame {
        var frame = Frame(width: layout.columns, height: layout.pageRows, style: palette[.text])
        for (row, line) in lines.enumerated() where line.kind != .blank {
            let text = book.paragraphs[line.paragraph].text
            let utf8 = text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: line.utf8.lowerBound)
            let end = utf8.index(utf8.startIndex, offsetBy: line.utf8.upperBound)
            let style = line.kind == .heading ? palette[.heading] : palette[.text]
            frame.put(
                String(text[start..<end]), x: layout.textX + line.indent, y: layout.textY + row, style: style,
                maxX: layout.textX + layout.textColumns)
        }
        return frame
    }
}
