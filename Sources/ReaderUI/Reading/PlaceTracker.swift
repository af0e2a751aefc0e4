import ReaderCore

/// What the reader's moves leave behind, as a value: page turns since the last save, where
/// the last jump came from (for `jumpBack`), when the page on screen was reached by a forward
/// turn (for the pace), and a turn that waits for the whole book to be read.
struct PlaceTracker {
    /// Page turns between automatic saves: a `kill -9` loses at most this many pages.
    static let saveEvery = 3

    private(set) var turnsSinceSave = 0
    /// Where the reader was before the last jump.
    var jumpOrigin: Location?
    /// When the page on screen was reached by a forward turn (seconds); nil after a jump or a turn back.
    private(set) var pageStart: Double?
    /// A turn asked for beyond the window, shown as a skeleton page until the book is read.
    var awaiting: TurnDirection?

    /// A page turn moved the reader: whether a save is due (every `saveEvery` turns).
    mutating func turned() -> Bool {
        turnsSinceSave += 1
        guard turnsSinceSave >= Self.saveEvery else { return false }
        turnsSinceSave = 0
        return true
    }

    /// A jump moved the reader from `origin` to `destination` (a jump always saves): `jumpBack`
    /// returns to `origin` unless the jump stayed in place, and the pace's stopwatch stops.
    mutating func jumped(from origin: Location, to destination: Location) {
        turnsSinceSave = 0
        pageStart = nil
        if destination != origin { jumpOrigin = origin }
    }

    /// A turn forward leaves the page at `now`: the seconds spent on it, when it was reached by
    /// a forward turn; the next page's stopwatch starts.
    mutating func leftPage(now: Double) -> Double? {
        defer { pageStart = now }
        return pageStart.map { now - $0 }
    }

    /// A turn back or against the book's edge: the pace's stopwatch stops.
    mutating func stopClock() {
        pageStart = nil
    }
}
