import TestSupport
import Testing

@testable import ReaderCore

@Suite struct MatchTallyTests {
    typealias F = SearchFixtures

    static let xiyouji: Book? = Corpus.path("zh/xiyouji.utf8.txt").flatMap { try? BookLoader.load(path: $0) }
    static let warAndPeace: Book? = Corpus.path("en/war-and-peace.pg2600.utf8.txt").flatMap { try? BookLoader.load(path: $0) }

    /// The full count, in chunks of `chunk` paragraphs.
    func count(_ search: MatchFinder, chunk: Int) -> MatchTally {
        var counter = MatchTally(search: search)
        while !counter.advance(maxParagraphs: chunk) {}
        return counter
    }

    @Test(
        .enabled(if: Corpus.available, "needs ../shared/corpus"),
        arguments: [("孙悟空", true), ("行者", true), ("NATÁSHA", false), ("prince andrew", false)])
    func countEqualsNaiveCount(query: String, chinese: Bool) throws {
        let book = try #require(chinese ? Self.xiyouji : Self.warAndPeace)
        let search = MatchFinder(query: SearchQuery(query)!, book: book)
        let counter = count(search, chunk: 1000)
        #expect(counter.count > 100)
        #expect(counter.count == F.naiveCount(query, in: book))
        #expect(counter.count == F.all(search).count)
    }

    @Test func chunkSizeDoesNotChangeTheCount() {
        let search = F.search("ab", in: ["ab ab", "", "xab", "AB", "b", "aab"])
        #expect(count(search, chunk: 1).count == 5)
        #expect(count(search, chunk: 2).count == 5)
        #expect(count(search, chunk: 1_000_000).count == 5)
    }

    @Test func emptyAndMatchlessBooks() {
        var counter = MatchTally(search: F.search("zz", in: ["a", "b"]))
        #expect(!counter.isDone && counter.fraction == 0)
        let done = counter.advance(maxParagraphs: 10)
        #expect(done)
        #expect(counter.count == 0 && counter.fraction == 1)
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func numberOfEveryMatchIsItsRankInReadingOrder() throws {
        let book = try #require(Self.warAndPeace)
        let search = MatchFinder(query: SearchQuery("Natásha")!, book: book)
        let counter = count(search, chunk: 5000)
        var rank = 0
        var m = search.firstMatch(atOrAfter: PageAnchor(paragraph: 0, grapheme: 0))
        while let current = m {
            rank += 1
            #expect(counter.number(of: current) == rank)
            m = search.firstMatch(after: current)
        }
        #expect(rank == counter.count)
        // The last match, found backwards from the end, is "match N of N".
        let last = try #require(search.lastMatch(before: PageAnchor(paragraph: book.paragraphs.count, grapheme: 0)))
        #expect(counter.number(of: last) == counter.count)
    }

    @Test func numberInsideAParagraphWithOverlaps() throws {
        let search = F.search("aa", in: ["aaa", "b", "xaax aa"])
        let counter = count(search, chunk: 1)
        #expect(F.all(search).map { counter.number(of: $0) } == [1, 2, 3, 4])
        // Not a match of this search.
        #expect(counter.number(of: SearchMatch(paragraph: 1, graphemes: 0..<1, utf8: 0..<1)) == nil)
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func stoppedCountIsPartialAndResumes() throws {
        let book = try #require(Self.xiyouji)
        let search = MatchFinder(query: SearchQuery("孙悟空")!, book: book)
        var counter = MatchTally(search: search)
        let done = counter.advance(maxParagraphs: book.paragraphs.count / 2)
        #expect(!done)
        #expect(counter.fraction > 0.4 && counter.fraction < 0.6)
        let full = count(search, chunk: 1000)
        #expect(counter.count > 0 && counter.count < full.count)
        // A match beyond the counted part has no number yet; one before it has its final number.
        let late = try #require(search.lastMatch(before: PageAnchor(paragraph: book.paragraphs.count, grapheme: 0)))
        #expect(counter.number(of: late) == nil)
        let early = try #require(search.firstMatch(atOrAfter: PageAnchor(paragraph: 0, grapheme: 0)))
        #expect(counter.number(of: early) == 1)
        while !counter.advance(maxParagraphs: 777) {}
        #expect(counter.count == full.count)
        #expect(counter.number(of: late) == full.count)
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func cancelledBackgroundCountStops() async throws {
        let book = try #require(Self.warAndPeace)
        let search = MatchFinder(query: SearchQuery("the")!, book: book)
        let task = Task.detached { () -> MatchTally in
            var counter = MatchTally(search: search)
            while !Task.isCancelled && !counter.advance(maxParagraphs: 10) {}
            return counter
        }
        task.cancel()
        let counter = await task.value
        #expect(!counter.isDone)
        #expect(counter.nextParagraph < book.paragraphs.count)
    }
}

extension MatchTallyTests {
    @Test func everyMatchNumberLeadsBackToItsMatch() {
        let search = F.search("ab", in: ["ab ab", "", "xab", "AB", "b", "aab abab"])
        let counter = count(search, chunk: 2)
        let all = F.all(search)
        for (n, match) in all.enumerated() {
            let place = counter.place(ofMatch: n)
            #expect(place?.paragraph == match.paragraph)
            #expect(place.map { search.matches(inParagraphs: $0.paragraph..<$0.paragraph + 1)[$0.index] } == match)
            #expect(counter.number(of: match) == n + 1)
        }
        #expect(counter.place(ofMatch: all.count) == nil)
        #expect(counter.place(ofMatch: -1) == nil)
        var partial = MatchTally(search: search)
        partial.advance(maxParagraphs: 1)
        #expect(partial.place(ofMatch: 1)?.paragraph == 0)
        #expect(partial.place(ofMatch: 2) == nil, "only what has been counted")
    }
}
