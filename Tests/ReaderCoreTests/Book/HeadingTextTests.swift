import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// `HeadingText.snippet` measures only the head of a long paragraph, and gives what measuring all of it gives.
@Suite struct HeadingTextTests {
    /// Spaces of several kinds, zero-width and combining scalars (a head may end inside a cluster
    /// the whole text goes on extending), wide characters, regional indicators, a prepended mark.
    static let pieces = [" ", "   ", "\u{3000}", "\n", "a", "word", "天", "\u{301}", "\u{200B}", "\u{200D}", "🇫", "🇷", "\u{600}", "é", "—"]

    @Test func theHeadGivesTheSnippetOfTheWhole() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...120), Gen.int(in: 1...12)) {
            seed, length, columns in
            var r = SplitMix(state: UInt64(seed))
            // Runs of zero-width scalars, so that some heads end before the snippet is full.
            let zeroWidth = r.next(4) == 0
            let text = (0..<length).map { _ in zeroWidth && r.next(2) == 0 ? "\u{200B}" : Self.pieces[r.next(Self.pieces.count)] }.joined()
            #expect(
                HeadingText.snippet(text[...], columns: columns) == HeadingText.snippet(whole: text[...], columns: columns).snippet,
                "\(text.debugDescription) at \(columns)")
        }
    }

    /// ASCII pieces: white space of every kind (a CR LF pair is one character), controls, words.
    static let asciiPieces = [" ", "  ", "\t", "\r\n", "\n", "\r", "\u{1}", "\u{7F}", "a", "word", "-", ".", "x y"]

    @Test func asciiTextIsCutFromItsBytesAsFromItsCharacters() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...30), Gen.int(in: 1...12)) {
            seed, length, columns in
            var r = SplitMix(state: UInt64(seed))
            let text = (0..<length).map { _ in Self.asciiPieces[r.next(Self.asciiPieces.count)] }.joined()
            #expect(
                HeadingText.asciiSnippet(text[...], columns: columns) == HeadingText.snippet(whole: text[...], columns: columns).snippet,
                "\(text.debugDescription) at \(columns)")
        }
        #expect(HeadingText.asciiSnippet("naïve"[...], columns: 10) == nil)
    }

    @Test func snippetsCutAfterAWord() {
        #expect(
            HeadingText.snippet("It was a bright cold day in April, and the clocks were striking thirteen."[...], columns: 24)
                == "It was a bright cold…")
        #expect(HeadingText.snippet("  short  one "[...], columns: 24) == "short one")
    }
}
