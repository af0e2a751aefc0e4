import ReaderCore
import Testing

@testable import ReaderUI

/// The turn in flight, its animation and the pointer, without a model or a terminal: each
/// step's exact outcome and the page the navigator must move to.
@Suite struct PageTurnerTests {
    let here = PagePosition(chapter: 0, page: 3)
    let next = PagePosition(chapter: 0, page: 4)
    let previous = PagePosition(chapter: 0, page: 2)

    /// Where a turn from `here` goes: both neighbours exist.
    func target(_ direction: TurnDirection) -> PagePosition? { direction == .next ? next : previous }

    func turning(_ direction: TurnDirection = .next) -> PageTurner {
        var turner = PageTurner(duration: 0.2)
        turner.start(from: here, to: target(direction)!, direction: direction, now: 0)
        return turner
    }

    @Test func aKeyWithoutATurnLetsOneStart() {
        var turner = PageTurner(duration: 0.2)
        #expect(turner.key(.next, now: 0) == .proceed(completed: nil))
    }

    @Test func theSameKeyAgainCompletesTheTurnAtOnce() {
        var turner = turning()
        #expect(turner.key(.next, now: 0.05) == .proceed(completed: next))
        #expect(turner.turn == nil)
    }

    @Test func theOtherKeyReversesTheTurnAndAgainDropsIt() {
        var turner = turning()
        #expect(turner.key(.previous, now: 0.05) == .used)
        #expect(turner.turn?.to == next && !turner.animator.turnsPage, "the same pages, heading back")
        #expect(turner.key(.next, now: 0.06) == .used, "the first key's way again reverses once more")
        #expect(turner.animator.turnsPage)
        _ = turner.key(.previous, now: 0.07)
        #expect(turner.key(.previous, now: 0.08) == .proceed(completed: nil), "a turn heading back ends where it began")
    }

    @Test func aBounceEndsWithoutMoving() {
        var turner = PageTurner(duration: 0.2)
        turner.bounce(at: here, direction: .next, now: 0)
        #expect(turner.turn?.isBounce == true)
        #expect(turner.key(.next, now: 0.05) == .proceed(completed: nil))
    }

    @Test func theClockCompletesATurnOnlyWhenItsAnimationIsOver() {
        var turner = turning()
        #expect(turner.tick(now: 0.1) == nil)
        #expect(turner.turn != nil)
        #expect(turner.tick(now: 0.2) == next)
        #expect(turner.turn == nil)
        #expect(turner.tick(now: 0.3) == nil, "nothing left to complete")
    }

    @Test func aHeldTurnIsDroppedWithoutMoving() {
        var turner = PageTurner(duration: 0.2)
        turner.hold(from: here, to: next, direction: .next, progress: 0.6)
        #expect(turner.animator.isDragging)
        #expect(turner.finish() == nil)
    }

    @Test func aPressEndsTheTurnUnderWay() {
        var turner = turning()
        #expect(turner.press(column: 10, row: 5, now: 0.05) == next)
        #expect(turner.pressed?.column == 10 && !turner.dragged)
    }

    /// Press at column 50 of 60, then drag: the page follows the pointer.
    func dragged(to column: Int, at time: Double, animates: Bool = true) -> PageTurner {
        var turner = PageTurner(duration: 0.2)
        _ = turner.press(column: 50, row: 5, now: 0)
        let outcome = turner.drag(column: column, row: 5, now: time, width: 60, animates: animates, here: here, target: target)
        #expect(outcome == .none)
        return turner
    }

    @Test func aDragWithinACellHoldsNothing() {
        let turner = dragged(to: 49, at: 0.1)
        #expect(!turner.dragged && turner.turn == nil)
    }

    @Test func aDragLeftHoldsATurnToTheNextPage() {
        let turner = dragged(to: 35, at: 0.5)
        #expect(turner.turn?.to == next && turner.turn?.direction == .next)
        #expect(turner.turn?.gesture?.progress == 15.0 / 60)
        #expect(turner.animator.isDragging)
    }

    @Test func aDragPastTheBooksEndTurnsNothing() {
        var turner = PageTurner(duration: 0.2)
        _ = turner.press(column: 50, row: 5, now: 0)
        let outcome = turner.drag(column: 30, row: 5, now: 0.5, width: 60, animates: true, here: here, target: { _ in nil })
        #expect(outcome == .edge(.next))
        #expect(turner.turn == nil)
    }

    @Test func aSlowDragReleasedPastAThirdCompletes() {
        var turner = dragged(to: 20, at: 0.5)
        #expect(turner.release(column: 20, row: 5, now: 1, width: 60, animates: true) == .none)
        #expect(turner.turn?.gesture == nil && turner.turn?.release?.progress == 0.5)
        #expect(turner.pressed == nil)
        #expect(turner.tick(now: 2) == next)
    }

    @Test func aSlowDragReleasedShortOfAThirdFallsBack() {
        var turner = dragged(to: 40, at: 0.5)
        _ = turner.release(column: 40, row: 5, now: 1, width: 60, animates: true)
        #expect(turner.tick(now: 2) == nil)
        #expect(turner.turn == nil)
    }

    @Test func aPressAndReleaseInPlaceIsAClick() {
        var turner = PageTurner(duration: 0.2)
        _ = turner.press(column: 50, row: 5, now: 0)
        #expect(turner.release(column: 51, row: 5, now: 0.1, width: 60, animates: true) == .click(column: 51, row: 5))
        #expect(turner.release(column: 51, row: 5, now: 0.2, width: 60, animates: true) == .none, "no press, no click")
    }

    @Test func withoutAnimationADragFarEnoughTurnsOnRelease() {
        var far = dragged(to: 20, at: 0.5, animates: false)
        #expect(far.turn == nil, "nothing is held without animation")
        #expect(far.release(column: 20, row: 5, now: 1, width: 60, animates: false) == .turn(.next))
        var short = dragged(to: 45, at: 0.5, animates: false)
        #expect(short.release(column: 45, row: 5, now: 1, width: 60, animates: false) == .none)
    }
}
