/// Lays chapters out into pages for one `PageGeometry`.
///
/// Pure and lazy: a page is laid out from its anchor, so the first page of any chapter
/// costs one page of work; a chapter's page table costs one pass over that chapter.
/// Each chapter starts on a new page with its heading.
public struct Paginator: Sendable {
    public let book: Book
    public let geometry: PageGeometry
    let breaker: LineBreaker
    /// `breaker`, hyphenating: for Latin body text when the geometry hyphenates.
    let hyphenating: LineBreaker
    let longParagraph = BrokenParagraphCache()
    /// The CJK conventions the book's language sets (`Script.conventions(language:)`).
    let conventions: Script.Paragraph?

    public init(book: Book, geometry: PageGeometry) {
        self.book = book
        self.geometry = geometry
        self.breaker = LineBreaker(columns: geometry.columns, isVertical: geometry.writing == .vertical)
        hyphenating =
            geometry.hyphenates
            ? LineBreaker(columns: geometry.columns, hyphenates: true, hyphenator: geometry.hyphenation.flatMap(Hyphenator.shared(file:)))
            : breaker
        conventions = Script.conventions(language: book.language)
    }

    /// One laid-out page: its lines and where the following page starts (nil at chapter end).
    public struct Page: Sendable, Equatable {
        public var start: PageAnchor
        public var lines: [PageLine]
        public var next: PageAnchor?
    }

    /// Where chapter `c` starts.
    public func start(of c: Int) -> PageAnchor {
        PageAnchor(paragraph: book.chapters[c].paragraphs.lowerBound, grapheme: 0)
    }

    /// The page of chapter `c` that starts at `anchor` (an anchor from `anchors(of:)`).
    public func page(in c: Int, from anchor: PageAnchor) -> Page {
        var result = Page(start: anchor, lines: [], next: nil)
        walk(chapter: c, from: anchor, collect: true) { start, lines, next in
            result = Page(start: start, lines: lines, next: next)
            return false
        }
        return result
    }

    /// Start anchors of every page of chapter `c`, in order (at least one). `keepingText` false: a
    /// released chapter is read again for this count and not kept decoded (`PageTableBuilder`).
    public func anchors(of c: Int, keepingText: Bool = true) -> [PageAnchor] {
        anchors(of: c, keepingText: keepingText) { _, _ in }
    }

    /// `anchors(of:keepingText:)`, telling `onBlock` what each block takes of a page.
    func anchors(of c: Int, keepingText: Bool = true, onBlock: (Int, BlockRows) -> Void) -> [PageAnchor] {
        var anchors: [PageAnchor] = []
        walk(chapter: c, from: start(of: c), collect: false, keepingText: keepingText, onBlock: onBlock) { start, _, _ in
            anchors.append(start)
            return true
        }
        return anchors
    }

    /// What a justifiable line of `width` drawn `indent` in falls short of the text box less a
    /// block's `inset`: columns, or in vertical text rows (two cells each). The renderer starts
    /// a column `(indent + 1) / 2` rows down, an odd inset's half row rounded up at the top, so
    /// the column may end `inset / 2` rows from the bottom, the half row rounded down.
    func slack(width: Int, indent: Int, inset: Int) -> Int {
        guard geometry.writing == .vertical else { return max(0, geometry.columns - inset - indent - width) }
        return max(0, geometry.columns / 2 - inset / 2 - (indent + 1) / 2 - (width + 1) / 2)
    }

    /// The lines of the picture of paragraph `p`, of `size` pixels in cells of `cell`, in at most
    /// `available` lines, centred, and of its `caption` under it (vertical: to its left). In
    /// vertical text the picture spans as few columns as its width needs; each of its lines holds
    /// its rows as a column's text would (`indent` and `width` two cells a row).
    private func pictureLines(
        _ p: Int, size: PixelSize, cell: PixelSize, available: Int, caption: ArraySlice<BrokenLine>
    ) -> [PageLine] {
        let count: Int, indent: Int, width: Int
        if geometry.writing == .vertical {
            let height = geometry.columns / 2
            count = PictureFit.verticalLines(of: size, cell: cell, lines: available, gap: geometry.columnGap, rows: height)
            let fit = PictureFit.vertical(of: size, cell: cell, lines: count, gap: geometry.columnGap, rows: height)
            (indent, width) = (2 * ((height - fit.rows) / 2), 2 * fit.rows)
        } else {
            let fit = PictureFit.cells(of: size, cell: cell, columns: geometry.columns, rows: available)
            (count, indent, width) = (fit.rows, (geometry.columns - fit.columns) / 2, fit.columns)
        }
        let picture = (0..<count).map { row in
            PageLine(kind: .picture(row: row, rows: count), paragraph: p, graphemes: 0..<0, utf8: 0..<0, indent: indent, width: width)
        }
        return picture
            + caption.map { line in
                PageLine(
                    kind: .caption, paragraph: p, graphemes: line.graphemes, utf8: line.utf8,
                    indent: max(0, (geometry.columns - line.width) / 2), width: line.width)
            }
    }

