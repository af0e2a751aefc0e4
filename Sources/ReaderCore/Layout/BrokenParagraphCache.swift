import Synchronization

/// The lines of the last very long paragraph a `Paginator` broke: a book that is one
/// paragraph of megabytes is then broken once, not again on every page turn inside it.
/// Shared by the copies of a paginator (and its threads), for its one geometry.
final class BrokenParagraphCache: Sendable {
    /// Paragraphs shorter than this (UTF-8 bytes) are broken afresh: it costs less than a look-up.
    static let minimumBytes = 32 * 1024

    private let last = Mutex<(paragraph: Int, indents: [Int], lines: [BrokenLine])?>(nil)

    /// The lines of paragraph `paragraph` broken with `firstLineIndent` and `hangingIndent`, from
    /// `breaker` on a miss.
    func lines(
        paragraph: Int, text: String, firstLineIndent: Int, hangingIndent: Int, beside: [Range<Int>] = [], breaker: LineBreaker,
        into result: inout [BrokenLine]
    ) {
        let indents = [firstLineIndent, hangingIndent]
        if let hit = last.withLock({ $0.flatMap { $0.paragraph == paragraph && $0.indents == indents ? $0.lines : nil } }) {
            result = hit
            return
        }
        breaker.lines(of: text, firstLineIndent: firstLineIndent, hangingIndent: hangingIndent, beside: beside, into: &result)
        let lines = result
        last.withLock { $0 = (paragraph, indents, lines) }
    }
}
