import ReaderCore
import ReaderLibrary
import Testing

@testable import TermReader

@Suite struct SearchListingTests {
    func match(chapter: String) -> FullTextMatch {
        FullTextMatch(
            path: "/books/book.md", title: "book", chapter: chapter, location: Location(offset: 7, grapheme: 2),
            snippet: "…the match…", snippetMatch: 4..<9)
    }

    @Test func aChapterTitleIsCutToItsColumnsAndAShortOneKept() {
        // A paragraph underlined with dashes is a Markdown heading: its title is the whole paragraph.
        let long = String(repeating: "见白龙马战兢兢发喊声嘶，", count: 150)
        let lines = SearchListing.lines([match(chapter: long), match(chapter: "Chapter 1. Loomings")], more: false)
        #expect(lines[1].hasPrefix("  @7:2  见白龙马"))
        let shown = String(lines[1].dropFirst("  @7:2  ".count).prefix { $0 != ":" })
        #expect((SearchListing.chapterColumns - 2...SearchListing.chapterColumns).contains(CellWidth.width(of: shown)))
        #expect(shown.hasSuffix("…"))
        #expect(lines[1].hasSuffix(": …the match…"))
        #expect(lines[2] == "  @7:2  Chapter 1. Loomings: …the match…")
    }
}
