import Testing

@testable import ReaderCore

/// Which letters match regardless of case and of Latin accents, through whole searches.
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
        #expect(found("été", ["L'ÉTÉ, l'Été, l'été, l'ete."]) == ["ÉTÉ", "Été", "été", "ete"])
        #expect(found("łódź", ["ŁÓDŹ"]) == ["ŁÓDŹ"]) // Latin Extended-A
        #expect(found("ÿ", ["Ÿ ÿ"]) == ["Ÿ", "ÿ"]) // U+0178 pairs with U+00FF, outside Latin-1
        #expect(found("tiếng việt", ["TIẾNG VIỆT"]) == ["TIẾNG VIỆT"]) // Latin Extended Additional
    }

    @Test func latinAccentsAreIgnored() {
        // An ASCII query finds accented letters, in text that has some and text that has none.
        #expect(
            found("Natasha", ["Natásha and NATÁSHA and Natasha", "only Natasha here"]) == ["Natásha", "NATÁSHA", "Natasha", "Natasha"])
        #expect(found("natasha", ["Nàtâşhã"]) == ["Nàtâşhã"])
        #expect(found("lodz", ["ŁÓDŹ"]) == ["ŁÓDŹ"], "Latin Extended-A; a stroke too")
        #expect(found("tieng viet", ["TIẾNG VIỆT"]) == ["TIẾNG VIỆT"], "Latin Extended Additional")
        #expect(found("oe", ["Øe"]) == ["Øe"])
        // Sixteen bytes at a time: a match on either side of an accented letter far along.
        let long = String(repeating: "x", count: 37) + "natasha " + String(repeating: "y", count: 20) + "Natásha"
        #expect(found("natasha", [long]) == ["natasha", "Natásha"])
        // Not letters that are not written on a Latin base.
        #expect(found("ss", ["ß"]).isEmpty)
        #expect(found("i", ["ı"]).isEmpty)
    }

    @Test func mixedQueriesWithAnASCIIPrefix() {
        #expect(found("natÁsha", ["NATÁSHA, Natásha, natasha"]) == ["NATÁSHA", "Natásha", "natasha"])
        #expect(found("café", ["CAFÉ café\u{301} Café"]) == ["CAFÉ", "Café"]) // not before a combining mark
        #expect(found("ab\u{301}", ["AB\u{301} ab"]) == ["AB\u{301}"])
    }

    @Test func sharpSMatchesCapitalSharpSButNotDoubleS() {
        #expect(found("straße", ["Straße STRAẞE Strasse STRASSE"]) == ["Straße", "STRAẞE"])
        #expect(found("ss", ["Straße"]).isEmpty)
    }

    @Test func noTurkishRules() {
        // `İ` is an `I` with a dot above, an accent like any other; `ı` is a letter of its own.
        #expect(found("i", ["I i İ ı"]) == ["I", "i", "İ"])
        #expect(found("İstanbul", ["İstanbul istanbul ISTANBUL ıstanbul"]) == ["İstanbul", "istanbul", "ISTANBUL"])
        #expect(found("ı", ["I i ı"]) == ["ı"])
    }

    @Test func asciiLettersMatchNoCompatibilityLetters() {
        #expect(found("k", ["K k \u{212A}"]) == ["K", "k"]) // not the Kelvin sign
        #expect(found("s", ["ſ S"]) == ["S"]) // not long s
        #expect(found("\u{212A}", ["K k \u{212A}"]) == ["\u{212A}"])
    }

    @Test func compatibilityLettersBeyondASCIIFold() {
        #expect(found("μ", ["µ Μ"]) == ["µ", "Μ"]) // micro sign, capital mu
        #expect(found("å", ["\u{212B} Å"]) == ["\u{212B}", "Å"]) // Ångström sign
    }

    @Test func greekAndCyrillicIgnoreCase() {
        #expect(found("λόγος", ["ΛΌΓΟΣ λόγοσ"]) == ["ΛΌΓΟΣ", "λόγοσ"]) // final and capital sigma
        #expect(found("наташа", ["НАТАША Наташа"]) == ["НАТАША", "Наташа"])
    }

    @Test func cjkAndFullwidth() {
        #expect(found("孙悟空", ["那孙悟空与孫悟空"]) == ["孙悟空"]) // simplified ≠ traditional
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
        #expect(
            ["孙悟空", "1812", "Natasha", "the end", "Natásha", "孙 悟"].map(name) == ["exact", "exact", "ascii", "ascii", "folded", "folded"])
        #expect(SearchQuery("") == nil)
    }

    @Test func asciiVariantsAreLatinLetters() {
        for v: UInt32 in 0..<0x80 {
            let others = CaseFolding.variants(of: v).filter { $0 >= 0x80 && !Unicode.Scalar($0)!.properties.name!.hasPrefix("LATIN ") }
            // The Ångström sign folds to `å`, and so to `a`.
            #expect(others == (v == 0x41 || v == 0x61 ? [0x212B] : []), "\(v): \(others)")
        }
        #expect(CaseFolding.variants(of: 0x31) == [0x31], "digits have no variants")
        #expect(CaseFolding.variants(of: 0x65).contains(0xE9) && CaseFolding.variants(of: 0x65).contains(0x1EC7))
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
        #expect(CaseFolding.variants(of: 0x24D0) == [0x24B6, 0x24D0]) // circled letters, beyond the table
        #expect(CaseFolding.variants(of: 0x2D00) == [0x10A0, 0x2D00]) // Georgian
    }

    @Test func caselessBlocksFoldAsTheirPropertiesSay() {
        // The blocks answered from the value alone (ideographs, kana, Hangul, full-width forms).
        let ranges: [ClosedRange<UInt32>] = [0x2E80...0xA63F, 0xAC00...0xD7A3, 0xFF00...0xFFEF, 0x20000...0x2FFFF]
        for v in ranges.joined() {
            guard let s = Unicode.Scalar(v) else { continue }
            let lower = s.properties.changesWhenLowercased ? Array(s.properties.lowercaseMapping.unicodeScalars) : [s]
            let expected = lower.count == 1 ? lower.first!.value : v
            #expect(CaseFolding.foldBeyondTable(v) == expected, "U+\(String(v, radix: 16))")
        }
    }
}
