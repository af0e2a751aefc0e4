/// Counts presses at one cell in quick succession: a double click selects a word, a triple
/// click a paragraph.
struct ClickCounter {
    /// Longest pause between the presses of one double or triple click, in seconds.
    static let interval = 0.4
    private var last: (column: Int, row: Int, at: Double, count: Int)?

    /// A press at `column`, `row` at `now`: how many presses in a row it makes there (1, 2, 3, then 1 again).
    mutating func press(column: Int, row: Int, now: Double) -> Int {
        var count = 1
        if let last, last.column == column, last.row == row, now - last.at <= Self.interval, last.count < 3 { count = last.count + 1 }
        last = (column, row, now, count)
        return count
    }
}
