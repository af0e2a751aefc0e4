import Testing

@testable import ReaderUI
@testable import TermReader

/// The blitter writes only what changed, and around a change what ncurses may have disturbed.
@Suite struct FrameDiffTests {
    /// The cells `FrameDiff` gives for `frame` over `previous`, as (x, y) pairs.
    func written(_ frame: Frame, over previous: Frame?) -> [[Int]] {
        var cells: [[Int]] = []
        _ = FrameDiff.forEachCell(of: frame, over: previous) { x, y in
            cells.append([x, y])
            return true
        }
        return cells
    }

    @Test func anUnchangedFrameWritesNothingAndAChangedCellItAndTheNext() {
        let a = Frame(lines: ["abcdef", "ghijkl"])
        #expect(written(a, over: a).isEmpty)
        var b = a
        b.set("X", width: 1, x: 2, y: 1, style: .plain)
        #expect(written(b, over: a) == [[2, 1], [3, 1]])
    }

    @Test func withNoFrameBeforeOrAnotherSizeEveryCellIsWritten() {
        let a = Frame(lines: ["abc", "def"])
        let every = [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1]]
        #expect(written(a, over: nil) == every)
        #expect(written(a, over: Frame(lines: ["abcd", "efgh"])) == every)
    }

    @Test func aWideCharacterIsWrittenOnceAndTheCellAfterItToo() {
        let wide = Frame(lines: ["ab中d"]), narrow = Frame(lines: ["abXYd"])
        // Its continuation is never written; the cell after a changed one is, whatever it holds.
        #expect(written(wide, over: narrow) == [[2, 0], [4, 0]])
        #expect(written(narrow, over: wide) == [[2, 0], [3, 0], [4, 0]])
    }

    @Test func aFailedWriteStopsTheWalk() {
        var count = 0
        let finished = FrameDiff.forEachCell(of: Frame(lines: ["abc"]), over: nil) { _, _ in
            count += 1
            return false
        }
        #expect(!finished && count == 1)
    }
}
