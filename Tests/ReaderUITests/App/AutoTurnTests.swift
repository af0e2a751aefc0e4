import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// Hands-free reading on a fake clock: pages turn at the pace, `+`/`-` change it, any other
/// key pauses it, the end of the book stops it, and the pace is remembered.
@Suite struct AutoTurnTests {
    func model(mode: TransitionMode = .none) -> ReaderModel {
        ReaderModel(book: sampleBook(), location: .start, columns: 60, rows: 20, theme: .light, mode: mode)
    }

    /// Ticks the model at `time` (the session ticks whenever `nextFrameDelay` says).
    func tick(_ m: ReaderModel, at time: Double) { _ = m.update(.tick, now: time) }

    @Test func pagesTurnAtThePaceUntilAKeyPauses() {
        let m = model()
        _ = m.update(.key("a"), now: 100)
        #expect(m.isAutoTurning)
        #expect(m.nextFrameDelay(now: 100) <= 30_000, "the loop wakes for the next turn")
        tick(m, at: 129)
        #expect(m.navigator.position.page == 0, "not yet")
        tick(m, at: 130)
        #expect(m.navigator.position.page == 1)
        tick(m, at: 160)
        #expect(m.navigator.position.page == 2)
        _ = m.update(.key("b"), now: 161)
        #expect(!m.isAutoTurning, "any other key pauses")
        #expect(m.navigator.position.page == 1, "and does what it does")
        tick(m, at: 300)
        #expect(m.navigator.position.page == 1)
    }

    /// Once the start message fades, the footer still says hands-free reading runs, at
    /// which pace; pausing takes the mark away.
    @Test func theFooterShowsAutoTurnWhileItRuns() {
        for mode in [TransitionMode.none, .scroll] {
            let m = model(mode: mode)
            func footer() -> String { m.view(now: 0).lines.last! }
            #expect(!footer().contains("auto"))
            _ = m.update(.key("a"), now: 0)
            tick(m, at: 10)
            #expect(m.flash == nil, "the start message is gone")
            #expect(footer().contains(mode == .scroll ? "▶ auto 40/min · scroll" : "▶ auto 30 s · none"), "\(mode): \(footer())")
            _ = m.update(.key("+"), now: 11)
            tick(m, at: 14)
            #expect(footer().contains(mode == .scroll ? "▶ auto 50/min" : "▶ auto 24 s"), "\(mode): \(footer())")
            _ = m.update(.key("a"), now: 15)
            tick(m, at: 20)
            #expect(!footer().contains("auto"), "\(mode): paused")
        }
    }

    @Test func plusAndMinusChangeThePaceAndItIsRemembered() {
        let m = model()
        _ = m.update(.key("a"), now: 0)
        _ = m.update(.key("+"), now: 1)
        #expect(m.remembered.autoTurn.secondsPerPage == 24)
        #expect(m.isAutoTurning, "the pace keys do not pause")
        tick(m, at: 24)
        #expect(m.navigator.position.page == 0, "the next turn counts from the change")
        tick(m, at: 25)
        #expect(m.navigator.position.page == 1)
        _ = m.update(.key("-"), now: 26)
        _ = m.update(.key("-"), now: 26)
        #expect(m.remembered.autoTurn.secondsPerPage == 37.5)
        let decoded = RememberedSettings.decode(m.remembered.encoded()!)
        #expect(decoded?.autoTurn == m.remembered.autoTurn)
        _ = m.update(.key("a"), now: 27)
        #expect(!m.isAutoTurning, "a pauses")
        tick(m, at: 200)
        #expect(m.navigator.position.page == 1, "no page turns once paused")
    }

    @Test func theEndOfTheBookStopsIt() {
        let m = model()
        _ = m.update(.key("G"), now: 0)
        _ = m.update(.key("a"), now: 0)
        tick(m, at: 30)
        #expect(!m.isAutoTurning)
        #expect(m.view(now: 30).lines.last!.contains("end of book"))
    }

    @Test func scrollModeMovesALineAtATime() {
        let m = model(mode: .scroll)
        let top = m.scrollTop
        _ = m.update(.key("a"), now: 0)
        tick(m, at: 60.0 / 40)
        #expect(m.scrollTop?.line == (top?.line ?? 0) + 1)
        tick(m, at: 2 * 60.0 / 40)
        #expect(m.scrollTop?.line == (top?.line ?? 0) + 2)
    }

    @Test func paceFromDiskIsChecked() {
        var settings = RememberedSettings()
        settings.autoTurn.secondsPerPage = 0
        #expect(RememberedSettings.decode(settings.encoded()!) == nil, "an out-of-range pace is not trusted")
    }
}
