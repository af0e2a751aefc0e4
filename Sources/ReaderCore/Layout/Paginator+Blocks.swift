/// How a `Paginator` sets one block: as a heading or not, in which script, and broken into lines.
extension Paginator {
    /// What a block whole takes of a page: its lines (a picture's rows with its caption's), and what
    /// decides the blank row before it (`PageFill.open`); or that it is a page break.
    struct BlockRows: Equatable {
        var lines: Int
        var spacedScript: Bool
        var marked: Bool
        var pageBreak = false

        static let pageBreak = BlockRows(lines: 0, spacedScript: false, marked: false, pageBreak: true)
    }

    /// How block `p` is set (`setting(of:kind:text:isHeading:in:)`).
    struct BlockSetting {
        var isHeading: Bool
        var script: Script.Paragraph
        var layout: BlockLayout
        /// An image's text (its description), broken narrower for the marks around it.
        var isImage: Bool
        var hyphenates: Bool
        /// The geometry sets the paragraphs of its script apart; it opens a list item with a marker.
        var spacedScript: Bool
        var marked: Bool
    }

    /// Whether block `p` of `chapter`, of `kind`, is set as a heading: a heading block, or the chapter
    /// line under a container heading (`BOOK ONE` / `CHAPTER I`).
    func isHeading(_ p: Int, kind: BlockKind, text: String, in chapter: Chapter) -> Bool {
        kind.headingLevel != nil
            || chapter.heading.map { h in p > h && p <= h + chapter.containers.count && ChapterDetector.isHeading(text[...]) } ?? false
    }

    /// How block `p` of `chapter` (`kind`, `text`) is set. A heading that opens its chapter sits as a
    /// top-level one, whatever its own level.
    func setting(of p: Int, kind: BlockKind, text: String, isHeading: Bool, in chapter: Chapter) -> BlockSetting {
        let script = Script.of(paragraph: text, conventions: conventions)
        let layout =
            isHeading
            ? BlockLayout.heading(geometry.writing, level: p == chapter.heading ? 1 : kind.headingLevel ?? 1)
            : BlockLayout(kind: kind, text: text, geometry: geometry, script: script)
        let isImage = kind == .image && !isHeading
        return BlockSetting(
            isHeading: isHeading, script: script, layout: layout, isImage: isImage,
            hyphenates: geometry.hyphenates && script == .latin && !isImage && !isHeading && kind != .preformatted,
            spacedScript: geometry.spacing(script), marked: kind == .listItem && BlockLayout.itemIndents(text).marker != nil)
    }

    /// Breaks block `p` (`text`) into `broken` as `setting` sets it, and returns which of its lines go
    /// on past the page's edge (preformatted text kept as written). Its inline spans are `given` (a
    /// block read alone), or read from the book when its ruby needs them.
    func lines(
        of p: Int, kind: BlockKind, text: String, setting: BlockSetting, spans given: [InlineSpan]? = nil,
        into broken: inout [BrokenLine]
    ) -> [Bool] {
        // A class reference, not the paginator: a closure holding a copy of it would retain all it holds.
        let texts = book.paragraphs.texts
        let spans = { given ?? texts.block(of: p, offset: 0, kind: kind).spans }
        let layout = setting.layout
        // A block quote is broken narrower by its inset on both sides; an image leaves room for its marks.
        let narrowedBy = setting.isImage ? ImagePlaceholder.prefixWidth + ImagePlaceholder.suffixWidth : 2 * layout.inset
        let whole = setting.hyphenates ? hyphenating : self.breaker
        let breaker =
            narrowedBy == 0
            ? whole
            : LineBreaker(
                columns: geometry.columns - narrowedBy, isVertical: whole.isVertical, hyphenates: whole.hyphenates,
                hyphenator: whole.hyphenator)
        // Ruby not shown inline: the lines are broken without the annotations, then cover them again.
        // (Vertical text sets ruby beside its base instead of above it: hidden only when off.)
        let hides = geometry.writing == .vertical ? geometry.ruby == .off : geometry.ruby.hidesAnnotations
        let hiding = hides && kind != .preformatted ? RubyHiding(text: text, spans: spans) : nil
        let shown = hiding?.shown ?? text
        var continues: [Bool] = []
        if kind == .preformatted || kind == .separator, !setting.isHeading {
            // Kept as written, a line wider than the page going on below; a scene break longer than the
            // line (a rule of dashes) is cut, unmarked.
            let kept = PreformattedLines.lines(
                of: shown, columns: geometry.columns, vertical: geometry.writing == .vertical, wraps: kind == .preformatted)
            broken = kept.map(\.broken)
            continues = kept.map(\.continues)
        } else if setting.isHeading {
            breaker.headingLines(of: shown, into: &broken)
        } else {
            let beside = hiding == nil ? rubyBeside(text: text, spans: spans) : []
            if shown.utf8.count >= BrokenParagraphCache.minimumBytes {
                longParagraph.lines(
                    paragraph: p, text: shown, firstLineIndent: layout.firstLineIndent, hangingIndent: layout.hangingIndent,
                    beside: beside, breaker: breaker, into: &broken)
            } else {
                breaker.lines(
                    of: shown, firstLineIndent: layout.firstLineIndent, hangingIndent: layout.hangingIndent, beside: beside,
                    into: &broken)
            }
            if hiding == nil, geometry.writing == .horizontal, RubyKeeping.mayHoldRuby(text) {
                RubyKeeping.mend(
                    &broken, text: text, groups: RubyKeeping.groups(spans()), breaker: breaker, firstLineIndent: layout.firstLineIndent,
                    hangingIndent: layout.hangingIndent)
            }
        }
        hiding?.restore(&broken)
        return continues
    }

    /// The ruby of a paragraph (`text`, with `spans`) set beside its base in vertical text
    /// (`VerticalRuby`); none in horizontal text or without a column gap.
    private func rubyBeside(text: String, spans: () -> [InlineSpan]) -> [Range<Int>] {
        guard geometry.writing == .vertical, geometry.rubyBeside, text.utf8.contains(0x28) else { return [] }
        return VerticalRuby.besideRanges(in: text, spans: spans())
    }
}
