/// What one sitting with a book has read so far: the seconds spent on pages turned forward
/// (a page left open longer than `maxPageSeconds` counts that long: the reader was away), the
/// pages, and whether the book's end was reached.
public struct ReadingTally: Equatable, Sendable {
    public private(set) var seconds = 0.0
    public private(set) var pages = 0
    public private(set) var finished = false

    /// Longest a page counts, in seconds.
    public static let maxPageSeconds = 600.0

    public init() {}

    /// `pages` pages (a spread's two) were read in `seconds` and turned forward.
    public mutating func read(pages: Int, in seconds: Double) {
        self.seconds += min(max(0, seconds), Self.maxPageSeconds)
        self.pages += pages
    }

    /// The reader reached the book's last page.
    public mutating func finish() {
        finished = true
    }
}
