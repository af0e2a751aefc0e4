import Testing

@testable import ReaderCore

@Suite struct MatchFinderTests {
    typealias F = SearchFixtures

    // MARK: Graphemes

    @Test func neverMatchesInsideAGraphemeCluster() {
        let combining = F.search("e", in: ["cafe\u{301} e\u{301}\u{302} le"])
        #expect(F.all(combining).map(\.graphemes) == [8..<9]) // only the e of "le"
        #expect(F.all(F.search("cafe", in: ["cafe\u{301} cafe"])).map(\.graphemes) == [5..<9])
        #expect(F.all(F.search("👍", in: ["👍🏽 👍 ok"])).map(\.graphemes) == [2..<3])
        #expect(F.all(F.search("👨", in: ["👨‍👩‍👧 👨"])).map(\.graphemes) == [2..<3])
        #expect(F.all(F.search("葛", in: ["葛\u{E0100}城 葛城"])).map(\.graphemes) == [3..<4])
    }

    @Test func noNormalisation() {
        // A precomposed é and e + U+0301 are different code points: documented, not matched.
        #expect(F.all(F.search("café", in: ["cafe\u{301}"])).isEmpty)
        #expect(F.all(F.search("cafe\u{301}", in: ["cafe\u{301} café"])).map(\.graphemes) == [0..<4])
    }

    @Test func graphemeAndUTF8RangesAgree() {
        let search = F.search("ré", in: ["Déjà vu, 👨‍👩‍👧 RÉSUMÉ and re\u{301}sumé; 孙悟空 RÉ"])
        let matches = F.all(search)
        #expect(matches.count == 2)
        for m in matches {
            #expect(F.text(of: m, in: search.book) == F.graphemeText(of: m.graphemes, paragraph: m.paragraph, in: search.book))
        }
        #expect(matches.map(\.graphemes) == [11..<13, 34..<36])
    }

    // MARK: Line and page breaks

    /// Every line of every page of a one-chapter book, in order.
    func lines(of book: Book, _ geometry: PageGeometry) -> [[PageLine]] {
        let index = PageTables(paginator: Paginator(book: book, geometry: geometry))
        return (0..<index.pageCount(ofChapter: 0)).map { index.page(PagePosition(chapter: 0, page: $0)).lines }
    }

    /// The match's parts on each line, with the page they are on.
    func parts(_ match: SearchMatch, _ pages: [[PageLine]]) -> [(page: Int, graphemes: Range<Int>)] {
        pages.enumerated().flatMap { page, lines in
            lines.compactMap { line in match.graphemes(on: line).map { (page, $0) } }
        }
    }

    @Test func latinMatchAcrossALineAndPageBreak() throws {
        let search = F.search("quick brown", in: ["The quick brown fox jumps over the lazy dog."])
        let match = try #require(search.firstMatch(atOrAfter: PageAnchor(paragraph: 0, grapheme: 0)))
        #expect(match.graphemes == 4..<15)
        // One row per page: the line break is a page break too.
        let pages = lines(of: search.book, PageGeometry(columns: 10, rows: 1))
        let parts = parts(match, pages)
        #expect(parts.count == 2)
        #expect(parts[0].page != parts[1].page)
        #expect(parts[0].graphemes.upperBound == parts[1].graphemes.lowerBound)
        let drawn = parts.map { F.graphemeText(of: $0.graphemes, paragraph: 0, in: search.book) }
        #expect(drawn == ["quick ", "brown"])
    }

    @Test func cjkMatchAcrossALineBreak() throws {
        let search = F.search("孙悟空", in: ["一二孙悟空三四五六七八", "孙悟空"])
        let match = try #require(search.firstMatch(atOrAfter: PageAnchor(paragraph: 0, grapheme: 0)))
        #expect(match.paragraph == 0 && match.graphemes == 2..<5)
        let pages = lines(of: search.book, PageGeometry(columns: 6, rows: 10, cjkIndent: 0))
        let parts = parts(match, pages)
        #expect(parts.map(\.graphemes) == [2..<3, 3..<5])
        #expect(parts.map { F.graphemeText(of: $0.graphemes, paragraph: 0, in: search.book) } == ["孙", "悟空"])
    }

