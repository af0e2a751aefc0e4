import Foundation
import ReaderCore
import ReaderLibrary
import Synchronization
import TestSupport
import Testing

@testable import ReaderUI

/// The library's full-text search without a terminal: typing a query starts a search of the
/// books listed, its progress and answer come as events, the matches are drawn with the match
/// highlighted, and Enter opens the book at the match.
@Suite struct LibrarySearchTests {
    let now = 1_795_428_000

    func entries() -> [LibraryEntry] {
        [
            LibraryEntry(
                title: "moby-dick", path: "/books/moby-dick.txt", fingerprint: "000000000000000a", fraction: 0.5, lastRead: now,
                secondsLeft: nil, missing: false),
            LibraryEntry(
                title: "gone", path: "/old/gone.txt", fingerprint: "000000000000000b", fraction: 0.1, lastRead: now, secondsLeft: nil,
                missing: true),
        ]
    }

    func whale(_ offset: Int) -> FullTextMatch {
        FullTextMatch(
            path: "/books/moby-dick.txt", title: "moby-dick", chapter: "Chapter 1. Loomings",
            location: Location(offset: offset, grapheme: 12), snippet: "…and there the White Whale rose…", snippetMatch: 15..<26)
    }

    func model() -> LibraryModel {
        var model = LibraryModel(
            source: .recent, entries: entries(), store: unusedStore, fullTextIndex: "/cache/fulltext.sqlite", clock: .fixed(now))
        _ = model.update(.resize(columns: 60, rows: 8))
        return model
    }

    func lines(_ model: LibraryModel) -> [String] { model.view().lines }

    @Test func aQueryStartsASearchOfTheBooksThatAreThere() {
        var model = model()
        #expect(model.update(.key(.character("s"))).isEmpty)
        for c in "White Whale" { #expect(model.update(.key(.character(c))).isEmpty) }
        #expect(lines(model).last == " search the text of every book: White Whale▏                ")
        let started = model.update(.key(.enter))
        #expect(
            started == [
                .start(FullTextSearchJob(indexPath: "/cache/fulltext.sqlite", books: ["/books/moby-dick.txt"], query: "White Whale"))
            ])
        _ = model.update(.indexing(0.5))
        #expect(lines(model).last?.hasPrefix(" indexing new books: 50% · Esc stops") == true)
        #expect(model.update(.key(.escape)) == [.cancel(FullTextSearchJob.kind)])
        #expect(model.search == nil)
        #expect(lines(model).first?.hasPrefix(" Recent books") == true)
    }

    @Test func theMatchesAreListedAndEnterOpensTheBookAtOne() {
        var model = model()
        for key in [Key.character("s"), .character("W"), .character("h"), .character("a"), .enter] { _ = model.update(.key(key)) }
        // An answer to an older query is not this one's.
        _ = model.update(.libraryMatches(FullTextResult(query: "Wh", matches: [whale(5)])))
        #expect(model.search?.matches == [])
        _ = model.update(.libraryMatches(FullTextResult(query: "Wha", matches: [whale(10), whale(20), whale(30)], more: true)))
        let screen = lines(model)
        #expect(screen[0] == " Search every book: Wha                        3+ in 1 book ")
        #expect(screen[1] == "› moby-dick · Chapter 1. Loomings                           ")
        #expect(screen[2] == "  …and there the White Whale rose…                          ")
        #expect(screen.last?.hasPrefix(" Enter opens the book there") == true)
        #expect(screen[3] == "  moby-dick · Chapter 1. Loomings                           ")
        // The match itself is highlighted: "White Whale" from column 2 + 15.
        let frame = model.view()
        let highlight = Palette.light[.highlight]
        #expect((17..<28).allSatisfy { frame[$0, 2].style == highlight })
        #expect(frame[16, 2].style != highlight && frame[28, 2].style != highlight)

        _ = model.update(.key(.character("j")))
        #expect(model.update(.key(.enter)) == [.open("/books/moby-dick.txt", at: Location(offset: 20, grapheme: 12))])
        // s types a new query; Esc leaves the search for the list.
        _ = model.update(.key(.character("s")))
        #expect(model.search?.phase == .typing)
        _ = model.update(.key(.escape))
        #expect(model.search == nil)
    }

    @Test func nothingFoundSaysSoAndWithoutAnIndexThereIsNoSearch() {
        var model = model()
        for key in [Key.character("s"), .character("x"), .character("y"), .character("z"), .enter] { _ = model.update(.key(key)) }
        _ = model.update(.libraryMatches(FullTextResult(query: "xyz")))
        #expect(lines(model)[2] == "  no book holds \"xyz\"                                       ")
        var plain = LibraryModel(source: .recent, entries: entries(), store: unusedStore, columns: 40) // too narrow for covers
        #expect(plain.update(.key(.character("s"))).isEmpty)
        #expect(plain.search == nil)
    }

    @Test func aLongLeadIsCutSoTheMatchStaysInSight() {
        #expect(LibrarySearchRenderer.lead("short", room: 10) == "short")
        #expect(LibrarySearchRenderer.lead("一二三四五六七八", room: 7) == "…六七八")
    }

    @Test func theJobIndexesTheBooksAndAnswersWithTheirMatches() throws {
        let folder = try TemporaryFolder()
        let book = try folder.write(Data("Call me Ishmael. Some years ago, never mind how long precisely.\n".utf8), to: "moby.txt")
        let job = FullTextSearchJob(indexPath: folder.path + "/cache/fulltext.sqlite", books: [book], query: "ishmael")
        let reported = Mutex<[Double]>([])
        let answer = job.run(
            JobContext(isStale: { false }, report: { if case .indexing(let f) = $0 { reported.withLock { $0.append(f) } } }))
        guard case .libraryMatches(let result)? = answer else {
            Issue.record("no answer")
            return
        }
        #expect(result.matches.map(\.path) == [book])
        #expect(result.matches.first?.location == Location(offset: 0, grapheme: 8))
        #expect(reported.withLock { $0 } == [0])
    }
}
