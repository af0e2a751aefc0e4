import TestSupport
import Testing

@testable import ReaderCore

/// Which lines of a page are hyphenated: Latin body text when the geometry hyphenates, never a
/// heading, preformatted text, a CJK paragraph or vertical text.
@Suite struct HyphenatedLayoutTests {
    static let patterns = HyphenationFixture.folder + "/hyph_en_US.dic"

    static func page(_ book: Book, columns: Int = 12, hyphenates: Bool = true, writing: WritingMode = .horizontal) -> Paginator.Page {
        let geometry = PageGeometry(columns: columns, rows: 20, writing: writing, hyphenates: hyphenates, hyphenation: patterns)
        return Paginator(book: book, geometry: geometry).page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
    }

    static func shown(_ page: Paginator.Page, _ book: Book) -> [String] {
        page.lines.filter { $0.kind != .blank }.map { String($0.text(in: book)) + ($0.isHyphenated ? "-" : "") }
    }

    @Test func latinBodyTextIsHyphenatedAndJustified() {
        let book = makeBook(["the hyphenation of a nation"])
        let page = Self.page(book)
        #expect(Self.shown(page, book) == ["the hyphen-", "ation of a ", "nation"])
        // Hyphenated text is justified: the line's slack is spread (the last line keeps none).
        #expect(page.lines.map(\.slack) == [1, 2, 0])
        let plain = Self.page(book, hyphenates: false)
        #expect(Self.shown(plain, book) == ["the ", "hyphenation ", "of a nation"])
        #expect(plain.lines.allSatisfy { $0.slack == 0 && !$0.isHyphenated })
    }

    @Test func headingsPreformattedTextAndCJKAreNotHyphenated() {
        let blocks = [
            Paragraph(offset: 0, text: "the hyphenation of", kind: .heading2),
            Paragraph(offset: 20, text: "the hyphenation of", kind: .preformatted),
            Paragraph(offset: 40, text: "天地玄黄 hyphenation 宇宙洪荒"),
        ]
        let book = Book(
            title: "t", encoding: .utf8, sourceSize: 80, paragraphs: blocks,
            chapters: [Chapter(title: "", paragraphs: 0..<3, heading: nil, offset: 0)])
        let page = Self.page(book)
        #expect(page.lines.allSatisfy { !$0.isHyphenated }, "\(Self.shown(page, book))")
    }

    @Test func verticalGeometryNeverHyphenates() {
        let geometry = PageGeometry(columns: 12, rows: 20, writing: .vertical, hyphenates: true, hyphenation: Self.patterns)
        #expect(!geometry.hyphenates && geometry.hyphenation == nil)
    }
}
