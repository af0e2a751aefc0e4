import Glibc
import Testing

@testable import ReaderUI

struct AnimatorTests {
    let t0 = 1000.0

    @Test func easeOutCubicStartsFastAndLandsGently() {
        #expect(Animator.easeOut(0) == 0)
        #expect(Animator.easeOut(1) == 1)
        #expect(abs(Animator.easeOut(0.5) - 0.875) < 1e-12)
        #expect(Animator.easeOut(-1) == 0 && Animator.easeOut(2) == 1)
        // Faster than linear early, slower late.
        #expect(Animator.easeOut(0.1) > 0.1)
        #expect(Animator.easeOut(0.9) - Animator.easeOut(0.8) < 0.1)
    }

    @Test func aTurnRunsFromZeroToOneOverTheDurationAndChangesThePage() {
        var animator = Animator()
        #expect(animator.isIdle && animator.isFinished(at: t0) && animator.nextFrameDelay(at: t0) == -1)
        animator.startTurn(.next, now: t0)
        #expect(animator.direction == .next)
        #expect(animator.progress(at: t0) == 0)
        #expect(abs(animator.progress(at: t0 + 0.15) - 0.875) < 1e-9)
        #expect(!animator.isFinished(at: t0 + 0.299))
        #expect(animator.isFinished(at: t0 + 0.3))
        #expect(animator.progress(at: t0 + 0.3) == 1)
        let animatorTurned = animator.finish()
        #expect(animatorTurned)
        #expect(animator.isIdle && animator.progress(at: t0 + 1) == 0)
    }

    @Test func progressIsMonotonicAndDependsOnTheClockOnlySoSlowFramesAreSkipped() {
        var animator = Animator(duration: 0.5)
        animator.startTurn(.previous, now: t0)
        var last = -1.0
        for ms in 0...600 {
            let p = animator.progress(at: t0 + Double(ms) / 1000)
            #expect(p >= last && p >= 0 && p <= 1)
            last = p
        }
        // A frame that comes late shows where the turn is by then; it does not resume where it stopped.
        var late = Animator(duration: 0.5)
        late.startTurn(.previous, now: t0)
        _ = late.progress(at: t0 + 0.016)
        #expect(late.progress(at: t0 + 0.25) == animator.progress(at: t0 + 0.25))
    }

    @Test func theNextFrameIsAbout16msAwayAndTheLastFrameLandsOnTheEnd() {
        var animator = Animator()
        animator.startTurn(.next, now: t0)
        #expect(animator.nextFrameDelay(at: t0) == 17)
        #expect(animator.nextFrameDelay(at: t0 + 0.295) == 5)
        #expect(animator.nextFrameDelay(at: t0 + 0.3) == 0)
        #expect(animator.nextFrameDelay(at: t0 + 5) == 0)
    }

    @Test func zeroDurationDisablesAnimation() {
        var animator = Animator(duration: 0)
        animator.startTurn(.next, now: t0)
        #expect(animator.isFinished(at: t0))
        #expect(animator.progress(at: t0) == 1)
        #expect(animator.nextFrameDelay(at: t0) == 0)
        let animatorTurned = animator.finish()
        #expect(animatorTurned)
    }

    @Test func aKeyMidTurnFinishesItAtOnce() {
        var animator = Animator()
        animator.startTurn(.next, now: t0)
        #expect(!animator.isFinished(at: t0 + 0.05))
        let animatorTurned = animator.finish()
        #expect(animatorTurned)
        #expect(animator.isIdle)
        animator.startTurn(.next, now: t0 + 0.05)
        #expect(animator.progress(at: t0 + 0.05) == 0)
    }

    @Test func reversingMidTurnTurnsBackFromWhereThePageIs() {
        var animator = Animator()
        animator.startTurn(.next, now: t0)
        let at = animator.progress(at: t0 + 0.1)
        animator.reverse(now: t0 + 0.1)
        #expect(!animator.turnsPage)
        #expect(animator.direction == .next)
        #expect(abs(animator.progress(at: t0 + 0.1) - at) < 1e-12)
        // It heads back to 0, taking the share of the duration that the distance needs.
        #expect(animator.progress(at: t0 + 0.11) < at)
        #expect(!animator.isFinished(at: t0 + 0.1 + 0.3 * at - 0.001))
        #expect(animator.isFinished(at: t0 + 0.1 + 0.3 * at))
        #expect(animator.progress(at: t0 + 0.1 + 0.3 * at) == 0)
        let animatorTurned = animator.finish()
        #expect(!animatorTurned)
    }

