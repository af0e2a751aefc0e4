import ReaderCore
import Testing

@testable import ReaderUI

/// Scroll mode's top line over pages of known sizes, without a book or a terminal.
@Suite struct ScrollStateTests {
    /// Three pages of 5, 3 and 4 lines, as chapters of one page each (moves cross chapters too).
    struct Pages: ScrollPages {
        var counts = [5, 3, 4]
        func lineCount(of page: PagePosition) -> Int { counts[page.chapter] }
        func position(after page: PagePosition) -> PagePosition? {
            page.chapter + 1 < counts.count ? PagePosition(chapter: page.chapter + 1, page: 0) : nil
        }
        func position(before page: PagePosition) -> PagePosition? {
            page.chapter > 0 ? PagePosition(chapter: page.chapter - 1, page: 0) : nil
        }
    }

    func top(_ chapter: Int, _ line: Int) -> ScrollState.Top { ScrollState.Top(page: PagePosition(chapter: chapter, page: 0), line: line) }

    func scrolled(_ deltas: [Int], saveEvery: Int = 100) -> (ScrollState, [ScrollState.Step]) {
        var state = ScrollState()
        state.top = top(0, 0)
        let steps = deltas.map { state.scroll(by: $0, from: PagePosition(chapter: 0, page: 0), in: Pages(), saveEvery: saveEvery) }
        return (state, steps)
    }

    @Test func linesWalkAcrossPagesWithoutGapsOrRepeats() {
        for n in 0..<12 {
            let (state, _) = scrolled([n])
            let expected = n < 5 ? top(0, n) : n < 8 ? top(1, n - 5) : top(2, n - 8)
            #expect(state.top == expected, "line \(n) of the book")
        }
    }

    @Test func backWalksToThePreviousPagesLastLines() {
        let (state, _) = scrolled([9, -2, -3])
        #expect(state.top == top(0, 4))
    }

    @Test func theEndStopsOnTheLastLineAndSaysSo() {
        let (state, steps) = scrolled([11, 5])
        #expect(steps[0].edge == nil)
        #expect(state.top == top(2, 3), "the book's last line, not one short")
        #expect(steps[1].edge == .next)
    }

    @Test func theStartStopsOnTheFirstLineAndSaysSo() {
        let (state, steps) = scrolled([2, -4])
        #expect(state.top == top(0, 0))
        #expect(steps[1].edge == .previous)
    }

    @Test func anEdgeStopsTheGlide() {
        var state = ScrollState()
        _ = state.motion.press(forward: true, now: 0)
        _ = state.motion.press(forward: true, now: 0.1)
        #expect(state.motion.isGliding)
        _ = state.scroll(by: 20, from: PagePosition(chapter: 0, page: 0), in: Pages(), saveEvery: 100)
        #expect(!state.motion.isGliding)
    }

    @Test func aSaveIsDueEverySoManyLinesMoved() {
        let (_, steps) = scrolled([2, 2, 1, 3, 0], saveEvery: 4)
        #expect(steps.map(\.save) == [false, true, false, true, false])
    }

    @Test func aStepThatCannotMoveCountsNoLines() {
        let (_, steps) = scrolled([-3, -3, 3], saveEvery: 3)
        #expect(steps.map(\.save) == [false, false, true], "only the line moved counts toward a save")
    }
}
