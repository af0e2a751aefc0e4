import Testing
@testable import ReaderCore

/// Which letters match regardless of case, through whole searches.
@Suite struct CaseFoldingTests {
    /// Matched texts of `query` in `paragraphs`, in order.
    func found(_ query: String, _ paragraphs: [String]) -> [String] {
        let search = SearchFixtures.search(query, in: paragraphs)
        return SearchFixtures.all(search).map { SearchFixtures.text(of: $0, in: search.book) }
    }

    @Test func asciiLettersIgnoreCase() {
        #expect(found("natasha", ["Natasha met NATASHA and natasha.", "nataşa"]) == ["Natasha", "NATASHA", "natasha"])
        #expect(found("NATASHA", ["Natasha"]) == ["Natasha"])
        #expect(found("Prince Andrew", ["said prince andrew."]) == ["prince andrew"])
    }

    @Test func latinAccentedLettersIgnoreCase() {
        #expect(found("été", ["L'ÉTÉ, l'Été, l'été, l'ete."]) == ["ÉTÉ", "Été", "été"])
        #expect(found("łódź", ["ŁÓDŹ"]) == ["ŁÓDŹ"])  // Latin Extended-A
        #expect(found("ÿ", ["Ÿ ÿ"]) == ["Ÿ", "ÿ"])  // U+0178 pairs with U+00FF, outside Latin-1
        #expect(found("tiếng việt", ["TIẾNG VIỆT"]) == ["TIẾNG VIỆT"])  // Latin Extended Additional
    }

    @Test func sharpSMatchesCapitalSharpSButNotDoubleS() {
        #expect(found("straße", ["Straße STRAẞE Strasse STRASSE"]) == ["Straße", "STRAẞE"])
        #expect(found("ss", ["Straße"]).isEmpty)
    }

    @Test func noTurkishRules() {
        #expect(found("i", ["I i İ ı"]) == ["I", "i"])
        #expect(found("İstanbul", ["İstanbul istanbul ISTANBUL"]) == ["İstanbul"])
        #expect(found("ı", ["I i ı"]) == ["ı"])
    }

    @Test func compatibilityLettersFoldToTheirLetter() {
        #expect(found("k", ["K k \u{212A}"]) == ["K", "k", "\u{212A}"])  // Kelvin sign
        #expect(found("s", ["ſ"]) == ["ſ"])  // long s
        #expect(found("μ", ["µ"]) == ["µ"])  // micro sign
    }

    @Test func greekAndCyrillicIgnoreCase() {
        #expect(found("λόγος", ["ΛΌΓΟΣ λόγοσ"]) == ["ΛΌΓΟΣ", "λόγοσ"])  // final and capital sigma
        #expect(found("наташа", ["НАТАША Наташа"]) == ["НАТАША", "Наташа"])
    }

    @Test func cjkAndFullwidth() {
        #expect(found("孙悟空", ["那孙悟空与孫悟空"]) == ["孙悟空"])  // simplified ≠ traditional
        #expect(found("ａｂｃ", ["ＡＢＣ"]) == ["ＡＢＣ"])
    }

    @Test func exactQueriesAreSearchedAsBytes() {
        #expect(SearchQuery("孙悟空")!.exactBytes != nil)
        #expect(SearchQuery("1812")!.exactBytes != nil)
        #expect(SearchQuery("Natasha")!.exactBytes == nil)
        #expect(SearchQuery("") == nil)
    }

    @Test func spaceMatchesAHardLineBreak() {
        #expect(found("the end", ["until the\nend"]) == ["the\nend"])
    }

    @Test func variantsAreClosedUnderFolding() {
        for v: UInt32 in [0x41, 0x6B, 0xDF, 0x130, 0x131, 0x3A3, 0x10A0, 0x24B6, 0xFF21, 0x4E00] {
            let variants = CaseFolding.variants(of: v)
            #expect(variants.contains(v))
            let folded = Set(CaseFolding.table.withUnsafeBufferPointer { t in variants.map { CaseFolding.fold($0, t) } })
            #expect(folded.count == 1, "variants of \(v) fold apart: \(variants)")
        }
        #expect(CaseFolding.variants(of: 0x24D0) == [0x24B6, 0x24D0])  // circled letters, beyond the table
        #expect(CaseFolding.variants(of: 0x2D00) == [0x10A0, 0x2D00])  // Georgian
    }
}
