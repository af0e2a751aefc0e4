/// Counts every match of a search in a book a chunk at a time, so the caller can run it on a
/// background task, stop it whenever it likes (cancelling is simply not calling `advance`
/// again) and show "match 3 of 41" once it is done.
///
/// It remembers how many matches come before each paragraph that has any, so the number of
/// a match is known as soon as the count has passed its paragraph.
public struct MatchTally: Sendable {
    public let search: MatchFinder
    /// Matches found so far (the total once `isDone`).
    public private(set) var count = 0
    /// Paragraphs counted so far: the count covers paragraphs `0..<nextParagraph`.
    public private(set) var nextParagraph = 0
    /// Paragraphs holding matches, ascending, and the number of matches before each.
    private var paragraphsWithMatches: [Int] = []
    private var matchesBefore: [Int] = []

    public init(search: MatchFinder) {
        self.search = search
    }

    /// Whether every paragraph has been counted.
    public var isDone: Bool { nextParagraph >= search.book.paragraphs.count }

    /// Fraction of the book's paragraphs counted, 0…1.
    public var fraction: Double {
        let total = search.book.paragraphs.count
        return total == 0 ? 1 : Double(nextParagraph) / Double(total)
    }

    /// Counts up to `maxParagraphs` more paragraphs; returns whether the count is complete.
    @discardableResult
    public mutating func advance(maxParagraphs: Int) -> Bool {
        let end = min(search.book.paragraphs.count, nextParagraph + max(1, maxParagraphs))
        while nextParagraph < end {
            let n = search.matchCount(inParagraph: nextParagraph)
            if n > 0 {
                paragraphsWithMatches.append(nextParagraph)
                matchesBefore.append(count)
                count += n
            }
            nextParagraph += 1
        }
        return isDone
    }

    /// Where match `n` (0-based, in reading order) is: its paragraph, and its index among
    /// that paragraph's matches; nil past the matches counted so far.
    public func place(ofMatch n: Int) -> (paragraph: Int, index: Int)? {
        guard n >= 0, n < count else { return nil }
        // The last paragraph with fewer than n + 1 matches before it.
        let i = matchesBefore.partitioningIndex { $0 > n } - 1
        return (paragraphsWithMatches[i], n - matchesBefore[i])
    }

    /// The 1-based number of `match` among all matches in reading order, once the count has
    /// passed its paragraph; nil before that, or when `match` is not a match of this search.
    public func number(of match: SearchMatch) -> Int? {
        guard match.paragraph < nextParagraph else { return nil }
        let lo = paragraphsWithMatches.partitioningIndex { $0 >= match.paragraph }
        guard lo < paragraphsWithMatches.count, paragraphsWithMatches[lo] == match.paragraph else { return nil }
        return matchesBefore[lo] + search.matchCount(inParagraph: match.paragraph, startingBefore: match.utf8.lowerBound) + 1
    }
}

extension MatchTally {
    /// Paragraphs counted between checks of `isStale`.
    static let chunk = 4096

    /// Every match of `search` counted, or nil when `isStale` said to stop (checked a chunk
    /// of paragraphs at a time).
    public static func counted(_ search: MatchFinder, isStale: () -> Bool) -> MatchTally? {
        var counter = MatchTally(search: search)
        while !counter.advance(maxParagraphs: chunk) {
            if isStale() { return nil }
        }
        return counter
    }
}
