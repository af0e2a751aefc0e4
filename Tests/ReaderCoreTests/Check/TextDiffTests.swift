import Testing

@testable import ReaderCore

/// The round trip's comparison: equal texts agree, a dropped or added word is counted and shown.
struct TextDiffTests {
    func letters(_ text: String) -> [UInt32] {
        var out: [UInt32] = []
        ComparableText.append(text, to: &out)
        return out
    }

    static let source = "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness."

    @Test func equalTextsAgree() {
        #expect(TextDiff(source: letters(Self.source), rows: letters(Self.source)).isEqual)
    }

    @Test func aDroppedWordIsLost() {
        let rows = Self.source.replacingFirst("worst ", with: "")
        let diff = TextDiff(source: letters(Self.source), rows: letters(rows))
        #expect(diff.lost == 5)
        #expect(diff.added == 0)
        #expect(diff.samples == ["…ebestoftimesitwasthe -[worst]"])
    }

    @Test func anAddedWordIsAdded() {
        let rows = Self.source.replacingFirst("the age of wisdom", with: "the golden age of wisdom")
        let diff = TextDiff(source: letters(Self.source), rows: letters(rows))
        #expect(diff.lost == 0)
        #expect(diff.added == 6)
    }

    @Test func aLostEndIsCounted() {
        let diff = TextDiff(source: letters(Self.source), rows: letters("It was the best of times, it was the worst of"))
        #expect(diff.lost == letters(Self.source).count - letters("It was the best of times, it was the worst of").count)
        #expect(diff.added == 0)
    }

    @Test func aWordDroppedNearTheEndIsLost() {
        let diff = TextDiff(source: letters("the worst of times"), rows: letters("the of times"))
        #expect(diff.lost == 5 && diff.added == 0)
    }

    @Test func aReplacedWordIsBothLostAndAdded() {
        let diff = TextDiff(source: letters(Self.source), rows: letters(Self.source.replacingFirst("wisdom", with: "wasdom")))
        #expect(diff.lost == 1 && diff.added == 1)
    }
}

extension String {
    /// The string with the first `target` replaced (tests only; ReaderCore has no Foundation).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        return String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
    }
}