    @Test(arguments: [(12, 3), (7, 1), (20, 5)])
    func matchesOnAPageAreThoseDrawnOnIt(columns: Int, rows: Int) {
        let latin = String(repeating: "Natasha and natasha, NATASHA! ", count: 20)
        let cjk = String(repeating: "孙悟空道：「e\u{301}孙悟空」", count: 20)
        for (query, texts) in [("natasha", [latin, "short natasha", "", latin]), ("孙悟空", [cjk, "孙悟空", cjk]), ("道：「e\u{301}孙", [cjk])] {
            let search = F.search(query, in: texts)
            let all = F.all(search)
            #expect(!all.isEmpty)
            let index = PageTables(paginator: Paginator(book: search.book, geometry: PageGeometry(columns: columns, rows: rows)))
            for c in 0..<index.chapterCount {
                for n in 0..<index.pageCount(ofChapter: c) {
                    let page = index.page(PagePosition(chapter: c, page: n))
                    let drawn = all.filter { m in page.lines.contains { m.graphemes(on: $0) != nil } }
                    #expect(search.matches(on: page) == drawn, "\(query) page \(c).\(n)")
                }
            }
        }
    }

    @Test func matchesNeverSpanParagraphs() {
        #expect(F.all(F.search("end start", in: ["the end", "start here"])).isEmpty)
        #expect(F.all(F.search("悟空", in: ["孙悟", "空"])).isEmpty)
    }

    // MARK: Navigation

    let nav = F.search("x", in: ["a x", "b", "x x", "", "x"])

    @Test func nextAndPreviousInOrderWithExplicitEnds() throws {
        let start = PageAnchor(paragraph: 0, grapheme: 0)
        var forward: [SearchMatch] = []
        var m = nav.firstMatch(atOrAfter: start)
        while let current = m {
            forward.append(current)
            m = nav.firstMatch(after: current)
        }
        #expect(forward.map(\.start) == [(0, 2), (2, 0), (2, 2), (4, 0)].map { PageAnchor(paragraph: $0.0, grapheme: $0.1) })
        #expect(forward == F.all(nav))
        #expect(forward == forward.sorted())

        var backward: [SearchMatch] = []
        m = nav.lastMatch(before: PageAnchor(paragraph: 99, grapheme: 0))
        while let current = m {
            backward.append(current)
            m = nav.lastMatch(before: current)
        }
        #expect(backward == forward.reversed())
    }

    @Test func anchorsAreInclusiveOrStrict() {
        let at = PageAnchor(paragraph: 2, grapheme: 2)
        #expect(nav.firstMatch(atOrAfter: at)?.start == at)
        #expect(nav.firstMatch(after: at)?.start == PageAnchor(paragraph: 4, grapheme: 0))
        #expect(nav.lastMatch(before: at)?.start == PageAnchor(paragraph: 2, grapheme: 0))
        #expect(nav.firstMatch(atOrAfter: PageAnchor(paragraph: 3, grapheme: 0))?.start == PageAnchor(paragraph: 4, grapheme: 0))
        #expect(nav.firstMatch(after: PageAnchor(paragraph: 4, grapheme: 0)) == nil)
        #expect(nav.firstMatch(atOrAfter: PageAnchor(paragraph: 5, grapheme: 0)) == nil)
        #expect(nav.lastMatch(before: PageAnchor(paragraph: 0, grapheme: 2)) == nil)
        #expect(nav.lastMatch(before: PageAnchor(paragraph: 0, grapheme: 3))?.start == PageAnchor(paragraph: 0, grapheme: 2))
    }

    @Test func anchorsCountGraphemesNotBytes() {
        let search = F.search("x", in: ["é孙👨‍👩‍👧x e\u{301}x"])
        #expect(search.firstMatch(after: PageAnchor(paragraph: 0, grapheme: 3))?.graphemes == 6..<7)
        #expect(search.lastMatch(before: PageAnchor(paragraph: 0, grapheme: 6))?.graphemes == 3..<4)
    }

    @Test func overlappingMatchesAreAllFound() {
        #expect(F.all(F.search("aa", in: ["aaaa"])).map(\.graphemes) == [0..<2, 1..<3, 2..<4])
        #expect(F.all(F.search("哈哈", in: ["哈哈哈"])).map(\.graphemes) == [0..<2, 1..<3])
    }

    @Test func matchesInParagraphsAreClamped() {
        #expect(nav.matches(inParagraphs: 2..<3).map(\.graphemes) == [0..<1, 2..<3])
        #expect(nav.matches(inParagraphs: 3..<50).map(\.paragraph) == [4])
    }
}
