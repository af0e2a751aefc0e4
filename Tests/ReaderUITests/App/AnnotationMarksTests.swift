import ReaderCore
import Testing

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
