import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

@Suite struct PageTurnTests {
    func model(_ mode: TransitionMode) -> ReaderModel {
        ReaderModel(book: sampleBook(), location: .start, columns: 60, rows: 20, theme: .dark, mode: mode)
    }

    @Test(arguments: [TransitionMode.push, .slide, .curl])
    func aKeyTurnAnimatesAndCompletesOnTheClock(mode: TransitionMode) {
        let m = model(mode)
        let first = m.view(now: 0)
        _ = m.update(.key("Space"), now: 0)
        #expect(m.navigator.position.page == 0, "the navigator moves when the turn completes")
        #expect(m.nextFrameDelay(now: 0.01) > 0)
        let middle = m.view(now: 0.1)
        #expect(middle != first)
        #expect(middle.lines.last!.hasPrefix(" ch. p. 1/"), "footer keeps the old page number mid-turn")
        _ = m.update(.tick, now: 0.5)
        #expect(m.navigator.position.page == 1)
        #expect(m.nextFrameDelay(now: 0.5) == -1, "idle blocks on input")
        let end = m.view(now: 0.5)
        #expect(end != middle)
        #expect(end.lines.last!.hasPrefix(" ch. p. 2/"))
    }

    @Test func keysDuringATurnFinishItAtOnce() {
        let m = model(.slide)
        for i in 0..<5 { _ = m.update(.key("Space"), now: Double(i) * 0.01) }
        _ = m.update(.tick, now: 10)
        #expect(m.navigator.position.page == 5, "holding Space pages as fast as without animation")
    }

    @Test func reversingMidTurnTurnsBack() {
        let m = model(.curl)
        _ = m.update(.key("Space"), now: 0)
        _ = m.update(.key("b"), now: 0.1)
        _ = m.update(.tick, now: 1)
        #expect(m.navigator.position.page == 0)
        #expect(m.pageTurn == nil)
    }

