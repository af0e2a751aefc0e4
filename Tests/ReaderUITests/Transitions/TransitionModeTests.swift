import Testing

@testable import ReaderUI

struct TransitionModeTests {
    @Test func cyclingVisitsEveryModeAndWraps() {
        var mode = TransitionMode.none
        var seen: [TransitionMode] = []
        for _ in TransitionMode.allCases {
            seen.append(mode)
            mode = mode.cycled
        }
        #expect(seen == [.none, .push, .slide, .curl, .scroll])
        #expect(mode == .none)
    }

    @Test func namesRoundTripAndScrollHasNoPageTransition() {
        #expect(TransitionMode.allCases.map(\.name) == ["none", "push", "slide", "curl", "scroll"])
        #expect(TransitionMode.allCases.allSatisfy { TransitionMode(rawValue: $0.name) == $0 })
        #expect(TransitionMode.scroll.transition == nil)
        #expect(TransitionMode.curl.transition is CurlTransition)
        #expect(TransitionMode.push.transition is PushTransition)
        #expect(TransitionMode.slide.transition is SlideTransition)
        #expect(TransitionMode.none.transition is NoTransition)
    }

    @Test func noTransitionShowsTheTargetAsSoonAsTheTurnBegins() {
        let from = Frame(lines: ["ab"]), to = Frame(lines: ["AB"])
        #expect(NoTransition().compose(from: from, to: to, progress: 0, direction: .next, palette: .light) == from)
        #expect(NoTransition().compose(from: from, to: to, progress: 0.01, direction: .next, palette: .light) == to)
    }
}
