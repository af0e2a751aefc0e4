extension Frame {
    /// This frame with its first `columns` columns mirrored left to right (the rest stay), wide
    /// characters kept whole and readable: what a right-to-left book's page turns are drawn
    /// on, so one transition serves both directions. A half of a wide character without its
    /// other half (never in a well-formed frame) and one cut by the edge of the mirrored
    /// columns become blanks.
    package func mirrored(columns: Int) -> Frame {
        let n = min(max(0, columns), width)
        guard n > 1 else { return self }
        var result = self
        for y in 0..<height {
            let row = y * width
            var x = 0
            while x < n {
                let cell = cells[row + x]
                if cell.width == 2, x + 1 < n, cells[row + x + 1].isContinuation {
                    // The pair lands at n-2-x, n-1-x: the wide cell first, as always.
                    result.cells[row + n - 2 - x] = cell
                    result.cells[row + n - 1 - x] = cells[row + x + 1]
                    x += 2
                    continue
                }
                result.cells[row + n - 1 - x] = cell.width == 1 ? cell : .blank(cell.style)
                // A wide character across the edge of the mirrored columns loses its other half too.
                if cell.width == 2, x + 1 == n, n < width { result.cells[row + n] = .blank(cells[row + n].style) }
                x += 1
            }
        }
        return result
    }
}
