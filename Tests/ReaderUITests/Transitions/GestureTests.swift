import Testing

@testable import ReaderUI

struct GestureTests {
    @Test func aDragToTheLeftTurnsToTheNextPageByDistanceOverWidth() {
        var gesture = Gesture(x: 80, y: 10, time: 0, width: 100)
        #expect(gesture.direction == nil && gesture.progress == 0)
        gesture.move(x: 79.5, y: 10, time: 0.01)
        #expect(gesture.direction == nil)
        gesture.move(x: 55, y: 12, time: 0.5)
        #expect(gesture.direction == .next)
        #expect(abs(gesture.progress - 0.25) < 1e-12)
        #expect(gesture.touch.x == 55 && gesture.touch.y == 12)
        // Dragging back past the press point does not flip the turn; progress stays at 0.
        gesture.move(x: 90, y: 12, time: 1)
        #expect(gesture.direction == .next && gesture.progress == 0)
    }

    @Test func aDragToTheRightTurnsBack() {
        var gesture = Gesture(x: 5, y: 3, time: 0, width: 50)
        gesture.move(x: 30, y: 3, time: 0.4)
        #expect(gesture.direction == .previous)
        #expect(gesture.progress == 0.5)
        gesture.move(x: 500, y: 3, time: 0.5)
        #expect(gesture.progress == 1)
    }

    @Test func aSlowReleaseDecidesByDistance() {
        var short = Gesture(x: 90, y: 10, time: 0, width: 90)
        short.move(x: 65, y: 10, time: 1) // 0.28 of the width, then rest
        #expect(short.velocity(at: 1.5) == 0)
        #expect(!short.completes(at: 1.5))
        var long = Gesture(x: 90, y: 10, time: 0, width: 90)
        long.move(x: 55, y: 10, time: 1) // 0.39 of the width
        #expect(long.completes(at: 1.5))
    }

    @Test func aFastFlickCompletesEvenWhenShort() {
        var flick = Gesture(x: 90, y: 10, time: 0, width: 100)
        flick.move(x: 86, y: 10, time: 0.02)
        flick.move(x: 80, y: 10, time: 0.05)
        // 10 columns in 50 ms: 2 widths per second towards the turn.
        #expect(abs(flick.velocity(at: 0.06) - 2) < 1e-9)
        #expect(flick.progress < Gesture.completeDistance)
        #expect(flick.completes(at: 0.06))
    }

    @Test func aFastFlickBackCancelsEvenWhenFar() {
        var gesture = Gesture(x: 90, y: 10, time: 0, width: 100)
        gesture.move(x: 40, y: 10, time: 1)
        gesture.move(x: 45, y: 10, time: 1.02)
        gesture.move(x: 52, y: 10, time: 1.05)
        #expect(gesture.progress > Gesture.completeDistance)
        #expect(gesture.velocity(at: 1.05) < -Gesture.flickSpeed)
        #expect(!gesture.completes(at: 1.05))
    }

    @Test func aTapIsNotATurn() {
        let gesture = Gesture(x: 10, y: 10, time: 0, width: 100)
        #expect(!gesture.completes(at: 0.1))
        #expect(gesture.velocity(at: 0.1) == 0)
    }

    @Test func theCurlCornerIsOnTheSideOfThePress() {
        #expect(Gesture(x: 70, y: 3, time: 0, width: 80).corner(height: 24) == .topRight)
        #expect(Gesture(x: 70, y: 20, time: 0, width: 80).corner(height: 24) == .bottomRight)
    }
}
