/// Lays chapters out into pages for one `PageGeometry`.
///
/// Pure and lazy: a page is laid out from its anchor, so the first page of any chapter
/// costs one page of work; a chapter's page table costs one pass over that chapter.
/// Each chapter starts on a new page with its heading.
public struct Paginator: Sendable {
    public let book: Book
    public let geometry: PageGeometry
    private let breaker: LineBreaker
    /// `breaker`, hyphenating: for Latin body text when the geometry hyphenates.
    private let hyphenating: LineBreaker
    private let longParagraph = BrokenParagraphCache()
    /// The CJK conventions the book's language sets (`Script.conventions(language:)`).
    private let conventions: Script.Paragraph?

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
        var anchors: [PageAnchor] = []
        walk(chapter: c, from: start(of: c), collect: false, keepingText: keepingText) { start, _, _ in
            anchors.append(start)
            return true
        }
        return anchors
    }

    /// The ruby of paragraph `p` set beside its base in vertical text (`VerticalRuby`); none in
    /// horizontal text or without a column gap.
    func rubyBeside(paragraph p: Int, text: String) -> [Range<Int>] {
        guard geometry.writing == .vertical, geometry.rubyBeside, text.utf8.contains(0x28) else { return [] }
        return VerticalRuby.besideRanges(in: text, spans: book.paragraphs[p].spans)
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

    /// The texts of `range` (a walk's paragraphs) as `fetch` reads them: for one page a few at a
    /// time (16, then twice as many each time), so a turn never reads the rest of a long chapter;
    /// for a walk over every page, all at once.
    static func texts(of range: Range<Int>, onePage: Bool, fetch: @escaping (Range<Int>) -> [String]) -> ChapterTexts {
        ChapterTexts(range, batch: onePage ? 16 : range.count, fetch: fetch)
    }

    /// Walks chapter `c` page by page from `anchor`, calling `onPage(start, lines, next)`
    /// (lines only when `collect`) until it returns false or the chapter ends; `keepingText` as for
    /// `ParagraphList.texts(of:keeping:)`.
    private func walk(
        chapter c: Int, from anchor: PageAnchor, collect: Bool, keepingText: Bool = true,
        onPage: (PageAnchor, [PageLine], PageAnchor?) -> Bool
    ) {
        let chapter = book.chapters[c]
        let rows = geometry.rows
        var pageStart = anchor
        var lines: [PageLine] = []
        var used = 0
        var afterHeading = false
        var p = anchor.paragraph
        var g = anchor.grapheme
        var broken: [BrokenLine] = [] // reused for every paragraph
        let paragraphs = book.paragraphs
        var texts = Self.texts(of: anchor.paragraph..<chapter.paragraphs.upperBound, onePage: collect) {
            paragraphs.texts(of: $0, keeping: keepingText)
        }
        let kinds = book.paragraphs.kinds

        func emit(next: PageAnchor?) -> Bool {
            let keepGoing = onPage(pageStart, lines, next)
            lines.removeAll(keepingCapacity: true)
            used = 0
            if let next { pageStart = next }
            return keepGoing
        }

        var previousKind: BlockKind?
        while p < chapter.paragraphs.upperBound {
            let text = texts.text(of: p)
            let kind = kinds[p]
            // Heading blocks, and the chapter line under a container heading (`BOOK ONE` / `CHAPTER I`).
            let isHeading =
                kind.headingLevel != nil
                || chapter.heading.map { h in
                    p > h && p <= h + chapter.containers.count && ChapterDetector.isHeading(text[...])
                } ?? false
            if kind == .separator, text.isEmpty {
                // A page break: what follows starts the next page.
                if used > 0, p + 1 < chapter.paragraphs.upperBound {
                    guard emit(next: PageAnchor(paragraph: p + 1, grapheme: 0)) else { return }
                }
                previousKind = kind
                afterHeading = false
                p += 1
                g = 0
                continue
            }
            let script = Script.of(paragraph: text, conventions: conventions)
            // Items of one list follow each other without a blank row; an item's later paragraph is set apart.
            let nextItem = kind == .listItem && previousKind == .listItem && BlockLayout.itemIndents(text).marker != nil
            let spaced = !nextItem && geometry.spacing(script)
            if g == 0, used > 0, afterHeading || spaced {
                if rows - used < 2 {
                    guard emit(next: PageAnchor(paragraph: p, grapheme: 0)) else { return }
                } else {
                    used += 1
                    if collect { lines.append(.blank(before: p)) }
                }
            }
            // A heading that opens its chapter sits as a top-level one, whatever its own level.
            let layout =
                isHeading
                ? BlockLayout.heading(geometry.writing, level: p == chapter.heading ? 1 : kind.headingLevel ?? 1)
                : BlockLayout(kind: kind, text: text, geometry: geometry, script: script)
            let isImage = kind == .image && !isHeading
            if isImage, let cell = geometry.pictureCell, let size = book.pictures?.size(ofBlockAt: paragraphs.offsets[p]) {
                // A picture and its caption, whole on one page: on the next when they do not fit here.
                self.breaker.lines(of: text, firstLineIndent: 0, hangingIndent: 0, beside: [], into: &broken)
                let caption = broken.prefix(rows - 1)
                let picture = pictureLines(p, size: size, cell: cell, available: rows - caption.count, caption: caption)
                if used > 0, used + picture.count > rows {
                    guard emit(next: PageAnchor(paragraph: p, grapheme: 0)) else { return }
                }
                if collect { lines += picture }
                used += picture.count
                afterHeading = false
                previousKind = kind
                p += 1
                g = 0
                continue
            }
            // A block quote is broken narrower by its inset on both sides; an image leaves room for its marks.
            let narrowedBy = isImage ? ImagePlaceholder.prefixWidth + ImagePlaceholder.suffixWidth : 2 * layout.inset
            let hyphenates = geometry.hyphenates && script == .latin && !isImage && !isHeading && kind != .preformatted
            let whole = hyphenates ? hyphenating : self.breaker
            let breaker =
                narrowedBy == 0
                ? whole
                : LineBreaker(
                    columns: geometry.columns - narrowedBy, isVertical: whole.isVertical, hyphenates: whole.hyphenates,
                    hyphenator: whole.hyphenator)
            // Ruby not shown inline: the lines are broken without the annotations, then cover them again.
            // (Vertical text sets ruby beside its base instead of above it: hidden only when off.)
            let hides = geometry.writing == .vertical ? geometry.ruby == .off : geometry.ruby.hidesAnnotations
            let hiding = hides && kind != .preformatted ? RubyHiding(text: text, spans: { book.paragraphs[p].spans }) : nil
            let shown = hiding?.shown ?? text
            var continues: [Bool] = []
            if kind == .preformatted || kind == .separator, !isHeading {
                // Kept as written, a line wider than the page going on below; a scene break longer than the
                // line (a rule of dashes) is cut, unmarked.
                let kept = PreformattedLines.lines(
                    of: shown, columns: geometry.columns, vertical: geometry.writing == .vertical, wraps: kind == .preformatted)
                broken = kept.map(\.broken)
                continues = kept.map(\.continues)
            } else if isHeading {
                breaker.headingLines(of: shown, into: &broken)
            } else {
                let beside = hiding == nil ? rubyBeside(paragraph: p, text: text) : []
                if shown.utf8.count >= BrokenParagraphCache.minimumBytes {
                    longParagraph.lines(
                        paragraph: p, text: shown, firstLineIndent: layout.firstLineIndent, hangingIndent: layout.hangingIndent,
                        beside: beside, breaker: breaker, into: &broken)
                } else {
                    breaker.lines(
                        of: shown, firstLineIndent: layout.firstLineIndent, hangingIndent: layout.hangingIndent, beside: beside,
                        into: &broken)
                }
            }
            hiding?.restore(&broken)
            // Lines from the anchor on; an empty line (after a trailing `\n`) counts where it stands,
            // so a page that starts on it lays out as the walk from the chapter start did.
            for (i, line) in broken.enumerated()
            where line.graphemes.upperBound > g || (line.graphemes.isEmpty && line.graphemes.lowerBound >= g) {
                if used == rows {
                    guard emit(next: PageAnchor(paragraph: p, grapheme: line.graphemes.lowerBound)) else { return }
                }
                used += 1
                if collect {
                    // An image's marks: the prefix before its first line, the suffix after its last.
                    let marks =
                        isImage
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
                        brokenForWidth && (script != .latin || (hyphenates && geometry.hyphenation != nil)) && !layout.centred
                        && kind != .preformatted && !isHeading
                    lines.append(
                        PageLine(
                            kind: isHeading ? .heading : kind == .separator ? .separator : isImage ? .image : .body, paragraph: p,
                            graphemes: line.graphemes, utf8: line.utf8, indent: lineIndent, width: line.width,
                            continues: continues.indices.contains(i) && continues[i],
                            slack: justifiable ? slack(width: line.width, indent: lineIndent, inset: layout.inset) : 0,
                            isHyphenated: line.isHyphenated))
                }
            }
            afterHeading = isHeading
            previousKind = kind
            p += 1
            g = 0
        }
        _ = emit(next: nil)
    }
}
