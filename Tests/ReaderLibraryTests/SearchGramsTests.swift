import PropertyBased
import TestSupport
import Testing

@testable import ReaderLibrary

@Suite struct SearchGramsTests {
    /// The keys `cut` gives for `text`.
    static func cut(_ text: String, distinct: Bool) -> [UInt64] {
        var keys: [UInt64] = []
        Array(text.utf8).withUnsafeBytes { raw in SearchGrams().cut(raw, distinct: distinct) { keys.append($0) } }
        return keys
    }

    /// The scalars a key holds, as text: two for a marked pair, else three.
    static func text(_ key: UInt64) -> String {
        let parts = key >> 63 == 1 ? [key >> 21, key] : [key >> 42, key >> 21, key]
        return String(String.UnicodeScalarView(parts.compactMap { Unicode.Scalar(UInt32($0 & 0x1F_FFFF)) }))
    }

    @Test func trigramsFoldedAndCJKBigrams() {
        #expect(Self.cut("Été 孫悟空", distinct: false).map(Self.text) == ["ete", "te ", "e 孫", " 孫悟", "孫悟", "悟空"])
    }

    @Test func aDocumentGivesEachTermOnceAndNoneAcrossALineFeed() {
        #expect(Self.cut("abcabcabc\nabc", distinct: true).map(Self.text) == ["abc", "bca", "cab"])
        #expect(Self.cut("ab\ncd", distinct: false).isEmpty)
        #expect(SearchGrams.keys(of: "ab\ncd").map(Self.text) == ["ab ", "b c", " cd"])
    }

    @Test func aPairIsNeverTakenForATrigramOfTheSameScalars() {
        // U+0000 then 孫悟 is a trigram whose last two scalars are the pair 孫悟.
        let keys = Self.cut("\u{0}孫悟", distinct: true)
        #expect(keys.map(Self.text) == ["\u{0}孫悟", "孫悟"])
        #expect(Set(keys).count == 2)
    }

    @Test func malformedBytesReadAsReplacementCharacters() {
        var keys: [UInt64] = []
        [UInt8]([0x61, 0xE6, 0x62, 0x63]).withUnsafeBytes { raw in SearchGrams().cut(raw, distinct: false) { keys.append($0) } }
        #expect(keys.map(Self.text) == ["a\u{FFFD}b", "\u{FFFD}bc"])
    }

    /// What the index relies on: a text holding a query, in any case and with or without Latin
    /// accents, holds every term of the query among its distinct terms (as the index keeps
    /// them: by hash).
    @Test func everyTermOfAQueryIsATermOfTheTextThatHoldsIt() async {
        let pieces = ["a", "B", "é", "É", "e", " ", "\n", "孫", "悟", "空", "の", "ß", "Σ", "ς", "x", "İ", "\u{301}", "😀"]
        let input = Gen.text(of: pieces, count: 0...30)
        await propertyCheck(count: 400, input: input, Gen.int(in: 0...29), Gen.int(in: 1...12)) { text, from, length in
            let scalars = Array(text.unicodeScalars)
            guard from < scalars.count else { return }
            var query = String.UnicodeScalarView()
            query.append(contentsOf: scalars[from..<min(scalars.count, from + length)])
            guard !query.contains("\n") else { return }
            let document = Set(Self.cut(text, distinct: true).map(GramPostings.hash))
            for typed in [String(query), String(query).uppercased(), String(query).lowercased()]
            where typed.unicodeScalars.count == query.count {
                let terms = SearchGrams.keys(of: typed).map(GramPostings.hash)
                #expect(terms.allSatisfy(document.contains), "\(text.debugDescription) ⊉ \(typed.debugDescription)")
            }
        }
    }
}
