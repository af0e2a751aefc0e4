import ReaderUI

/// Assigns ncurses colour-pair numbers to (foreground, background) combinations.
///
/// Pair numbers are a finite resource (`COLOR_PAIRS`). When they run out mid-frame the
/// screen clears the cache and repaints the whole frame with fresh pairs (redefining a
/// pair recolours every cell that still uses it, so a partial reuse would show wrong colours).
public struct ColorPairCache: Sendable {
    private struct Colors: Hashable, Sendable {
        var foreground: Int32
        var background: Int32
    }

    /// Usable pair numbers are 1…capacity (pair 0 is the terminal default).
    public let capacity: Int
    private var pairs: [Colors: Int32] = [:]

    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Pairs assigned so far.
    public var count: Int { pairs.count }

    /// The pair for `foreground` on `background`; `isNew` says it must be initialised.
    /// Nil when every number is taken: `clear()` and repaint.
    public mutating func pair(foreground: Int32, background: Int32) -> (number: Int32, isNew: Bool)? {
        let key = Colors(foreground: foreground, background: background)
        if let n = pairs[key] { return (n, false) }
        guard pairs.count < capacity else { return nil }
        let n = Int32(pairs.count + 1)
        pairs[key] = n
        return (n, true)
    }

    /// Forgets every assignment; numbers are handed out from 1 again.
    public mutating func clear() {
        pairs.removeAll(keepingCapacity: true)
    }
}
