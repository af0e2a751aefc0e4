import ReaderCore
import Testing

@testable import ReaderUI

/// Keys over the link hints, without a model: what each asks of the reader.
@Suite struct LinkHintsKeysTests {
    /// Hints for `count` links on one line, link n to target n (two letters each past 26).
    func hints(_ count: Int) -> LinkHints {
        var text = ""
        var spans: [InlineSpan] = []
        for n in 0..<count {
            let start = text.utf8.count
            text += "link\(n) "
            spans.append(InlineSpan(.link, utf8: start..<start + 5, link: UInt32(n)))
        }
        var book = Book(
            title: "t", encoding: .utf8, sourceSize: text.utf8.count, paragraphs: [Paragraph(offset: 0, text: text, spans: spans)],
            chapters: [Chapter(title: "t", paragraphs: 0..<1, heading: nil, offset: 0)])
        book.links = (0..<count).map { .external("https://example.org/\($0)") }
        let all = 0..<text.utf8.count
        return LinkHints(lines: [PageLine(kind: .body, paragraph: 0, graphemes: all, utf8: all, indent: 0, width: all.count)], book: book)
    }

    @Test func aLabelsLetterFollowsItsLink() {
        var three = hints(3)
        #expect(three.update(.character("s")) == .follow(link: 1))
    }

    @Test func aFirstLetterOfTwoNarrowsAndTheSecondFollows() {
        var many = hints(30)
        #expect(many.update(.character("a")) == .stay)
        #expect(many.typed == "a" && many.shown.count == 26)
        #expect(many.update(.character("d")) == .follow(link: 2))
    }

    @Test func aLetterNoLabelStartsWithSaysWhatWasTyped() {
        var many = hints(30)
        _ = many.update(.character("s"))
        #expect(many.update(.character("m")) == .noLink(typed: "sm"))
    }

    @Test func anythingButALowercaseLetterCloses() {
        var three = hints(3)
        for key: Key in [.escape, .enter, .character("A"), .character("1"), .character("é")] {
            #expect(three.update(key) == .close, "\(key)")
        }
    }
}
