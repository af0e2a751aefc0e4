import PropertyBased
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// The reader's highlights drawn on the page: in their colours, across paragraphs, under the search's
/// marks, in vertical writing and in scroll mode as on pages.
@Suite struct AnnotationMarksTests {
    let book = makeTestBook(["The keeper climbed the stair.", "He lit the lamp at dusk.", "吾輩は猫である。名前はまだ無い。"])

    func annotation(_ from: (Int, Int), _ to: (Int, Int), _ color: HighlightColor) -> Annotation {
        let start = Location(offset: book.paragraphs.offsets[from.0], grapheme: from.1)
        let end = Location(offset: book.paragraphs.offsets[to.0], grapheme: to.1)
        return Annotation(start: start, end: end, text: book.text(from: start, to: end) ?? "", color: color, created: 1)
    }

    func model(_ annotations: [Annotation], settings: LayoutSettings = LayoutSettings(), mode: TransitionMode = .none) -> ReaderModel {
        ReaderModel(
            book: book, location: .start, columns: 60, rows: 14, theme: .light, mode: mode, layoutSettings: settings,
            notes: BookAnnotations(fingerprint: "f", annotations: annotations))
    }

    /// The text of the cells drawn in `role`'s style, row by row (rows joined by "|"; columns, for vertical text).
    func text(in frame: Frame, _ role: Role, palette: Palette = .light) -> String {
        (0..<frame.height).map { y in
            (0..<frame.width).filter { frame[$0, y].style == palette[role] }.map { String(frame[$0, y].text) }.joined()
        }.filter { !$0.isEmpty }.joined(separator: "|")
    }

    @Test func eachHighlightIsDrawnInItsColourAcrossParagraphs() {
        let m = model([annotation((0, 4), (0, 10), .pink), annotation((0, 23), (1, 6), .blue)])
        let frame = m.view()
        #expect(text(in: frame, .markPink) == "keeper")
        #expect(text(in: frame, .markBlue) == "stair.|He lit")
        #expect(text(in: frame, .markYellow).isEmpty)
    }

    @Test func aSearchMatchIsDrawnOverAHighlight() {
        let m = model([annotation((1, 0), (1, 24), .green)])
        for key: Key in ["/", "l", "a", "m", "p", "Enter"] { _ = m.update(.key(key)) }
        let frame = m.view()
        #expect(text(in: frame, .highlightCurrent) == "lamp")
        #expect(text(in: frame, .markGreen) == "He lit the  at dusk.")
    }

    @Test func highlightsShowInVerticalWritingAndInScrollMode() {
        var vertical = LayoutSettings()
        vertical.writing = .vertical
        let v = model([annotation((2, 0), (2, 2), .yellow)], settings: vertical)
        #expect(text(in: v.pageFrame(v.navigator.position), .markYellow) == "吾|輩")
        let scroll = model([annotation((0, 4), (0, 10), .pink)], mode: .scroll)
        #expect(text(in: scroll.view(), .markPink) == "keeper")
    }

    @Test func anAnnotationWhosePlacesAreNotThisBooksIsNotDrawn() {
        let elsewhere = Annotation(
            start: Location(offset: 3, grapheme: 0), end: Location(offset: 3, grapheme: 4), text: "keep", color: .pink, created: 1)
        #expect(TextMark.marks(of: [elsewhere], in: book, paragraphs: 0...2).isEmpty)
        #expect(text(in: model([elsewhere]).view(), .markPink).isEmpty)
    }

    @Test func inTheDarkNoHighlightIsBrighterThanThePage() {
        func luminance(_ c: Color) -> Double { 0.2126 * Double(c.r) + 0.7152 * Double(c.g) + 0.0722 * Double(c.b) }
        let page = Palette.dark[.text]
        for color in HighlightColor.allCases {
            let style = Palette.dark[.mark(color)]
            #expect(luminance(style.background) <= luminance(page.background))
            #expect(luminance(style.foreground) <= luminance(page.foreground), "\(color)")
        }
    }
}

/// Highlights are anchored to the text: laid out at any width, horizontally or vertically, a
/// highlight marks exactly its own characters, wherever they fall across lines and pages.
@Suite struct AnnotationRelayoutTests {
    static let book = makeTestBook(
        (1...8).map { "Paragraph \($0): the keeper climbed the stair, lit the lamp and watched the grey swell build." }
            + ["吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。", "Mixed 中文 and English words in one paragraph."])

    /// A highlight from a paragraph and grapheme to another (end exclusive), its text as the book holds it.
    static let spans = Gen<Int>.int(in: 0...100_000).array(of: 4).map { r -> Annotation in
        let count = book.paragraphs.count
        let (p, q) = (min(r[0] % count, r[1] % count), max(r[0] % count, r[1] % count))
        let g = r[2] % book.paragraphs[p].text.count
        let low = p == q ? g + 1 : 1
        let h = low + r[3] % (book.paragraphs[q].text.count - low + 1)
        let start = Location(offset: book.paragraphs.offsets[p], grapheme: g)
        let end = Location(offset: book.paragraphs.offsets[q], grapheme: h)
        return Annotation(start: start, end: end, text: book.text(from: start, to: end)!, color: .green, created: 1)
    }

    /// The characters drawn in the highlight's colour on every page of the book, spaces left out
    /// (a line break or justification adds or drops them).
    static func marked(_ annotation: Annotation, columns: Int, writing: WritingMode) -> [Character] {
        var settings = LayoutSettings()
        settings.writing = WritingSetting(writing)
        return marked(annotation, in: book, columns: columns, settings: settings)
    }

