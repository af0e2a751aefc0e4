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

    @Test func mixedQueriesWithAnASCIIPrefix() {
        #expect(found("natÁsha", ["NATÁSHA, Natásha, natasha"]) == ["NATÁSHA", "Natásha"])
        #expect(found("café", ["CAFÉ café\u{301} Café"]) == ["CAFÉ", "Café"])  // not before a combining mark
        #expect(found("ab\u{301}", ["AB\u{301} ab"]) == ["AB\u{301}"])
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

    @Test func asciiLettersMatchOnlyASCII() {
        #expect(found("k", ["K k \u{212A}"]) == ["K", "k"])  // not the Kelvin sign
        #expect(found("s", ["ſ S"]) == ["S"])  // not long s
        #expect(found("\u{212A}", ["K k \u{212A}"]) == ["\u{212A}"])
    }

    @Test func compatibilityLettersBeyondASCIIFold() {
        #expect(found("μ", ["µ Μ"]) == ["µ", "Μ"])  // micro sign, capital mu
        #expect(found("å", ["\u{212B} Å"]) == ["\u{212B}", "Å"])  // Ångström sign
    }

    @Test func greekAndCyrillicIgnoreCase() {
        #expect(found("λόγος", ["ΛΌΓΟΣ λόγοσ"]) == ["ΛΌΓΟΣ", "λόγοσ"])  // final and capital sigma
        #expect(found("наташа", ["НАТАША Наташа"]) == ["НАТАША", "Наташа"])
    }

    @Test func cjkAndFullwidth() {
        #expect(found("孙悟空", ["那孙悟空与孫悟空"]) == ["孙悟空"])  // simplified ≠ traditional
        #expect(found("ａｂｃ", ["ＡＢＣ"]) == ["ＡＢＣ"])
    }

    @Test func strategies() {
        func name(_ q: String) -> String {
            switch SearchQuery(q)!.strategy {
            case .exact: "exact"
            case .asciiFolded: "ascii"
            case .folded: "folded"
            }
        }
        #expect(["孙悟空", "1812", "Natasha", "the end", "Natásha", "孙 悟"].map(name) == ["exact", "exact", "ascii", "ascii", "folded", "folded"])
        #expect(SearchQuery("") == nil)
    }

    @Test func asciiVariantsAreASCII() {
        for v: UInt32 in 0..<0x80 {
            #expect(CaseFolding.variants(of: v).allSatisfy { $0 < 0x80 }, "\(v)")
        }
    }

    @Test func asciiQueriesNearParagraphEdgesAndLongParagraphs() {
        // The wide filter covers 16 starts at a time; matches at every offset of a block and in the tail.
        let text = String(repeating: "xY", count: 40) + "y"
        #expect(found("yx", [text]).count == 39)
        #expect(found("xy", [text]).count == 40)
        #expect(found("XYX", ["xyx", "xy", ""]) == ["xyx"])
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
