import Testing

@testable import ReaderCore

/// The number a verse opens with, and which number follows it.
@Suite struct VerseNumberTests {
    @Test func readsBothLayouts() {
        #expect(VerseNumber("12 And the earth") == VerseNumber(verse: 12))
        #expect(VerseNumber("3:12 And the earth") == VerseNumber(chapter: 3, verse: 12))
        #expect(VerseNumber("003:012 And") == VerseNumber(chapter: 3, verse: 12))
        for text in ["1812, the year", "1234 men", "12:30pm", "3:", "12", "And 12 men", ":1 text", "1: text"] {
            #expect(VerseNumber(text[...]) == nil, "\(text)")
        }
    }

    @Test func theNextVerseOrTheNextChaptersFirstFollows() {
        #expect(VerseNumber(verse: 13).isFollowed(by: VerseNumber(verse: 14)))
        #expect(!VerseNumber(verse: 13).isFollowed(by: VerseNumber(verse: 15)))
        #expect(!VerseNumber(verse: 13).isFollowed(by: VerseNumber(chapter: 1, verse: 14)))
        #expect(VerseNumber(chapter: 1, verse: 31).isFollowed(by: VerseNumber(chapter: 1, verse: 32)))
        #expect(VerseNumber(chapter: 1, verse: 31).isFollowed(by: VerseNumber(chapter: 2, verse: 1)))
        #expect(VerseNumber(chapter: 50, verse: 26).isFollowed(by: VerseNumber(chapter: 1, verse: 1)), "the next book")
        #expect(!VerseNumber(chapter: 1, verse: 31).isFollowed(by: VerseNumber(chapter: 2, verse: 2)))
        #expect(!VerseNumber(chapter: 1, verse: 3).isFollowed(by: VerseNumber(verse: 4)))
    }
}
