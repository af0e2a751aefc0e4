/// The headings found in a book as `HeadingOutline` filters them, where they lie: an array, or the
/// chunks a book read without keeping its text gathered them in (a manual finds one for every
/// numbered line; moved into one array they would be held twice).
protocol FoundHeadings: RandomAccessCollection, MutableCollection where Element == HeadingOutline.Found, Index == Int {
    /// Drops the headings from `newCount` on.
    mutating func truncate(to newCount: Int)
}

extension Array: FoundHeadings where Element == HeadingOutline.Found {
    mutating func truncate(to newCount: Int) { removeSubrange(newCount...) }
}

extension ChunkedArray: FoundHeadings where Element == HeadingOutline.Found {}
