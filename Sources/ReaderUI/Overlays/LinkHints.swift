import ReaderCore

/// The links on the screen, each with the letters that choose it, as vim's browser extensions
/// hint links: `f` shows them, typing a hint's letters follows its link.
package struct LinkHints: Equatable, Sendable {
    /// One link on the screen: its label, its span (paragraph and UTF-8 range) and its target in `Book.links`.
    package struct Hint: Equatable, Sendable {
        package var label: String
        package var paragraph: Int
        package var utf8: Range<Int>
        package var link: Int
    }

    /// The links, in reading order, labelled.
    package private(set) var hints: [Hint]
    /// The letters typed so far.
    package private(set) var typed = ""

    /// Letters used for labels, the home row first.
    package static let alphabet = Array("asdfghjklqwertyuiopzxcvbnm").map(String.init)

    /// Labels for `count` links: one letter each while the alphabet suffices, else two letters
    /// each (no label is the start of another, so a label is chosen as soon as it is typed).
    /// More links than two letters can name get none.
    package static func labels(count: Int) -> [String] {
        let n = alphabet.count
        if count <= n { return Array(alphabet.prefix(count)) }
        return (0..<min(count, n * n)).map { alphabet[$0 / n] + alphabet[$0 % n] }
    }

    /// The links of `lines` (the lines on the screen, in reading order) of `book`; a link broken
    /// over two lines is one link.
    package init(lines: some Sequence<PageLine>, book: Book) {
        var found: [(paragraph: Int, utf8: Range<Int>, link: Int)] = []
        for line in lines where line.kind != .blank && book.paragraphs.indices.contains(line.paragraph) {
            for span in book.paragraphs[line.paragraph].spans
            where span.kind == .link && span.utf8.overlaps(line.utf8) && Int(span.link) < book.links.count {
                if !found.contains(where: { $0.paragraph == line.paragraph && $0.utf8 == span.utf8 }) {
                    found.append((line.paragraph, span.utf8, Int(span.link)))
                }
            }
        }
        hints = zip(Self.labels(count: found.count), found).map { Hint(label: $0, paragraph: $1.paragraph, utf8: $1.utf8, link: $1.link) }
    }

    /// What typing `letter` does: chooses a link, narrows the hints to those it starts, or matches none.
    package enum Outcome: Equatable {
        case follow(Hint)
        case narrowed(LinkHints)
        case none
    }

    package func typing(_ letter: String) -> Outcome {
        let typed = self.typed + letter
        if let hint = hints.first(where: { $0.label == typed }) { return .follow(hint) }
        guard hints.contains(where: { $0.label.hasPrefix(typed) }) else { return .none }
        var next = self
        next.typed = typed
        return .narrowed(next)
    }

    /// The hints still possible after what was typed.
    package var shown: [Hint] { hints.filter { $0.label.hasPrefix(typed) } }
}
