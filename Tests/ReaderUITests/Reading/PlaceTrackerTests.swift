import ReaderCore
import Testing

@testable import ReaderUI

/// The bookkeeping of the reader's moves without a model: saves, jumps back, the pace's stopwatch.
@Suite struct PlaceTrackerTests {
    @Test func everyThirdTurnSaves() {
        var places = PlaceTracker()
        let saves = (0..<7).map { _ in places.turned() }
        #expect(saves == [false, false, true, false, false, true, false])
    }

    @Test func aJumpRestartsTheTurnCountAndStopsTheClock() {
        var places = PlaceTracker()
        _ = places.turned()
        _ = places.turned()
        _ = places.leftPage(now: 1)
        places.jumped(from: Location(offset: 10, grapheme: 0), to: Location(offset: 500, grapheme: 0))
        #expect(places.jumpOrigin == Location(offset: 10, grapheme: 0))
        #expect(places.pageStart == nil)
        #expect(places.turned() == false, "the jump saved: the count starts again")
    }

    @Test func aJumpThatStaysInPlaceKeepsTheOldOrigin() {
        var places = PlaceTracker()
        places.jumped(from: Location(offset: 10, grapheme: 0), to: Location(offset: 500, grapheme: 0))
        places.jumped(from: Location(offset: 500, grapheme: 0), to: Location(offset: 500, grapheme: 0))
        #expect(places.jumpOrigin == Location(offset: 10, grapheme: 0))
    }

    @Test func forwardTurnsTimeEachPageAfterTheFirst() {
        var places = PlaceTracker()
        #expect(places.leftPage(now: 3) == nil, "the first page was not reached by a turn")
        #expect(places.leftPage(now: 10) == 7)
        places.stopClock()
        #expect(places.leftPage(now: 20) == nil, "a turn back restarts the stopwatch")
        #expect(places.leftPage(now: 24) == 4)
    }
}
