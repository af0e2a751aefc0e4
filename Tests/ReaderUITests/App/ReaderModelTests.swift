import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

@Suite struct ReaderModelTests {
    func model(_ columns: Int = 60, _ rows: Int = 20) -> ReaderModel {
        ReaderModel(book: sampleBook(), location: .start, columns: columns, rows: rows, theme: .light, mode: .none)
    }

    @Test func keysTurnPagesAndBoundariesShowHints() {
        let m = model()
        #expect(m.update(.key("b")).isEmpty)
        #expect(m.hint == "first page")
        _ = m.update(.key("Space"))
        #expect(m.hint == nil)
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 1))
        _ = m.update(.key("G"))
        _ = m.update(.key("j"))
        #expect(m.hint == "end of book")
        #expect(m.view().lines.last!.contains("end of book"))
    }

    @Test func savesEveryFewTurns() {
        let m = model()
        var effects: [Effect] = []
        for _ in 0..<PlaceTracker.saveEvery { effects += m.update(.key("l")) }
        #expect(effects == [.save])
        #expect(m.update(.key("q")) == [.quit])
    }

    /// Ctrl-C quits with one key from every prompt, panel and the boss screen, before any of
    /// them sees it; the loop answers it ahead of queued input there too.
    @Test(arguments: [["/", "x"], [":", "1"], ["o"], ["o", "/", "a"], ["?"], ["x"], ["B", "'"], ["f"]])
    func ctrlCQuitsFromAnywhere(keys: [Key]) {
        let m = model()
        for key in keys { _ = m.update(.key(key)) }
        #expect(m.overlay != nil || m.bossScreen || keys == ["f"], "\(keys) opened something")
        #expect(m.quits(.key(.control("c"))))
        #expect(m.update(.key(.control("c"))) == [.quit])
    }

    @Test func contentsOverlayJumpsToAChapter() {
        let m = model()
        _ = m.update(.key("o"))
        #expect(m.overlay == .contents(ContentsState(book: m.navigator.book, chapter: 0)))
        _ = m.update(.key("j"))
        _ = m.update(.key("j"))
        #expect(m.view().lines.joined().contains("Contents 3/3"))
        #expect(m.update(.key("Enter")) == [.save])
        #expect(m.overlay == nil)
        #expect(m.navigator.position == PagePosition(chapter: 2, page: 0))
    }

    @Test func goToPageAndPercent() {
        let m = model()
        for key: Key in [":", "5", "Enter"] { _ = m.update(.key(key)) }
        #expect(m.navigator.index.globalPage(m.navigator.position) == 5)
        for key: Key in [":", "5", "0", "%", "Enter"] { _ = m.update(.key(key)) }
        #expect(m.navigator.position.chapter == 1)
        for key: Key in [":", "x", "Esc"] { _ = m.update(.key(key)) }
        #expect(m.overlay == nil)
    }

    @Test func clicksAndWheelTurnPages() {
        let m = model()
        func click(_ c: Int) { _ = m.update(.press(column: c, row: 5)); _ = m.update(.release(column: c, row: 5)) }
        click(55)
        #expect(m.navigator.position.page == 1)
        click(2)
        #expect(m.navigator.position.page == 0)
        click(30)
        #expect(m.navigator.position.page == 0)
        _ = m.update(.wheel(down: true))
        #expect(m.navigator.position.page == 1)
    }

    @Test func resizeKeepsTheTextAndSurvivesTinyWindows() {
        let m = model()
        for _ in 0..<5 { _ = m.update(.key("Space")) }
        let place = m.location
        let firstLine = m.view().lines[2]
        for (c, r) in [(1, 1), (0, 0), (19, 5), (300, 100), (7, 200), (60, 20)] {
            _ = m.update(.resize(columns: c, rows: r))
            _ = m.view()
        }
        #expect(m.location == place)
        #expect(m.view().lines[2] == firstLine)
        _ = m.update(.resize(columns: 10, rows: 4))
        #expect(m.view().lines.joined().contains("too small") || m.view().lines.joined().contains("window"))
    }

    @Test func themeAndModeCycle() {
        let m = model()
        _ = m.update(.key("t"))
        #expect(m.theme == .dark)
        #expect(m.view()[0, 5].style.background == Palette.dark.pageBackground)
        _ = m.update(.key("m"))
        #expect(m.mode == .push)
        _ = m.update(.key("?"))
        #expect(m.view().lines.joined().contains("next page"))
        _ = m.update(.key("x"))
        #expect(m.overlay == nil)
    }
}

extension ReaderModelTests {
    @Test func helpScrollsToTheLastKeyInATinyWindowAndOtherKeysClose() {
        let m = model(20, 6)
        _ = m.update(.key("?"))
        #expect(m.view().lines[0].contains("Keys 1-5/"))
        // As many pages as the help has lines (one per action), then one more.
        var seen: [String] = []
        for _ in 0...Action.allCases.count {
            _ = m.update(.key("Space"))
            seen += m.view().lines
        }
        #expect(seen.contains { $0.contains("q C-c") }, "scrolling reaches quit")
        _ = m.update(.key("k"))
        _ = m.update(.key("PgUp"))
        _ = m.update(.key("Down"))
        #expect(m.overlay != nil, "scroll keys keep the help open")
        #expect(m.navigator.position.page == 0, "and do not turn the page")
        _ = m.update(.key("Esc"))
        #expect(m.overlay == nil)
        _ = m.update(.key("?"))
        _ = m.update(.key("z"))
        #expect(m.overlay == nil, "any other key closes")
    }
}

extension ReaderModelTests {
    @Test func theLastPageSaysOneHundredPercent() {
        let m = model()
        #expect(m.status().percent == 0)
        _ = m.update(.key("G"))
        #expect(m.status().percent == 100)
        #expect(m.view().lines.last!.contains("100%"))
        _ = m.update(.key("k"))
        #expect(m.status().percent < 100, "the page before is not the end")
    }

    @Test func aWindowOfTheBookNeverClaimsTheEnd() {
        let m = ReaderModel(book: sampleBook(), location: .start, columns: 60, rows: 20, theme: .light, mode: .none, provisional: true)
        _ = m.navigator.last()
        #expect(m.status().percent < 100)
    }
}
