import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// The search bookkeeping without a model: which step `n` and `N` ask for, which answers are
/// taken, when the matches are counted.
@Suite struct SearchSessionTests {
    let book = sampleBook(chapters: 2, paragraphsPerChapter: 5)
    var fox: MatchFinder { MatchFinder(query: SearchQuery("fox")!, book: book) }
    let top = PageAnchor(paragraph: 0, grapheme: 0)

    /// A session that searched for "fox" and landed on its first match.
    func searching() -> SearchSession {
        var session = SearchSession()
        let request = session.request(.from(top), of: fox, continuing: false)
        _ = session.land(request, request.finder.find(request.step))
        return session
    }

    func step(_ next: SearchSession.Next) -> MatchMove? {
        if case .find(let step, _) = next { return step }
        return nil
    }

    @Test func aNewSearchLandsOnItsFirstMatchAndIsCounted() throws {
        var session = searching()
        let first = try #require(fox.firstMatch(atOrAfter: top))
        #expect(session.state?.current == first && session.state?.generation == 1)
        #expect(session.countingEffect() == .start(MatchCountJob(finder: fox, generation: 1)))
        #expect(session.countingEffect() == nil, "counted once")
        session.cancel()
        #expect(session.countingEffect() == .cancel(MatchCountJob.kind), "a closed search stops its count")
        #expect(session.countingEffect() == nil)
    }

    @Test func nextStepsFromTheMatchOnScreenElseFromThePage() throws {
        let session = searching()
        let current = try #require(session.state?.current)
        let here = PageAnchor(paragraph: 8, grapheme: 0)
        #expect(step(session.next(forward: true, isOnScreen: { _ in true }, here: { here })) == .after(current))
        #expect(step(session.next(forward: false, isOnScreen: { _ in true }, here: { here })) == .before(current))
        #expect(step(session.next(forward: true, isOnScreen: { _ in false }, here: { here })) == .from(here))
        #expect(step(session.next(forward: false, isOnScreen: { _ in false }, here: { here })) == .backFrom(here))
    }

    @Test func nextWithoutASearchOrWhileOneWaitsAsksNothing() {
        var session = SearchSession()
        guard case .noSearch = session.next(forward: true, isOnScreen: { _ in true }, here: { top }) else {
            Issue.record("no search yet")
            return
        }
        session = searching()
        let request = session.request(.after(session.state!.current), of: fox, continuing: true)
        session.wait(for: request)
        guard case .waiting = session.next(forward: true, isOnScreen: { _ in true }, here: { top }) else {
            Issue.record("one step at a time")
            return
        }
    }

    @Test func nAfterTheLastMatchWrapsToTheFirst() throws {
        var session = searching()
        let last = try #require(fox.lastMatch(before: PageAnchor(paragraph: 1_000, grapheme: 0)))
        session.select(last)
        let request = session.request(.after(last), of: fox, continuing: true)
        let result = session.land(request, fox.find(request.step))
        let landed = try #require(result)
        #expect(landed.wrapped && landed.match == fox.firstMatch(atOrAfter: top))
        #expect(session.state?.current == landed.match && session.state?.generation == 1, "a step keeps the search")
    }

    @Test func onlyTheAwaitedAnswerIsTaken() {
        var session = searching()
        let first = session.request(.after(session.state!.current), of: fox, continuing: true)
        let second = session.request(.after(session.state!.current), of: fox, continuing: true)
        #expect(first.token != second.token)
        session.wait(for: second)
        #expect(session.answered(token: first.token)?.token == nil, "an older request's answer is dropped")
        #expect(session.answered(token: second.token)?.token == second.token)
        #expect(session.pending == nil && session.answered(token: second.token) == nil)
    }

    @Test func noMatchEndsTheSearch() {
        var session = searching()
        let none = MatchFinder(query: SearchQuery("zebra")!, book: book)
        let request = session.request(.from(top), of: none, continuing: false)
        let result = session.land(request, none.find(request.step))
        #expect(result == nil)
        #expect(session.state == nil && !session.isActive)
    }

    @Test func aCountForAnOlderSearchIsDropped() {
        var session = searching()
        var counter = MatchTally(search: fox)
        while !counter.advance(maxParagraphs: 100) {}
        session.adoptCount(counter, generation: 2)
        #expect(session.state?.tally == nil)
        session.adoptCount(counter, generation: 1)
        #expect(session.state?.tally?.count == 10)
        #expect(session.match(9) == fox.lastMatch(before: PageAnchor(paragraph: 1_000, grapheme: 0)))
        #expect(session.match(10) == nil)
    }

    @Test func theLandingBlockIsMarkedWithTheMatches() throws {
        var session = SearchSession()
        let block = SearchMatch(paragraph: 2, graphemes: 0..<4, utf8: 0..<4)
        session.landing = block
        let alone = session.highlights(on: []) { _ in fatalError("no page to lay out") }
        #expect(alone.all == [block] && alone.current == block)
    }
}
