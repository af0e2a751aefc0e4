/// One row of a laid-out page: a span of one paragraph, or a blank row.
public struct PageLine: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Body text.
        case body
        /// A chapter heading line (drawn centred and emphasised).
        case heading
        /// A scene break (drawn centred and dimmed).
        case separator
        /// A line of an image block's text (drawn centred and dimmed, inside `ImagePlaceholder`'s marks).
        case image
        /// Row `row` of the `rows` a picture takes (`indent` and `width` give its columns).
        case picture(row: Int, rows: Int)
        /// A line of the caption under a picture: its alt text, centred and dimmed, without marks.
        case caption
        /// A blank row (paragraph spacing, space after a heading).
        case blank
    }

    public var kind: Kind
    /// Paragraph index in the book (for blank rows: the paragraph that follows).
    public var paragraph: Int
    /// Grapheme indices of the span inside the paragraph.
    public var graphemes: Range<Int>
    /// UTF-8 offsets of the span inside the paragraph's text.
    public var utf8: Range<Int>
    /// Columns left empty before the text (indent or centring).
    public var indent: Int
    /// Display width of the text (not counting `indent`).
    public var width: Int
    /// A row of a preformatted line wider than the page, which goes on in the next row: marked in its last column.
    public var continues: Bool
    /// Columns a CJK line broken for width falls short of the text box (kinsoku pushed a
    /// character down, or an odd column is left) — rows, for a vertical column — or a hyphenated
    /// Latin one does: justification spreads them where `JustificationGap` allows. 0 for other
    /// Latin lines, headings and a block's last line.
    public var slack: Int
    /// The line ends inside a word: a hyphen, which the text does not hold, is drawn after it (counted in `width`).
    public var isHyphenated: Bool

    public init(
        kind: Kind, paragraph: Int, graphemes: Range<Int>, utf8: Range<Int>, indent: Int, width: Int, continues: Bool = false,
        slack: Int = 0, isHyphenated: Bool = false
    ) {
        self.kind = kind
        self.paragraph = paragraph
        self.graphemes = graphemes
        self.utf8 = utf8
        self.indent = indent
        self.width = width
        self.continues = continues
        self.slack = slack
        self.isHyphenated = isHyphenated
    }

    static func blank(before paragraph: Int) -> PageLine {
        PageLine(kind: .blank, paragraph: paragraph, graphemes: 0..<0, utf8: 0..<0, indent: 0, width: 0)
    }
}

extension PageLine {
    /// The text of this line in `book`; empty for a blank row. Clamped to the paragraph, so a
    /// line laid out before its file changed on disk draws what is left instead of trapping.
    public func text(in book: Book) -> Substring {
        guard kind != .blank, book.paragraphs.indices.contains(paragraph) else { return "" }
        return text(of: book.paragraphs[paragraph].text)
    }

    /// The line's part of `text`, its paragraph's text (or that text as shown: converted to another
    /// script, which keeps every character's length).
    public func text(of text: String) -> Substring {
        guard kind != .blank else { return "" }
        let view = text.utf8
        let lower = min(max(0, utf8.lowerBound), view.count)
        let upper = min(max(lower, utf8.upperBound), view.count)
        return text[view.index(view.startIndex, offsetBy: lower)..<view.index(view.startIndex, offsetBy: upper)]
    }
}

extension PageLine {
    /// Which of the graphemes `range` of paragraph `paragraph` this line draws (a part of
    /// `graphemes`), nil when it draws none of them.
    public func drawn(_ range: Range<Int>, of paragraph: Int) -> Range<Int>? {
        guard kind != .blank, self.paragraph == paragraph, range.overlaps(graphemes) else { return nil }
        return range.clamped(to: graphemes)
    }
}
