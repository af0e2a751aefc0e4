import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// Hyphenating line breaks: a word that does not fit is split where the patterns (or its soft
/// hyphens) allow, its first part and a drawn hyphen filling the line.
@Suite struct LineBreakerHyphenationTests {
    static func breaker(_ columns: Int, patterns: Bool = true) -> LineBreaker {
        LineBreaker(columns: columns, hyphenates: true, hyphenator: patterns ? HyphenationFixture.english : nil)
    }

    /// Each line's text, with `-` after a hyphenated one.
    static func shown(_ text: String, _ lines: [BrokenLine]) -> [String] {
        zip(LineBreakerTests.texts(text, lines), lines).map { $1.isHyphenated ? $0 + "-" : $0 }
    }

    @Test func aWordThatDoesNotFitIsHyphenatedWhereItsFirstPartFits() {
        let text = "the hyphenation of a nation"
        #expect(Self.shown(text, Self.breaker(12).lines(of: text)) == ["the hyphen-", "ation of a ", "nation"])
        #expect(Self.shown(text, Self.breaker(7).lines(of: text)) == ["the hy-", "phen-", "ation ", "of a ", "nation"])
        // Without hyphenation the word moves down whole.
        #expect(LineBreakerTests.breakTexts(text, columns: 12) == ["the ", "hyphenation ", "of a nation"])
    }

    @Test func theHyphenIsCountedInTheLinesWidth() {
        let lines = Self.breaker(12).lines(of: "the hyphenation")
        #expect(lines[0].isHyphenated && lines[0].width == 11)
        #expect(!lines[1].isHyphenated && lines[1].width == 5)
    }

    @Test func softHyphensAreTheOnlyPlacesOfTheirWord() {
        let text = "an extra\u{AD}ordi\u{AD}nary hyphen\u{AD}ation"
        let lines = Self.breaker(14, patterns: false).lines(of: text)
        #expect(Self.shown(text, lines) == ["an extra\u{AD}ordi\u{AD}-", "nary hyphen\u{AD}-", "ation"])
        // A soft hyphen takes no cell where the word is whole.
        #expect(LineBreaker(columns: 40).lines(of: text)[0].width == 28)
        // The patterns' places are not used in a word that has soft hyphens.
        #expect(Self.shown("ab hyph\u{AD}enation", Self.breaker(11).lines(of: "ab hyph\u{AD}enation")).first == "ab hyph\u{AD}-")
    }

    @Test(arguments: [
        "see HYPHENATION", "see hyphenation2", "see hyphenation.example.com", "see hy_phenation", "see 12345678901",
        "see hyphenation/x",
    ])
    func capitalsNumbersAndAddressesAreNeverHyphenated(text: String) {
        #expect(Self.breaker(12).lines(of: text).allSatisfy { !$0.isHyphenated })
    }

    @Test func punctuationAroundTheWordStaysWithItsPart() {
        let text = "he said “hyphenation,” and"
        #expect(Self.shown(text, Self.breaker(17).lines(of: text)) == ["he said “hyphen-", "ation,” and"])
    }

    @Test func headlessOrVerticalBreakersNeverHyphenate() {
        let vertical = LineBreaker(columns: 12, isVertical: true, hyphenates: true, hyphenator: HyphenationFixture.english)
        #expect(!vertical.hyphenates && vertical.hyphenator == nil)
        #expect(LineBreaker(columns: 12, hyphenator: HyphenationFixture.english).hyphenator == nil)
    }

    /// Whatever the text and width: lines tile the text, fit, and a hyphenated line ends with a
    /// letter (or soft hyphen) followed by a letter.
    @Test func propertyHyphenatedLinesTileAndFit() async {
        let pieces = [
            "hyphenation", "nation", "café", "caféfélicité", "extra\u{AD}ordinary", "a", "of", " ", " ", "“", ",”", "HYPHENATION", "2",
            "\n",
        ]
        let text = Gen.text(of: pieces, count: 0...40)
        await propertyCheck(count: 500, input: text, Gen.int(in: 1...30), Gen.int(in: 0...4)) { text, columns, indent in
            let lines = Self.breaker(columns).lines(of: text, firstLineIndent: indent)
            let plain = lines.map { line in
                var line = line
                if line.isHyphenated { line.width -= 1 }
                return line
            }
            let problems = LineBreakerTests.violations(text, plain, columns: columns, indent: indent)
            #expect(problems.isEmpty, "\(problems)")
            for (i, line) in lines.enumerated() where line.isHyphenated {
                let room = columns - (i == 0 ? min(indent, columns) : 0)
                #expect(line.width <= room)
                let chars = Array(text)
                let before = chars[line.graphemes.upperBound - 1], after = chars[line.graphemes.upperBound]
                #expect((before.isLetter || before == "\u{AD}") && after.isLetter, "\(String(chars[line.graphemes]))|\(after)")
            }
        }
    }
}
