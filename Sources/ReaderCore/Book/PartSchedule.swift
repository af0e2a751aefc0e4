import Synchronization

/// The parts of a book read on every processor at once, and how far each reader may go: a thread
/// that has read its part takes the second half of what is left of the part with the most left,
/// cut where a paragraph certainly starts, so no processor waits while another reads the slowest
/// stretch of the book alone (a manual's short lines cost more a byte than a novel's).
///
/// A reader asks `mayRead` before the line at each offset, but takes the lock only every `stride`
/// bytes: a part's rest is cut no nearer than where its reader will ask next.
final class PartSchedule: Sendable {
    /// A part: where it starts, where it ends now (lowered when its rest is taken), the offset its
    /// reader reads to before it asks again, and whether it is read.
    private struct Part {
        var start: Int
        var end: Int
        var asks: Int
        var done = false
    }

    private let parts: Mutex<[Part]>
    /// A part with less than this left to read is left to its reader.
    private let minimumRest: Int
    /// Bytes a reader reads between asks.
    static let stride = 64 << 10

    init(_ ranges: [Range<Int>], minimumRest: Int) {
        parts = Mutex(ranges.map { Part(start: $0.lowerBound, end: $0.upperBound, asks: $0.lowerBound) })
        self.minimumRest = minimumRest
    }

    /// Part `i`'s bytes as they stand now.
    func range(of i: Int) -> Range<Int> {
        parts.withLock { $0[i].start..<$0[i].end }
    }

    /// Whether the reader of part `i` may read the line at `offset`, a line at or after `next` (which
    /// becomes the offset it asks at again): false once the part's rest was taken from there.
    func mayRead(_ i: Int, at offset: Int, next: inout Int) -> Bool {
        parts.withLock { parts in
            guard offset < parts[i].end else { return false }
            parts[i].asks = min(offset + Self.stride, parts[i].end)
            next = parts[i].asks
            return true
        }
    }

    /// Part `i` is read.
    func finish(_ i: Int) {
        parts.withLock { $0[i].done = true }
    }

    /// A new part, the second half of the rest of the part with the most left to read, cut at
    /// `cut(offset)` (a paragraph start at or after `offset`); nil when no part has `minimumRest`
    /// left or no cut is found in time.
    func take(cut: (Int) -> Int?) -> Int? {
        for _ in 0..<3 {
            let chosen = parts.withLock { parts -> (i: Int, asks: Int, end: Int)? in
                let open = parts.indices.filter { !parts[$0].done && parts[$0].end - parts[$0].asks >= minimumRest }
                guard let i = open.max(by: { parts[$0].end - parts[$0].asks < parts[$1].end - parts[$1].asks }) else { return nil }
                return (i, parts[i].asks, parts[i].end)
            }
            guard let chosen else { return nil }
            guard let split = cut(chosen.asks + (chosen.end - chosen.asks) / 2), split < chosen.end else { return nil }
            // The reader may have gone on meanwhile: the cut stands only where it has not read yet.
            let taken = parts.withLock { parts -> Int? in
                let i = chosen.i
                guard !parts[i].done, parts[i].end == chosen.end, split >= parts[i].asks else { return nil }
                parts[i].end = split
                parts.append(Part(start: split, end: chosen.end, asks: split))
                return parts.count - 1
            }
            if let taken { return taken }
        }
        return nil
    }

    /// The parts in the book's order.
    var order: [Int] {
        parts.withLock { parts in parts.indices.sorted { parts[$0].start < parts[$1].start } }
    }
}
