import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// `HeadingText.snippet` measures only the head of a long paragraph, and gives what measuring all of it gives.
@Suite struct HeadingTextTests {
    /// Spaces of several kinds, zero-width and combining scalars (a head may end inside a cluster
    /// the whole text goes on extending), wide characters, regional indicators, a prepended mark.
    static let pieces = [" ", "   ", "\u{3000}", "\n", "a", "word", "天", "\u{301}", "\u{200B}", "\u{200D}", "🇫", "🇷", "\u{600}", "é", "—"]

    @Test func aByteIsFoundWhereTheUTF8ViewFindsIt() async {
        await propertyCheck(count: 500, input: Gen.text(of: Self.pieces + ["\u{A0}"], count: 0...20), Gen.int(in: 0...6)) { text, cut in
            let slice = text.dropFirst(min(cut, text.count))
            for byte: UInt8 in [0x0A, 0xC2, 0x20] {
                #expect(
                    HeadingText.firstOffset(of: byte, in: text)
                        == text.utf8.firstIndex(of: byte).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) })
                #expect(
                    HeadingText.firstOffset(of: byte, in: slice)
                        == slice.utf8.firstIndex(of: byte).map { slice.utf8.distance(from: slice.utf8.startIndex, to: $0) })
            }
        }
    }

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

    /// A text that is ASCII up to where its snippet stops is cut from its bytes, whatever follows.
    @Test func textAsciiUpToTheCutIsCutFromItsBytes() async {
        let tails = ["é", "天", "\u{301}", "\u{FE0F}", "\u{20E3}", "\u{3000}", "\u{200D}"]
        await propertyCheck(count: 2000, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...30), Gen.int(in: 1...12)) {
            seed, length, columns in
            var r = SplitMix(state: UInt64(seed))
            let text = (0..<length).map { _ in
                r.next(6) == 0 ? tails[r.next(tails.count)] : Self.asciiPieces[r.next(Self.asciiPieces.count)]
            }
            .joined()
            let ascii = HeadingText.asciiSnippet(text[...], columns: columns)
            #expect(
                ascii == nil || ascii == HeadingText.snippet(whole: text[...], columns: columns).snippet,
                "\(text.debugDescription) at \(columns)")
        }
        let long = "It was a bright cold day in April, and the clocks were striking thirteen. 天"
        #expect(HeadingText.asciiSnippet(long[...], columns: 24) == "It was a bright cold…", "the tail after the cut is not read")
    }

    @Test func snippetsCutAfterAWord() {
        #expect(
            HeadingText.snippet("It was a bright cold day in April, and the clocks were striking thirteen."[...], columns: 24)
                == "It was a bright cold…")
        #expect(HeadingText.snippet("  short  one "[...], columns: 24) == "short one")
    }

    /// Pieces for the byte scans below: the marks they look for, the Greek question mark (canonically `;`),
    /// combining and joining scalars that make one `Character` of a mark and what follows, CR LF, wide text.
    static let markPieces = [
        ";", "。", "；", ",", ":", "(", ")", "\"", "“", "\u{37E}", "\u{301}", "\u{200D}", " ", "  ", "\r\n", "a", "Word", "天", "é", "\u{A0}",
        "Ω", "\u{3000}",
    ]

    static func text(_ r: inout SplitMix, _ length: Int) -> String {
        (0..<length).map { _ in markPieces[r.next(markPieces.count)] }.joined()
    }

    @Test func marksAreFoundOnTheBytesAsAmongTheCharacters() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...12)) { seed, length in
            var r = SplitMix(state: UInt64(seed))
            let text = Self.text(&r, length)
            for marks in [";。；", ",;:()\"“"] {
                #expect(
                    HeadingText.containsAny(of: marks, in: text[...]) == text.contains { marks.contains($0) },
                    "\(text.debugDescription) for \(marks)")
            }
        }
        #expect(HeadingText.containsAny(of: ";", in: "a\u{37E}b"), "the Greek question mark is a semicolon")
        #expect(!HeadingText.containsAny(of: ";", in: "a;\u{301}b"), "a semicolon with an accent is another character")
    }

    @Test func wordsAreCountedOnTheBytesAsSplitCountsThem() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...12), Gen.bool) { seed, length, ascii in
            var r = SplitMix(state: UInt64(seed))
            let text = ascii ? (0..<length).map { _ in Self.asciiPieces[r.next(Self.asciiPieces.count)] }.joined() : Self.text(&r, length)
            #expect(HeadingText.wordCount(text[...]) == text.split(separator: " ").count, "\(text.debugDescription)")
        }
    }

    @Test func whiteSpaceIsCollapsedAsTheWordsBetweenItJoined() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...12)) { seed, length in
            var r = SplitMix(state: UInt64(seed))
            let text = Self.text(&r, length) + (r.next(2) == 0 ? "\u{2009}\t" : "")
            let words = text.unicodeScalars.split(whereSeparator: HeadingText.isSpace).map { String(String.UnicodeScalarView($0)) }
            #expect(HeadingText.collapsed(text[...]) == words.joined(separator: " "), "\(text.debugDescription)")
        }
    }

    @Test func noBreakSpacesBecomePlainOnes() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...12)) { seed, length in
            var r = SplitMix(state: UInt64(seed))
            let text = Self.text(&r, length)
            let scalars = text.unicodeScalars.map { $0 == "\u{A0}" ? " " : $0 }
            #expect(HeadingText.withPlainSpaces(text[...]) == String(String.UnicodeScalarView(scalars))[...], "\(text.debugDescription)")
        }
    }

    @Test func clustersAreCountedAsCharacters() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...40), Gen.int(in: 0...45)) { seed, length, count in
            var r = SplitMix(state: UInt64(seed))
            let text = (0..<length).map { _ in Self.pieces[r.next(Self.pieces.count)] }.joined()
            #expect(HeadingText.prefix(text[...], clusters: count) == text.prefix(count), "\(text.debugDescription), \(count)")
        }
    }

    /// `snippet(whole:)` as defined on `Character`s: the collapsed text up to the first character that
    /// does not fit, cut after the last space before it.
    static func characterSnippet(_ text: Substring, columns: Int) -> (snippet: String, cutEarly: Bool) {
        let flat = HeadingText.collapsed(HeadingText.trimmed(text))
        var width = 0
        var lastSpace: String.Index?
        for i in flat.indices {
            let w = CellWidth.width(of: flat[i])
            if width + w > columns {
                let cut = lastSpace.map { flat[..<$0] } ?? flat[..<i]
                return (String(cut) + "…", flat.index(after: i) < flat.endIndex)
            }
            if flat[i] == " " { lastSpace = i }
            width += w
        }
        return (flat, false)
    }

    @Test func snippetsAreMeasuredByClustersAsByCharacters() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...60), Gen.int(in: 1...16)) {
            seed, length, columns in
            var r = SplitMix(state: UInt64(seed))
            let text = (0..<length).map { _ in Self.pieces[r.next(Self.pieces.count)] }.joined()
            let (snippet, cutEarly) = HeadingText.snippet(whole: text[...], columns: columns)
            let expected = Self.characterSnippet(text[...], columns: columns)
            #expect(snippet == expected.snippet && cutEarly == expected.cutEarly, "\(text.debugDescription) at \(columns)")
        }
    }
}
