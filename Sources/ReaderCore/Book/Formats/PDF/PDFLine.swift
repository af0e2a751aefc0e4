/// One line of a PDF page: the pieces of text `pdftohtml` gives at one height, joined left to
/// right (a space where they stand apart, none where a word was only split by kerning).
struct PDFLine {
    var top: Int
    var left: Int
    var right: Int
    var height: Int
    /// The font size of its longest piece.
    var size: Int
    var monospaced: Bool
    var markup: String
    var plain: String
    /// Whether most of it is bold.
    var bold: Bool
    /// Its place among the page's lines, which gives its source offset.
    var index: Int

    /// The lines of `page`, in the order its pieces come.
    static func lines(of page: PDFText.Page) -> [PDFLine] {
        var lines: [PDFLine] = []
        var longest = 0, boldCharacters = 0
        for piece in page.pieces {
            if var line = lines.last, abs(piece.top - line.top) <= max(2, min(piece.height, line.height) / 3),
                piece.left >= line.right - max(2, line.height / 4)
            {
                let gap = piece.left - line.right > line.height / 6 ? " " : ""
                line.markup += gap + piece.markup
                line.plain += gap + piece.plain
                line.right = max(line.right, piece.right)
                line.height = max(line.height, piece.height)
                line.monospaced = line.monospaced && piece.monospaced
                if piece.plain.count > longest { (line.size, longest) = (piece.size, piece.plain.count) }
                boldCharacters += piece.bold
                line.bold = 2 * boldCharacters > line.plain.count
                lines[lines.count - 1] = line
                continue
            }
            longest = piece.plain.count
            boldCharacters = piece.bold
            lines.append(
                PDFLine(
                    top: piece.top, left: piece.left, right: piece.right, height: piece.height, size: piece.size,
                    monospaced: piece.monospaced, markup: piece.markup, plain: piece.plain, bold: 2 * piece.bold > piece.plain.count,
                    index: lines.count))
        }
        return lines
    }
}
