import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// While the whole book is still being read, a turn past the window shows a skeleton page
/// that the real page replaces as soon as it is ready.
@Suite struct SkeletonTests {
    /// The first chapter alone, as the window a reader opens with.
    func window(of book: Book) -> Book {
        Book(
            title: book.title, encoding: book.encoding, sourceSize: book.sourceSize,
            paragraphs: Array(book.paragraphs[book.chapters[0].paragraphs]), chapters: [book.chapters[0]])
    }

    @Test func aTurnPastTheWindowWaitsOnASkeletonThenLands() {
        let book = sampleBook(chapters: 2, paragraphsPerChapter: 8)
        let m = ReaderModel(book: window(of: book), location: .start, columns: 60, rows: 20, theme: .dark, mode: .none, provisional: true)
        while m.navigator.position(after: m.navigator.position) != nil { _ = m.update(.key("Space")) }
        #expect(!m.view().lines.joined().contains("▅"), "no skeleton for ready content")
        _ = m.update(.key("Space"))
        #expect(m.awaitingIndex == .next)
        let skeleton = m.view(now: 0.1)
        #expect(skeleton.lines.joined().contains("▅"))
        #expect(m.nextFrameDelay(now: 0.1) > 0, "the shimmer moves")
        #expect(skeleton != m.view(now: 0.7))
        #expect(skeleton.cells.allSatisfy { $0.style.background.luminance <= Palette.dark.pageBackground.luminance + 1e-9 })
        let effects = m.update(.bookLoaded(book))
        #expect(m.navigator.position.chapter == 1, "the waiting turn happens once the book is read")
        #expect(effects.contains(.start(PageCountJob(book: book, geometry: m.navigator.geometry))), "and its pages are counted")
        #expect(!m.view().lines.joined().contains("▅"))
    }

    /// In vertical writing the placeholder is columns, right to left, two cells wide, as the text will be.
    @Test func aVerticalSkeletonIsColumns() {
        var settings = LayoutSettings()
        settings.writing = .vertical
        let layout = ScreenLayout(columns: 60, rows: 24, settings: settings)
        let frame = SkeletonRenderer(layout: layout, palette: .dark).render(now: 0)
        let lines = frame.lines
        func filled(_ x: Int, _ y: Int) -> Bool { Array(lines[y])[x] == "▅" }
        // The first column (the rightmost) runs down the text box, both of its cells filled.
        let x = layout.column(ofLine: 0)
        #expect((layout.textY..<(layout.textY + layout.textRows - 4)).allSatisfy { filled(x, $0) && filled(x + 1, $0) })
        // The gap beside it stays empty, and every fifth column is blank.
        #expect(!(0..<layout.pageRows).contains { filled(x - 1, $0) })
        let fifth = layout.column(ofLine: 4)
        #expect(!(0..<layout.pageRows).contains { filled(fifth, $0) })
        // No row runs across the page as a horizontal placeholder would: columns are two cells, then a gap.
        #expect(settings.columnGap > 0)
        #expect(!lines.contains { $0.contains("▅▅▅") })
    }

    @Test func quitWorksDuringTheSkeleton() {
        let book = sampleBook(chapters: 2, paragraphsPerChapter: 3)
        let m = ReaderModel(book: window(of: book), location: .start, columns: 60, rows: 20, theme: .light, mode: .none, provisional: true)
        while m.navigator.position(after: m.navigator.position) != nil { _ = m.update(.key("Space")) }
        _ = m.update(.key("Space"))
        #expect(m.awaitingIndex != nil)
        #expect(m.update(.key("q")) == [.quit])
    }
}
