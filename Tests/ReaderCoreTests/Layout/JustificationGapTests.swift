import Testing

@testable import ReaderCore

/// Where justification may add space: after punctuation, between scripts and words; never
/// inside a word, between ideographs or inside a pair of marks.
@Suite struct JustificationGapTests {
    func gap(_ pair: String) -> JustificationGap? {
        let c = Array(pair)
        return JustificationGap(between: c[0], and: c[1])
    }

    @Test func afterPunctuationAndBeforeAnOpeningBracket() {
        for pair in ["，天", "。天", "、天", "」天", "”天", "…天", "—天", "：“", "，chmod", "天「", "a「"] {
            #expect(gap(pair) == .punctuation, "\(pair)")
        }
    }

    @Test func betweenScriptsAndAfterSpaces() {
        for pair in ["はc", "5で", "天a", ",天", " a", " 天", "\u{3000}天", "한a"] {
            #expect(gap(pair) == .boundary, "\(pair)")
        }
    }

    /// A reading or gloss in half-width brackets stays on its word: `東京(とうきょう)`, not `東京 (とうきょう)`;
    /// and the word goes on after it: `経(た)たない`, not `経(た) たない`.
    @Test func neverAroundAHalfWidthBracket() {
        for pair in ["京(", "天[", "a(", "。(", ")は", ")た", "]天", "}天"] { #expect(gap(pair) == nil, "\(pair)") }
    }

    @Test func neverInsideWordsBetweenIdeographsOrInsideMarks() {
        for pair in [
            "天地", "ファ", "パー", "ab", "a.", "。」", "？”", "——", "……", "！！", "“天", "「天", "(a", "a)", "天)",
            "天。", "天,", "天 ", "a ", "’t", "—a", "天\"", "\"天", "天'", "\u{200B}天",
        ] {
            #expect(gap(pair) == nil, "\(pair)")
        }
    }
}
