import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// Lines that end after a hyphen or dash inside a word (UAX #14): between Latin letters only, never
/// in numbers, addresses or CJK dashes.
@Suite struct LineBreakerDashTests {
    @Test func aLineEndsAfterAHyphenBetweenLetters() {
        #expect(LineBreakerTests.breakTexts("The extraordinarily well-known", columns: 25) == ["The extraordinarily well-", "known"])
        #expect(LineBreakerTests.breakTexts("a mother-in-law here", columns: 12) == ["a mother-in-", "law here"])
        // The last place that fits.
        #expect(LineBreakerTests.breakTexts("state-of-the-art", columns: 14) == ["state-of-the-", "art"])
    }

    @Test func aLineEndsAfterADash() {
        #expect(LineBreakerTests.breakTexts("He stopped\u{2014}suddenly", columns: 14) == ["He stopped\u{2014}", "suddenly"])
        #expect(LineBreakerTests.breakTexts("a gentleman--who was", columns: 14) == ["a gentleman--", "who was"])
        #expect(LineBreakerTests.breakTexts("the Café\u{2013}Bar", columns: 11) == ["the Café\u{2013}", "Bar"])
    }

    @Test func numbersAddressesAndLoneLettersAreNotBrokenAtTheirHyphens() {
        // Before a number, the hyphen is a minus or a range.
        #expect(LineBreakerTests.breakTexts("pages 10-12", columns: 9) == ["pages ", "10-12"])
        #expect(LineBreakerTests.breakTexts("in 1990\u{2013}2000", columns: 9) == ["in ", "1990\u{2013}2000"])
        // One letter before it: the word moves down whole.
        #expect(LineBreakerTests.breakTexts("an e-mail", columns: 7) == ["an ", "e-mail"])
        // An address breaks where it fills the line, as before.
        #expect(LineBreakerTests.breakTexts("example.org/some-page", columns: 18) == ["example.org/some-p", "age"])
    }

    @Test func aCJKDashPairStaysWhole() {
        let text = "在那里——他说"
        for columns in 6...12 {
            let lines = LineBreakerTests.breakTexts(text, columns: columns)
            #expect(!lines.dropLast().contains { $0.hasSuffix("—") && !$0.hasSuffix("——") }, "\(columns): \(lines)")
        }
    }

    @Test func aWordAfterItsHyphenMayBeHyphenatedAgain() {
        let breaker = LineBreaker(columns: 16, hyphenates: true, hyphenator: HyphenationFixture.english)
        let text = "a well-hyphenation"
        #expect(LineBreakerHyphenationTests.shown(text, breaker.lines(of: text)) == ["a well-hyphen-", "ation"])
    }

    /// Whatever the width, a line ending in a hyphen or dash was broken after it between letters,
    /// and no text is lost or repeated.
    @Test func dashBreaksKeepEveryByteOnce() async {
        let pieces = ["well-known", "word\u{2014}word", "gentle--man", "10-12", "e-mail", "a/b-cd", "中——文", "art", "the", "Straße-Bahn"]
        await propertyCheck(input: Gen.int(in: 0..<pieces.count).array(of: 1...12), Gen.int(in: 3...30)) { picks, columns in
            let text = picks.map { pieces[$0] }.joined(separator: " ")
            let lines = LineBreaker(columns: columns).lines(of: text)
            #expect(LineBreakerTests.texts(text, lines).joined() == text)
            #expect(lines.allSatisfy { $0.width <= columns })
        }
    }
}
