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
    /// Whether it ended in a dot leader and a page number (`DotLeader`): a contents entry.
    var isContentsEntry = false

    /// The lines of `page`, in the order its pieces come.
    static func lines(of page: PDFText.Page) -> [PDFLine] {
        var lines: [PDFLine] = []
        var longest = 0, boldCharacters = 0
        for piece in page.pieces {
            // On the line when the boxes share most of their height (a CJK face and a Latin one
            // sit at different tops) and the piece starts where the line ends (CJK punctuation's
            // boxes overlap by up to an em: `”` then `）后`).
            let shared =
                min(piece.top + piece.height, (lines.last?.top ?? 0) + (lines.last?.height ?? 0)) - max(piece.top, lines.last?.top ?? 0)
            if var line = lines.last, 2 * shared >= min(piece.height, line.height), piece.left >= line.right - line.height {
                // A raised note mark opening the line (`¹ The note…`) does not give it its top.
                if piece.height > line.height, piece.top > line.top,
                    line.plain.allSatisfy({ $0.isNumber || PDFMarkup.noteMarks.contains($0) })
                {
                    line.top = piece.top
                }
                // A space is some 2 pixels at least (pdftohtml rounds); pieces closer are one word split
                // by a font change. Spaces the pieces bring are not doubled.
                let apart = piece.left - line.right >= max(2, line.height / 6)
                let gap = apart && Self.spaced(line.plain.last, piece.plain.first) ? " " : ""
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

    /// Whether text ending in `last` and text starting with `first` are set apart by a space when
    /// they stand apart: not when either brings one, nor between CJK characters, nor inside CJK
    /// brackets and before CJK punctuation (`文件”）后`).
    static func spaced(_ last: Character?, _ first: Character?) -> Bool {
        guard let last, let first, !last.isWhitespace, !first.isWhitespace else { return false }
        return !(isWide(last) && isWide(first)) && !closesCJK.contains(first) && !opensCJK.contains(last)
    }

    /// Whether `c` is an ideograph, kana or a full-width form.
    static func isWide(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first else { return false }
        return (0x2E80...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
            || (0xFF00...0xFFEF).contains(scalar.value)
    }

    /// CJK punctuation no space stands before, and brackets no space stands after.
    static let closesCJK: Set<Character> = ["）", "，", "。", "、", "；", "：", "！", "？", "」", "』", "】", "》", "〉"]
    static let opensCJK: Set<Character> = ["（", "「", "『", "【", "《", "〈"]
}
