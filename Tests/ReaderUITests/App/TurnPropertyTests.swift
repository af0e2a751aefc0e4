import PropertyBased
import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// The back of a curling page is not a page: whatever the sequence of animated key turns,
/// reversals, drags that complete or spring back, and resizes, the reader ends where the
/// same sequence leaves a reader that turns pages instantly.
@Suite struct TurnPropertyTests {
    enum Step: CaseIterable { case next, previous, reverse, dragComplete, dragCancel, resize, wait }

    func run(_ steps: [Step], mode: TransitionMode) -> (Location, PagePosition) {
        let m = ReaderModel(
            book: sampleBook(chapters: 3, paragraphsPerChapter: 12), location: .start, columns: 60, rows: 18, theme: .dark, mode: mode)
        var now = 0.0
        var sizes = [(60, 18), (45, 14), (80, 24)].makeIterator()
        for step in steps {
            switch step {
            case .next: _ = m.update(.key("Space"), now: now)
            case .previous: _ = m.update(.key("b"), now: now)
            case .reverse where mode == .none:
                // The plain equivalent of a reversed turn: nothing, unless the forward turn
                // could not start (end of book), in which case the back key turns back.
                if m.navigator.position(after: m.navigator.position) == nil { _ = m.update(.key("b"), now: now) }
            case .reverse:
                // Forward, then back at once: an animated reader turns back mid-turn.
                _ = m.update(.key("Space"), now: now)
                now += 0.05
                _ = m.update(.key("b"), now: now)
            case .dragComplete, .dragCancel:
                // Slow drags (no flick): distance alone decides.
                let to = step == .dragComplete ? 10 : 50
                _ = m.update(.press(column: 55, row: 8), now: now)
                for (i, x) in stride(from: 54, through: to, by: -4).enumerated() {
                    _ = m.update(.drag(column: x, row: 8), now: now + 0.3 * Double(i + 1))
                }
                now += 3
                _ = m.update(.release(column: to, row: 8), now: now)
            case .resize:
                let (c, r) = sizes.next() ?? (60, 18)
                _ = m.update(.resize(columns: c, rows: r), now: now)
            case .wait: break
            }
            now += 2
            _ = m.update(.tick, now: now)
        }
        _ = m.update(.resize(columns: 60, rows: 18), now: now)
        return (m.location, m.navigator.position)
    }

    /// The plain navigation each step amounts to: a drag that springs back turns no
    /// page; a completed drag is one page forward (reversals: see `run`).
    static func plain(_ steps: [Step]) -> [Step] {
        steps.compactMap { step in
            switch step {
            case .dragCancel: return nil
            case .dragComplete: return .next
            default: return step
            }
        }
    }

    @Test(arguments: [TransitionMode.curl, .slide, .push])
    func animatedTurnsEndWhereThePlainNavigationsEnd(mode: TransitionMode) async {
        await propertyCheck(count: 60, input: Gen.element(of: Step.allCases).compactMap { $0 }.array(of: 1...25)) { steps in
            let animated = run(steps, mode: mode)
            let instant = run(Self.plain(steps), mode: .none)
            #expect(animated.0 == instant.0, "\(steps)")
            #expect(animated.1 == instant.1)
        }
    }
}
