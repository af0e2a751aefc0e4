/// Every page of a book laid out and each row looked at as a reader would: how many pages, the
/// rows that break kinsoku (a row opening with a closing mark, or ending with an opening mark,
/// where the text had no space to break at), the rows wider than the text box, and the compared
/// scalars (`ComparableText`) of all rows in order, for the round trip against the source.
public struct LayoutSurvey: Sendable {
    /// One row that breaks a rule: where it is and its text.
    public struct Row: Sendable, Equatable, Codable {
        /// 1-based page number in the book.
        public var page: Int
        public var text: String
    }

    /// Rows that break one rule: how many, and the first few.
    public struct Offenders: Sendable, Equatable, Codable {
        public var count = 0
        public var examples: [Row] = []

        /// Rows kept as examples.
        static let kept = 5

        mutating func add(_ row: @autoclosure () -> Row) {
            count += 1
            if examples.count < Self.kept { examples.append(row()) }
        }
    }

    public var pages = 0
    public var rows = 0
    /// Rows starting with a character kinsoku forbids there (`Kinsoku.isClosing`), outside preformatted blocks.
    public var forbiddenStarts = Offenders()
    /// Rows ending with a character kinsoku forbids there (`Kinsoku.isOpening`), outside preformatted blocks.
    public var forbiddenEnds = Offenders()
    /// Rows whose indent and text (measured again with `CellWidth`, less the spaces it ends with) take
    /// more cells than the text box has.
    public var tooWide = Offenders()
    /// Compared scalars of every row's text but images' (their alt text is not the book's text), in order.
    public var letters: [UInt32] = []
    /// The words of the preformatted blocks, each block ` w1 w2 … ` and a line feed (`CodeWords`),
    /// for the check that code keeps its spaces.
    public var preformattedWords: [UInt8] = []
    /// The preformatted block whose rows `preformattedWords` ends with.
    private var lastPreformatted: Int?
    /// The last row went on in the next one in the middle of a word (a line wider than the page).
    private var splitAWord = false

    /// Lays out every chapter of `paginator`'s book page by page and looks at each row.
    public init(_ paginator: Paginator) {
        let chapters = paginator.book.chapters.indices
        let pages = sequence(state: (chapter: chapters.lowerBound, anchor: chapters.first.map(paginator.start(of:)))) {
            state -> [PageLine]? in
            guard let anchor = state.anchor else { return nil }
            let page = paginator.page(in: state.chapter, from: anchor)
            state.anchor = page.next
            if state.anchor == nil, state.chapter + 1 < chapters.upperBound {
                state.chapter += 1
                state.anchor = paginator.start(of: state.chapter)
            }
            return page.lines
        }
        self.init(book: paginator.book, columns: paginator.geometry.columns, pages: pages)
    }

    /// Looks at each row of `pages`, laid out from `book` for a text box `columns` wide.
    init(book: Book, columns: Int, pages: some Sequence<[PageLine]>) {
        for lines in pages {
            self.pages += 1
            for line in lines where line.kind != .blank {
                rows += 1
                look(at: line, in: book, columns: columns)
            }
        }
    }

    /// Adds the compared scalars of a row's text to `letters`, less the labels the reader put
    /// there (`InlineSpan.Kind.label`: a table's headers repeated on its rows), which the source lacks.
    private mutating func appendLetters(of line: PageLine, in book: Book) {
        let paragraph = book.paragraphs[line.paragraph]
        let labels = paragraph.spans.filter { $0.kind == .label && $0.utf8.overlaps(line.utf8) }.map(\.utf8)
        let utf8 = paragraph.text.utf8
        func piece(_ range: Range<Int>) -> Substring {
            let lower = utf8.index(utf8.startIndex, offsetBy: min(max(0, range.lowerBound), utf8.count))
            let upper = utf8.index(utf8.startIndex, offsetBy: min(max(0, range.upperBound), utf8.count))
            return paragraph.text[lower..<max(lower, upper)]
        }
        var from = line.utf8.lowerBound
        for label in labels.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if label.lowerBound > from { ComparableText.append(piece(from..<label.lowerBound), to: &letters) }
            from = max(from, label.upperBound)
        }
        if from < line.utf8.upperBound { ComparableText.append(piece(from..<line.utf8.upperBound), to: &letters) }
    }

    /// Checks one row against the rules and adds its text to `letters`.
    private mutating func look(at line: PageLine, in book: Book, columns: Int) {
        let text = line.text(in: book)
        if line.kind != .image { appendLetters(of: line, in: book) }
        guard book.paragraphs.kinds[line.paragraph] != .preformatted else {
            if line.paragraph != lastPreformatted {
                if lastPreformatted != nil { preformattedWords.append(0x0A) }
                preformattedWords.append(0x20)
                lastPreformatted = line.paragraph
                splitAWord = false
            }
            // A word a wide line split over two rows is one word.
            if splitAWord, let first = text.first, !first.isWhitespace, preformattedWords.last == 0x20 { preformattedWords.removeLast() }
            CodeWords.appendWords(text, to: &preformattedWords)
            splitAWord = line.continues && !(text.last?.isWhitespace ?? true)
            return
        }
        let paragraph = book.paragraphs[line.paragraph].text
        let utf8 = paragraph.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: min(max(0, line.utf8.lowerBound), utf8.count))
        let upper = utf8.index(utf8.startIndex, offsetBy: min(max(0, line.utf8.upperBound), utf8.count))
        // A break where the text has no space: the breaker chose it, so kinsoku applies.
        if let first = text.unicodeScalars.first, let previous = paragraph[..<lower].unicodeScalars.last,
            !previous.properties.isWhitespace, Kinsoku.isClosing(first.value)
        {
            forbiddenStarts.add(Row(page: pages, text: String(text)))
        }
        if let last = text.unicodeScalars.last, let next = paragraph[upper...].unicodeScalars.first,
            !next.properties.isWhitespace, Kinsoku.isOpening(last.value)
        {
            forbiddenEnds.add(Row(page: pages, text: String(text)))
        }
        // Spaces a row ends with are where it broke: never drawn.
        var drawn = text
        while drawn.last == " " { drawn = drawn.dropLast() }
        // A scene break wider than the page (a rule of dashes) is cut to it on purpose.
        if line.kind != .separator, line.indent + CellWidth.width(of: drawn) > columns {
            tooWide.add(Row(page: pages, text: String(text)))
        }
    }
}
