import ReaderUI

/// Which cells of a frame must be written over the frame drawn before it: the blitter writes
/// only those, so an unchanged row or cell costs ncurses no work (it diffs again on output).
enum FrameDiff {
    /// Calls `write(x, y)`, row by row and left to right, for each cell of `frame` to draw over
    /// `previous` (every cell when there is none or its size differs): the cells that changed, and
    /// the cell after each one written, which a wide character written or cut in two may have
    /// covered or blanked. Continuation cells are never given: their wide character draws them.
    /// Stops, returning false, as soon as `write` does.
    static func forEachCell(of frame: Frame, over previous: Frame?, _ write: (Int, Int) -> Bool) -> Bool {
        let known = previous.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
        let width = frame.width
        for y in 0..<frame.height {
            let row = (y * width)..<(y * width + width)
            if let known, known.cells[row] == frame.cells[row] { continue }
            var wroteLeft = false
            for x in 0..<width {
                let cell = frame.cells[row.lowerBound + x]
                let changed = known.map { $0.cells[row.lowerBound + x] != cell } ?? true
                guard changed || wroteLeft else { continue }
                wroteLeft = changed
                if cell.isContinuation { continue }
                guard write(x, y) else { return false }
            }
        }
        return true
    }
}
