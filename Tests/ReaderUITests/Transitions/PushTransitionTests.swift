import Testing

@testable import ReaderUI

struct PushTransitionTests {
    let from = Frame(lines: ["abcdef", "ghijkl"])
    let to = Frame(lines: ["ABCDEF", "GHIJKL"])

    func push(_ p: Double, _ direction: TurnDirection) -> Frame {
        PushTransition().compose(from: from, to: to, progress: p, direction: direction, palette: .light)
    }

    @Test func nextMovesBothPagesLeft() {
        #expect(push(0.25, .next) == Frame(lines: ["cdefAB", "ijklGH"]))
        #expect(push(0.5, .next) == Frame(lines: ["defABC", "jklGHI"]))
        #expect(push(0.75, .next) == Frame(lines: ["efABCD", "klGHIJ"]))
    }

    /// Half-way ties round to even, so a previous turn mirrors a next turn column for column.
    @Test func previousMovesBothPagesRight() {
        #expect(push(0.25, .previous) == Frame(lines: ["EFabcd", "KLghij"]))
        #expect(push(0.5, .previous) == Frame(lines: ["DEFabc", "JKLghi"]))
        #expect(push(0.75, .previous) == Frame(lines: ["CDEFab", "IJKLgh"]))
    }

    @Test func aWideCharacterCutByTheSeamBecomesABlank() {
        let from = Frame(lines: ["a中文b"]), to = Frame(lines: ["天地AB"])
        // Shift 1: "中" moves whole to column 0; only the left half of "天" has entered, so it is a blank.
        let one = PushTransition().compose(from: from, to: to, progress: 1.0 / 6, direction: .next, palette: .light)
        #expect(one.lines == ["中文b "])
        // Shift 2: the left half of "中" has left the screen, so its right half shows as a blank.
        let two = PushTransition().compose(from: from, to: to, progress: 2.0 / 6, direction: .next, palette: .light)
        #expect(two.lines == [" 文b天"])
        FrameChecker.expectValid(one)
        FrameChecker.expectValid(two)
    }
}
