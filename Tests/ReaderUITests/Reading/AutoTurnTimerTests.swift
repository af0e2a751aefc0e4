import Testing

@testable import ReaderUI

/// Hands-free reading's clock without a model: when a step is due and what keys do to it.
@Suite struct AutoTurnTimerTests {
    func running() -> AutoTurnTimer {
        var timer = AutoTurnTimer()
        timer.schedule(now: 10, interval: 5)
        return timer
    }

    @Test func aStepIsDueOnceItsIntervalHasPassed() {
        let timer = running()
        #expect(timer.due == 15)
        #expect(!timer.isDue(at: 14.99))
        #expect(timer.isDue(at: 15) && timer.isDue(at: 20))
        #expect(!AutoTurnTimer().isDue(at: 1_000), "never while it does not run")
    }

    @Test func thePaceKeysKeepItRunning() {
        var timer = running()
        #expect(timer.key(.widerText) == .pace(faster: true))
        #expect(timer.key(.narrowerText) == .pace(faster: false))
        #expect(timer.due == 15, "the reader schedules the next step at the new pace")
    }

    @Test func theAutoKeyPausesAndIsUsedUp() {
        var timer = running()
        #expect(timer.key(.autoTurn) == .paused(usedUp: true))
        #expect(!timer.isRunning)
    }

    @Test func anyOtherKeyPausesAndStillDoesItsWork() {
        for action: Action? in [.nextPage, .search, nil] {
            var timer = running()
            #expect(timer.key(action) == .paused(usedUp: false), "\(String(describing: action))")
            #expect(timer.due == nil)
        }
    }

    @Test func keysDoNothingWhileItDoesNotRun() {
        var timer = AutoTurnTimer()
        #expect(timer.key(.autoTurn) == .notRunning)
        #expect(timer.key(.widerText) == .notRunning)
    }
}
