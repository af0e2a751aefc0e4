import Synchronization

/// The lines of the last very long paragraph a `Paginator` broke: a book that is one
/// paragraph of megabytes is then broken once, not again on every page turn inside it.
/// Shared by the copies of a paginator (and its threads), for its one geometry.
final class BrokenParagraphCache: Sendable {
    /// Paragraphs shorter than this (UTF-8 bytes) are broken afresh: it costs less than a look-up.
    static let minimumBytes = 32 * 1024

    private let last = Mutex<(paragraph: Int, indent: Int, lines: [BrokenLine])?>(nil)

    /// The lines of paragraph `paragraph` broken with `firstLineIndent`, from `breaker` on a miss.
    func lines(paragraph: Int, text: String, firstLineIndent: Int, breaker: LineBreaker, into result: inout [BrokenLine]) {
        if let hit = last.withLock({ $0.flatMap { $0.paragraph == paragraph && $0.indent == firstLineIndent ? $0.lines : nil } }) {
            result = hit
            return
        }
        breaker.lines(of: text, firstLineIndent: firstLineIndent, into: &result)
        let lines = result
        last.withLock { $0 = (paragraph, firstLineIndent, lines) }
    }
}