    @Test func boundaryBouncesWithoutMoving() {
        let m = model(.push)
        _ = m.update(.key("b"), now: 0)
        #expect(m.hint == "first page")
        #expect(m.pageTurn?.isBounce == true)
        #expect(m.view(now: 0.1).lines[1...].joined() != "")
        _ = m.update(.tick, now: 1)
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 0))
    }

    @Test func aDragFollowsThePointerAndCompletesOrSpringsBack() {
        let m = model(.curl)
        _ = m.update(.press(column: 55, row: 10), now: 0)
        _ = m.update(.drag(column: 45, row: 10), now: 0.05)
        _ = m.update(.drag(column: 30, row: 10), now: 0.1)
        #expect(m.animator.isDragging)
        let held = m.view(now: 0.1)
        // The page's corner is at the pointer (page-area rows start at screen row 1).
        let curled = CurlTransition().compose(
            from: m.pageFrame(PagePosition(chapter: 0, page: 0)), to: m.pageFrame(PagePosition(chapter: 0, page: 1)), touch: (30, 9),
            corner: .bottomRight, palette: m.palette)
        #expect(Array(held.lines[1..<(1 + m.layout.pageRows)]) == curled.lines)
        _ = m.update(.release(column: 30, row: 10), now: 0.1)
        _ = m.update(.tick, now: 1)
        #expect(m.navigator.position.page == 1)
        // A short slow drag springs back.
        _ = m.update(.press(column: 55, row: 10), now: 2)
        _ = m.update(.drag(column: 52, row: 10), now: 2.5)
        _ = m.update(.release(column: 52, row: 10), now: 3)
        _ = m.update(.tick, now: 4)
        #expect(m.navigator.position.page == 1)
    }

    @Test func theHeaderCrossFadesIntoTheNextChapter() {
        let m = model(.push)
        _ = m.update(.key("]"), now: 0)
        _ = m.update(.key("["), now: 0)
        _ = m.update(.key("G"), now: 0)
        _ = m.update(.key("g"), now: 0)
        while m.navigator.position.page + 1 < m.navigator.pagesInChapter { _ = m.update(.key("l"), now: 0); _ = m.update(.tick, now: 100) }
        _ = m.update(.key("l"), now: 200)
        #expect(m.view(now: 200.05).lines[0].contains("Chapter 1"))
        #expect(m.view(now: 200.25).lines[0].contains("Chapter 2"))
        let early = m.view(now: 200.01)[12, 0].style.foreground
        #expect(early != Palette.dark[.bar].foreground, "the title fades")
    }

    @Test func scrollModeMovesByLinesAcrossPagesWithoutGapsOrRepeats() {
        let m = model(.scroll)
        let rows = m.layout.textRows
        let screen0 = m.view(now: 0).lines
        _ = m.update(.key("j"), now: 0)
        let screen1 = m.view(now: 0).lines
        #expect(Array(screen0[3..<(2 + rows)]) == Array(screen1[2..<(1 + rows)]), "one line up")
        // Scroll a long way line by line and compare with the concatenated pages.
        var seen: [String] = [screen1[2]]
        for i in 0..<200 {
            _ = m.update(.key("j"), now: 10 + Double(i))
            seen.append(m.view(now: 10 + Double(i)).lines[2])
        }
        let nav = Navigator(book: m.navigator.book, geometry: m.layout.geometry())
        var expected: [String] = []
        repeat {
            let frame = m.pageFrame(nav.position)
            expected += frame.lines[m.layout.textY..<(m.layout.textY + nav.page.lines.count)]
        } while nav.next() != .atEnd && expected.count < 260
        #expect(Array(expected[1..<202]) == seen)
    }

    @Test func heldScrollKeysAccelerateAndGlide() {
        let m = model(.scroll)
        for i in 0..<10 { _ = m.update(.key("j"), now: Double(i) * 0.03) }
        let before = m.location
        #expect(m.nextFrameDelay(now: 0.3) > 0)
        _ = m.update(.tick, now: 0.5)
        _ = m.update(.tick, now: 0.8)
        #expect(m.location != before, "it glides on after the key stops")
        _ = m.update(.key("x"), now: 0.9)
        #expect(m.nextFrameDelay(now: 0.9) == -1, "any other key stops it")
    }

    /// A turn held at a progress draws the mode's transition at exactly that progress (what
    /// `render --progress` prints), moves nothing until 1, and at 1 lands on the next page.
    @Test(arguments: [TransitionMode.none, .push, .slide, .curl])
    func aHeldTurnShowsItsFrameAndCompletesAtOne(mode: TransitionMode) throws {
        let m = model(mode)
        let here = m.screenPage(m.shownPosition), next = m.screenPage(try #require(m.turnTarget(.next, from: m.shownPosition)))
        _ = m.update(.holdTurn(.next, progress: 0.4), now: 0)
        let transition = try #require(mode.transition(for: m.layout))
        let expected = transition.compose(from: here, to: next, progress: 0.4, direction: .next, palette: m.palette)
        #expect(m.view(now: 5) == ScreenComposer.compose(page: expected, status: m.status(), layout: m.layout, palette: m.palette))
        #expect(m.navigator.position.page == 0)
        _ = m.update(.holdTurn(.next, progress: 1), now: 0)
        #expect(m.navigator.position.page == 1)
        #expect(m.view(now: 0).lines.last!.hasPrefix(" ch. p. 2/"))
    }

    /// Places chosen by number are jumps: a page, a chapter, a share of the book; `` ` `` comes back.
    @Test func goingToADestinationIsAJump() {
        let m = model(.none)
        _ = m.update(.go(to: .chapter(1)))
        #expect(m.navigator.position == PagePosition(chapter: 1, page: 0))
        _ = m.update(.go(to: .globalPage(1)))
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 0))
        _ = m.update(.go(to: .fraction(1)))
        #expect(m.navigator.position.chapter == 2)
        _ = m.update(.key("`"))
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 0))
    }
}
