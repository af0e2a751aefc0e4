import PropertyBased
import TestSupport
import Testing

@testable import ReaderLibrary

@Suite struct SearchGramsTests {
    /// The terms `cut` gives for `text`, with the text each covers.
    static func cut(_ text: String, distinct: Bool) -> [(term: String, covered: String)] {
        let grams = SearchGrams()
        var found: [(String, String)] = []
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { raw in
            grams.cut(raw, distinct: distinct) { term, start, end in
                found.append((String(decoding: term, as: UTF8.self), String(decoding: bytes[Int(start)..<Int(end)], as: UTF8.self)))
                return true
            }
        }
        return found
    }

    @Test func trigramsFoldedAndCJKBigramsWithTheTextEachCovers() {
        let terms = Self.cut("Été 孫悟空", distinct: false)
        #expect(terms.map(\.term) == ["ete", "te ", "e 孫", " 孫悟", "孫悟", "悟空"])
        #expect(terms.map(\.covered) == ["Été", "té ", "é 孫", " 孫悟", "孫悟", "悟空"])
    }

    @Test func aDocumentGivesEachTermOnceAndNoneAcrossALineFeed() {
        #expect(Self.cut("abcabcabc\nabc", distinct: true).map(\.term) == ["abc", "bca", "cab"])
        #expect(Self.cut("ab\ncd", distinct: false).isEmpty)
        #expect(SearchGrams.terms(of: "ab\ncd") == ["ab ", "b c", " cd"])
    }

    @Test func aPairIsNeverTakenForATrigramOfTheSameScalars() {
        // U+0000 then 孫悟 is a trigram whose last two scalars are the pair 孫悟.
        #expect(Self.cut("\u{0}孫悟", distinct: true).map(\.term) == ["\u{0}孫悟", "孫悟"])
    }

    @Test func malformedBytesReadAsReplacementCharacters() {
        let bytes: [UInt8] = [0x61, 0xE6, 0x62, 0x63]
        let grams = SearchGrams()
        var terms: [String] = []
        bytes.withUnsafeBytes { raw in
            grams.cut(raw, distinct: false) { term, _, _ in
                terms.append(String(decoding: term, as: UTF8.self))
                return true
            }
        }
        #expect(terms == ["a\u{FFFD}b", "\u{FFFD}bc"])
    }

    /// What the index relies on: a text holding a query, in any case and with or without Latin
    /// accents, holds every term of the query among its distinct terms.
    @Test func everyTermOfAQueryIsATermOfTheTextThatHoldsIt() async {
        let pieces = ["a", "B", "é", "É", "e", " ", "\n", "孫", "悟", "空", "の", "ß", "Σ", "ς", "x", "İ", "\u{301}", "😀"]
        let input = Gen.text(of: pieces, count: 0...30)
        await propertyCheck(count: 400, input: input, Gen.int(in: 0...29), Gen.int(in: 1...12)) { text, from, length in
            let scalars = Array(text.unicodeScalars)
            guard from < scalars.count else { return }
            var query = String.UnicodeScalarView()
            query.append(contentsOf: scalars[from..<min(scalars.count, from + length)])
            guard !query.contains("\n") else { return }
            let document = Set(Self.cut(text, distinct: true).map(\.term))
            for typed in [String(query), String(query).uppercased(), String(query).lowercased()]
            where typed.unicodeScalars.count == query.count {
                let terms = SearchGrams.terms(of: typed)
                #expect(terms.allSatisfy(document.contains), "\(text.debugDescription) ⊉ \(typed.debugDescription)")
            }
        }
    }
}