    @Test func reversingTwiceHeadsForThePageTurnAgain() {
        var animator = Animator()
        animator.startTurn(.next, now: t0)
        animator.reverse(now: t0 + 0.1)
        animator.reverse(now: t0 + 0.15)
        #expect(animator.turnsPage)
        #expect(animator.progress(at: t0 + 1) == 1)
        let animatorTurned = animator.finish()
        #expect(animatorTurned)
    }

    @Test func aReleasedDragAnimatesTheRemainingDistance() {
        var complete = Animator()
        complete.drag(.next, progress: 0.6)
        #expect(complete.isDragging && !complete.isFinished(at: t0) && complete.nextFrameDelay(at: t0) == -1)
        #expect(complete.progress(at: t0) == 0.6)
        complete.release(completing: true, now: t0)
        #expect(complete.progress(at: t0) == 0.6)
        #expect(!complete.isFinished(at: t0 + 0.3 * 0.4 - 0.001))
        #expect(complete.isFinished(at: t0 + 0.3 * 0.4))
        #expect(complete.progress(at: t0 + 0.3 * 0.4) == 1)
        let completeTurned = complete.finish()
        #expect(completeTurned)

        var cancel = Animator()
        cancel.drag(.previous, progress: 0.2)
        cancel.release(completing: false, now: t0)
        #expect(cancel.direction == .previous)
        #expect(cancel.progress(at: t0 + 0.01) < 0.2)
        #expect(cancel.isFinished(at: t0 + 0.3 * 0.2))
        #expect(cancel.progress(at: t0 + 0.3 * 0.2) == 0)
        let cancelTurned = cancel.finish()
        #expect(!cancelTurned)
    }

    @Test func aKeyDuringADragDropsItWithoutAPageChange() {
        var animator = Animator()
        animator.drag(.next, progress: 0.9)
        let animatorTurned = animator.finish()
        #expect(!animatorTurned)
        #expect(animator.isIdle)
    }

    @Test func aBounceRisesToAboutAFifthAndSpringsBackWithoutAPageChange() {
        var animator = Animator()
        animator.startBounce(.previous, now: t0)
        #expect(!animator.turnsPage)
        var peak = 0.0
        for ms in 0...300 {
            let p = animator.progress(at: t0 + Double(ms) / 1000)
            #expect(p >= 0)
            peak = max(peak, p)
        }
        #expect(abs(peak - Animator.bouncePeak) < 0.001)
        #expect(animator.progress(at: t0 + 0.3) == 0)
        #expect(animator.isFinished(at: t0 + 0.3))
        animator.reverse(now: t0 + 0.1)
        #expect(!animator.turnsPage)
        let animatorTurned = animator.finish()
        #expect(!animatorTurned)
    }

    /// Animator durations are seconds of `CLOCK_MONOTONIC`: `now()` lies between two readings
    /// of that clock taken around it (a wall clock, or milli- or nanoseconds, would not).
    @Test func theMonotonicClockIsCLOCK_MONOTONICInSeconds() {
        func nanoseconds(_ t: timespec) -> Int64 { Int64(t.tv_sec) * 1_000_000_000 + Int64(t.tv_nsec) }
        var before = timespec(), after = timespec()
        clock_gettime(CLOCK_MONOTONIC, &before)
        let now = MonotonicClock.now()
        clock_gettime(CLOCK_MONOTONIC, &after)
        // A Double holds today's uptimes to well under a microsecond.
        let slack: Int64 = 1_000
        let nowNanoseconds = Int64((now * 1e9).rounded())
        #expect(nanoseconds(before) - slack <= nowNanoseconds && nowNanoseconds <= nanoseconds(after) + slack)
    }
}
