import Testing

@testable import ReaderCore

/// The pieces of looking up: word forms, dictd's numbers and comparison, StarDict's order and
/// fields, and articles made text.
@Suite struct DictionaryPartsTests {
    @Test func formsAreTriedFromTheWordToItsStems() {
        #expect(WordForms.candidates("Running") == ["Running", "running", "runn", "runne", "run"])
        #expect(WordForms.candidates("cities").prefix(2) == ["cities", "city"])
        #expect(WordForms.candidates("Über") == ["Über", "über"])
        #expect(WordForms.candidates("a") == ["a"])
    }

    @Test func dictdNumbersAreBase64() {
        #expect(DictdLine.number(Array("A".utf8)[...]) == 0)
        #expect(DictdLine.number(Array("BA".utf8)[...]) == 64)
        #expect(DictdLine.number(Array("/".utf8)[...]) == 63)
        #expect(DictdLine.number(Array("!!".utf8)[...]) == nil)
        #expect(DictdLine.number(Array(String(repeating: "A", count: 24).utf8)[...]) == nil)
        #expect(DictdLine(Array("go no tabs".utf8)) == nil)
    }

    /// Without `allchars` only letters, digits and spaces count; without `casesensitive`, case does not.
    @Test func dictdKeysCompareAsTheIndexDeclares() {
        let plain = DictdKey(utf8: true)
        #expect(plain.key(Array("E-Mail".utf8)) == plain.key(Array("email".utf8)))
        #expect(plain.key(Array("Café".utf8)) == plain.key(Array("café".utf8)))
        let exact = DictdKey(utf8: true, allCharacters: true, caseSensitive: true)
        #expect(exact.key(Array("E-Mail".utf8)) != exact.key(Array("email".utf8)))
    }

    @Test func starDictOrderFoldsOnlyASCIILetters() {
        #expect(StarDictWordList.foldedOrder(Array("Apple".utf8), Array("apple".utf8)) == 0)
        #expect(StarDictWordList.foldedOrder(Array("apple".utf8), Array("apples".utf8)) < 0)
        #expect(StarDictWordList.foldedOrder(Array("É".utf8), Array("é".utf8)) != 0)
    }

    /// With a type sequence the last field has no end mark; without, each field names its type.
    @Test func starDictFieldsAreSplitByType() {
        let typed = StarDictArticle.fields(Array("rʌn\0to run".utf8), types: Array("tm".utf8))
        #expect(typed == [ArticleField(markup: .phonetic, text: "rʌn"), ArticleField(markup: .plain, text: "to run")])
        let named = StarDictArticle.fields(Array("mone\0hb<b>two</b>\0".utf8) + [UInt8(ascii: "W"), 0, 0, 0, 2, 1, 2], types: nil)
        #expect(named.map(\.markup) == [.plain, .html, .other("sound")])
        // A binary field claiming more than the article holds ends the article.
        #expect(StarDictArticle.fields([UInt8(ascii: "P"), 0xFF, 0xFF, 0xFF, 0xFF, 1], types: nil).isEmpty)
    }

    @Test func plainTextKeepsItsLinesAndIndentation() {
        let paragraphs = DefinitionText.plain("  word \\w\\\n     1. See {other} and {more}.\n\n\n  end\u{1B}[31m")
        #expect(paragraphs.map(\.text) == ["word \\w\\", "1. See other and more.", "", "", "end"])
        #expect(paragraphs.map(\.indent) == [0, 3, 0, 0, 0]) // the escape sequence is gone, as from a page
        #expect(paragraphs[1].links.map(\.range) == [7..<12, 17..<21])
    }

    /// FreeDict's Japanese links name the headword, its reading and a sense: the headword is the target.
    @Test func aLinkGoesToTheHeadwordBeforeItsReading() {
        let paragraph = DefinitionText.plain("See {国語・こくご・2}.")[0]
        #expect(paragraph.text == "See 国語・こくご・2.")
        #expect(paragraph.links.map(\.target) == ["国語"])
    }

    /// Two breaks in a row leave a blank line (senses apart); more leave one.
    @Test func breaksAfterBreaksLeaveOneBlankLine() {
        let html = DefinitionText.markup("<b>run</b><br><br>1. to go<br><br><br>2. to flow", keepsBreaks: false)
        #expect(html.map(\.text) == ["run", "", "1. to go", "", "2. to flow"])
    }

    /// A link keeps to its paragraph's text: white space trimmed after it, a break inside it
    /// (found by the dictionary fuzz target: a link reached past its paragraph's end).
    @Test func linksStayInsideTheirText() {
        let trailing = DefinitionText.markup("<a href=\"bword://run\">run   </a>", keepsBreaks: false)
        #expect(trailing.map(\.text) == ["run"] && trailing[0].links.map(\.range) == [0..<3])
        let broken = DefinitionText.markup(
            "see <a href=\"bword://run\">the word run<br>and more of it here</a> x", keepsBreaks: false)
        #expect(broken.map(\.text) == ["see the word run", "and more of it here x"])
        #expect(broken.map { $0.links.map(\.range) } == [[4..<16], [0..<19]])
        let plain = DefinitionText.plain("see {run }  ")[0]
        #expect(plain.text == "see run" && plain.links.map(\.range) == [4..<7])
    }

    /// Pango keeps its line feeds; XDXF's `<k>` is a title, `<kref>` a link; scripts are dropped.
    @Test func markupBecomesParagraphs() {
        let pango = DefinitionText.markup("<b>run</b>\n<span foreground=\"blue\">to go</span>", keepsBreaks: true)
        #expect(pango.map(\.text) == ["run", "to go"])
        let xdxf = DefinitionText.markup("<k>run</k>\n<dtrn>see <kref>race</kref></dtrn><script>x()</script>", keepsBreaks: true)
        #expect(xdxf.map(\.text) == ["run", "see race"])
        #expect(xdxf.first?.style == .title)
        #expect(xdxf.last?.links.map(\.target) == ["race"])
    }
}