    /// The characters `annotation`'s colour marks on every page of `book` laid out with `settings`, sorted.
    static func marked(_ annotation: Annotation, in book: Book, columns: Int, settings: LayoutSettings) -> [Character] {
        let m = ReaderModel(
            book: book, location: .start, columns: columns, rows: 16, theme: .light, mode: .none, layoutSettings: settings,
            notes: BookAnnotations(fingerprint: "f", annotations: [annotation]))
        var marked: [Character] = []
        var position: PagePosition? = m.navigator.position
        while let p = position {
            let frame = m.pageFrame(p)
            for y in 0..<frame.height {
                for x in 0..<frame.width where frame[x, y].style == Palette.light[.markGreen] {
                    marked += frame[x, y].text.filter { !$0.isWhitespace }
                }
            }
            position = m.navigator.position(after: p)
        }
        return marked.sorted()
    }

    @Test func aHighlightMarksItsOwnTextAtAnyWidthAndWriting() async {
        await propertyCheck(count: 60, input: Self.spans, Gen<Int>.int(in: 24...90), Gen<Bool>.bool) { annotation, columns, vertical in
            // Vertical text draws some characters in their vertical forms (`。` as `︒`).
            let expected = annotation.text.filter { !$0.isWhitespace }.map { vertical ? VerticalForms.form(of: $0) : $0 }.sorted()
            #expect(Self.marked(annotation, columns: columns, writing: vertical ? .vertical : .horizontal) == expected)
        }
    }
}

/// Highlights over ruby: in every ruby style and line spacing, at any width, horizontal or
/// vertical, a highlight marks exactly its own characters — the readings among them too when
/// they are shown inline, and none of them when they are set above or beside their base
/// (dimmed, as readings are) or hidden.
@Suite struct AnnotationRubyRelayoutTests {
    static let book: Book = {
        let sources = [
            "吾輩《わがはい》は猫《ねこ》である。名前《なまえ》はまだ無《な》い。どこで生《うま》れたかとんと見当《けんとう》がつかぬ。",
            "The keeper climbed the stair and lit the lamp.",
            "彼は｜釦《ボタン》を｜顎《あご》まで留め、風は彼女の｜涙《なみだ》を目尻から横へ吹き飛ばした。",
        ]
        var offset = 0
        let blocks = sources.map { source in
            let (text, spans) = InlineMarkup.parse(source)
            defer { offset += source.utf8.count + 1 }
            return Paragraph(offset: offset, text: text, kind: .paragraph, spans: spans)
        }
        return Book(
            title: "t", encoding: .utf8, sourceSize: offset, paragraphs: blocks,
            chapters: [Chapter(title: "", paragraphs: 0..<blocks.count, heading: nil, offset: 0)])
    }()

    static let spans = Gen<Int>.int(in: 0...100_000).array(of: 4).map { r -> Annotation in
        let count = book.paragraphs.count
        let (p, q) = (min(r[0] % count, r[1] % count), max(r[0] % count, r[1] % count))
        let g = r[2] % book.paragraphs[p].text.count
        let low = p == q ? g + 1 : 1
        let h = low + r[3] % (book.paragraphs[q].text.count - low + 1)
        let start = Location(offset: book.paragraphs.offsets[p], grapheme: g)
        let end = Location(offset: book.paragraphs.offsets[q], grapheme: h)
        return Annotation(start: start, end: end, text: book.text(from: start, to: end)!, color: .green, created: 1)
    }

    /// The characters of `annotation` a page shows in its text: all but white space, and but the
    /// readings when `hidden` (the settings set them above their base, or not at all).
    static func expected(_ annotation: Annotation, hidden: Bool) -> [Character] {
        let first = book.anchor(for: annotation.start), last = book.anchor(for: annotation.end)
        var result: [Character] = []
        for p in first.paragraph...last.paragraph {
            let paragraph = book.paragraphs[p]
            let readings = paragraph.spans.filter { $0.kind == .rubyAnnotation }.map(\.utf8)
            var byte = 0
            for (g, c) in paragraph.text.enumerated() {
                defer { byte += c.utf8.count }
                guard p != first.paragraph || g >= annotation.start.grapheme, p != last.paragraph || g < annotation.end.grapheme else {
                    continue
                }
                if c.isWhitespace || hidden && readings.contains(where: { $0.contains(byte) }) { continue }
                result.append(c)
            }
        }
        return result.sorted()
    }

    @Test func aHighlightMarksItsOwnTextInEveryRubyStyleAndSpacing() async {
        await propertyCheck(
            count: 60, input: Self.spans, Gen<Int>.int(in: 24...90), Gen<Int>.int(in: 0...2), Gen<Int>.int(in: 0...1), Gen<Bool>.bool
        ) { annotation, columns, style, spacing, vertical in
            var settings = LayoutSettings()
            settings.writing = vertical ? .vertical : .horizontal
            settings.ruby = RubyStyle.allCases[style]
            settings.lineSpacing = spacing
            let marked = AnnotationRelayoutTests.marked(annotation, in: Self.book, columns: columns, settings: settings)
            let hidden = settings.effectiveRuby.hidesAnnotations
            let expected = Self.expected(annotation, hidden: hidden || vertical).map { vertical ? VerticalForms.form(of: $0) : $0 }.sorted()
            #expect(marked == expected, "\(settings.ruby) spacing \(spacing) at \(columns), vertical \(vertical)")
        }
    }
}