    /// Walks chapter `c` page by page from `anchor`, calling `onPage(start, lines, next)`
    /// (lines only when `collect`) until it returns false or the chapter ends; `keepingText` as for
    /// `ParagraphList.texts(of:keeping:)`; `onBlock` is told what each block whole (from a block's
    /// start) takes of a page (`BlockRows`).
    func walk(
        chapter c: Int, from anchor: PageAnchor, collect: Bool, keepingText: Bool = true,
        onBlock: (Int, BlockRows) -> Void = { _, _ in }, onPage: (PageAnchor, [PageLine], PageAnchor?) -> Bool
    ) {
        let chapter = book.chapters[c]
        let rows = geometry.rows
        var fill = PageFill(rows: rows)
        var pageStart = anchor
        var lines: [PageLine] = []
        var p = anchor.paragraph
        var g = anchor.grapheme
        var broken: [BrokenLine] = [] // reused for every paragraph
        // The texts' class, not the list: a closure holding a copy of the list would retain each of its arrays.
        let held = book.paragraphs.texts
        var texts = ChapterTexts { held.blocks(holding: $0, keeping: keepingText) }
        let kinds = book.paragraphs.kinds

        func emit(next: PageAnchor?) -> Bool {
            let keepGoing = onPage(pageStart, lines, next)
            lines.removeAll(keepingCapacity: true)
            if let next { pageStart = next }
            return keepGoing
        }

        while p < chapter.paragraphs.upperBound {
            defer {
                p += 1
                g = 0
            }
            let text = texts.text(of: p)
            let kind = kinds[p]
            let isHeading = self.isHeading(p, kind: kind, text: text, in: chapter)
            if kind == .separator, text.isEmpty {
                onBlock(p, .pageBreak)
                // What follows starts the next page.
                if fill.pageBreak(last: p + 1 == chapter.paragraphs.upperBound) {
                    guard emit(next: PageAnchor(paragraph: p + 1, grapheme: 0)) else { return }
                }
                continue
            }
            let set = setting(of: p, kind: kind, text: text, isHeading: isHeading, in: chapter)
            if g == 0 {
                switch fill.open(kind: kind, marked: set.marked, spacedScript: set.spacedScript) {
                case .here: break
                case .afterBlankRow: if collect { lines.append(.blank(before: p)) }
                case .newPage: guard emit(next: PageAnchor(paragraph: p, grapheme: 0)) else { return }
                }
            }
            if set.isImage, let cell = geometry.pictureCell, let size = book.pictures?.size(ofBlockAt: book.paragraphs.offsets[p]) {
                // A picture and its caption, whole on one page: on the next when they do not fit here.
                self.breaker.lines(of: text, firstLineIndent: 0, hangingIndent: 0, beside: [], into: &broken)
                let caption = broken.prefix(rows - 1)
                let picture = pictureLines(p, size: size, cell: cell, available: rows - caption.count, caption: caption)
                onBlock(p, BlockRows(lines: picture.count, spacedScript: set.spacedScript, marked: set.marked))
                if fill.picture(rows: picture.count) {
                    guard emit(next: PageAnchor(paragraph: p, grapheme: 0)) else { return }
                }
                if collect { lines += picture }
                fill.close(kind: kind, isHeading: false)
                continue
            }
            let continues = self.lines(of: p, kind: kind, text: text, setting: set, into: &broken)
            onBlock(p, BlockRows(lines: broken.count, spacedScript: set.spacedScript, marked: set.marked))
            let layout = set.layout
            // Lines from the anchor on; an empty line (after a trailing `\n`) counts where it stands,
            // so a page that starts on it lays out as the walk from the chapter start did.
            for (i, line) in broken.enumerated()
            where line.graphemes.upperBound > g || (line.graphemes.isEmpty && line.graphemes.lowerBound >= g) {
                if fill.line() {
                    guard emit(next: PageAnchor(paragraph: p, grapheme: line.graphemes.lowerBound)) else { return }
                }
                if collect {
                    // An image's marks: the prefix before its first line, the suffix after its last.
                    let marks =
                        set.isImage
                        ? (
                            before: i == 0 ? ImagePlaceholder.prefixWidth : 0,
                            after: i == broken.count - 1 ? ImagePlaceholder.suffixWidth : 0
                        )
                        : (before: 0, after: 0)
                    let lineIndent =
                        layout.centred
                        ? max(0, (geometry.columns - marks.before - line.width - marks.after) / 2) + marks.before
                        : layout.inset + (i == 0 ? layout.firstLineIndent : line.isWrapped ? layout.hangingIndent : 0)
                    let brokenForWidth = i + 1 < broken.count && broken[i + 1].isWrapped
                    // Latin lines are justified only hyphenated by patterns: else their slack would open holes.
                    let justifiable =
                        brokenForWidth && (set.script != .latin || (set.hyphenates && geometry.hyphenation != nil)) && !layout.centred
                        && kind != .preformatted && !isHeading
                    lines.append(
                        PageLine(
                            kind: isHeading ? .heading : kind == .separator ? .separator : set.isImage ? .image : .body, paragraph: p,
                            graphemes: line.graphemes, utf8: line.utf8, indent: lineIndent, width: line.width,
                            continues: continues.indices.contains(i) && continues[i],
                            slack: justifiable ? slack(width: line.width, indent: lineIndent, inset: layout.inset) : 0,
                            isHyphenated: line.isHyphenated))
                }
            }
            fill.close(kind: kind, isHeading: isHeading)
        }
        _ = emit(next: nil)
    }
}
