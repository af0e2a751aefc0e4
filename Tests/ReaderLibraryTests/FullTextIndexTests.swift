import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderLibrary

@Suite struct FullTextIndexTests {
    static let english = """
        CHAPTER I. Loomings

        Call me Ishmael. Some years ago, never mind how long precisely, having
        little or no money in my purse, and nothing particular to interest me on
        shore, I thought I would sail about a little and see the watery part of
        the world.

        CHAPTER II. The Carpet-Bag

        I stuffed a shirt or two into my old carpet-bag, tucked it under my arm,
        and started for Cape Horn and the Pacific, where, it was said, the White
        Whale had been seen by every ship that sailed the southern seas that year.

        """
    static let chinese = """
        第一回 灵根孕育源流出

        那猴在山中，却会行走跳跃，食草木，饮涧泉。

        第二回 悟彻菩提真妙理

        祖师道：“你既姓孙，便叫做孙悟空罢。”

        """
    static let japanese = "吾輩は猫である。名前はまだ無い。\n\nどこで生れたかとんと見当がつかぬ。\n"

    /// A folder of the three books and an index beside them.
    struct Shelf {
        let folder: TemporaryFolder
        let index: FullTextIndex
        var books: [String] { ["english.txt", "chinese.txt", "japanese.txt"].map { folder.path + "/books/" + $0 } }

        init() throws {
            folder = try TemporaryFolder()
            try folder.write(Data(FullTextIndexTests.english.utf8), to: "books/english.txt")
            try folder.write(Data(FullTextIndexTests.chinese.utf8), to: "books/chinese.txt")
            try folder.write(Data(FullTextIndexTests.japanese.utf8), to: "books/japanese.txt")
            index = try FullTextIndex(path: folder.path + "/cache/fulltext.sqlite")
        }
    }

    /// The text at `location` of the book at `path`, as the reader has it, `count` characters long.
    static func text(at location: Location, in path: String, count: Int) throws -> String {
        let book = try BookLoader.load(path: path)
        let p = try #require(book.paragraphs.offsets.firstIndex(of: location.offset))
        let text = Array(book.paragraphs[p].text.replacingOccurrences(of: "\n", with: " "))
        return String(text[location.grapheme..<min(text.count, location.grapheme + count)])
    }

    @Test func findsTextInEveryScriptAtTheReadersPlaceForIt() throws {
        let shelf = try Shelf()
        let update = shelf.index.update(paths: shelf.books)
        #expect(update.indexed == shelf.books)
        #expect(update.failed.isEmpty)

        // Any case; across the line break the reader joins.
        let whale = try shelf.index.search("the white whale", limit: 10)
        #expect(whale.matches.count == 1 && !whale.more)
        let match = try #require(whale.matches.first)
        #expect(match.path == shelf.books[0])
        #expect(match.chapter == "Chapter II. The Carpet-Bag")
        #expect(try Self.text(at: match.location, in: match.path, count: 15) == "the White Whale")
        #expect(String(Array(match.snippet)[match.snippetMatch]) == "the White Whale")

        // Ideographs are looked up two by two: a two-character word is a term of the index.
        for query in ["悟空", "孙悟空"] {
            let found = try shelf.index.search(query, limit: 10).matches
            #expect(found.map(\.path) == [shelf.books[1]])
            #expect(found.first?.chapter.hasPrefix("第二回") == true)
            #expect(try Self.text(at: found[0].location, in: shelf.books[1], count: query.count) == query)
        }
        let cat = try shelf.index.search("名前はまだ", limit: 10).matches
        #expect(cat.map(\.path) == [shelf.books[2]])
        #expect(cat.first?.location.grapheme == 8)
        #expect(try shelf.index.search("no such words", limit: 10).matches.isEmpty)
    }

    @Test func caseAndLatinAccentsAreFoldedAsTheReaderFoldsThem() throws {
        let folder = try TemporaryFolder()
        let book = try folder.write(Data("Natásha drank her CAFÉ.\n\nΣΟΦΊΑ was there.\n".utf8), to: "accents.txt")
        let index = try FullTextIndex(path: folder.path + "/fulltext.sqlite")
        _ = index.update(paths: [book])
        for query in ["natasha", "NATÁSHA", "café", "cafe", "her caf", "σοφία"] {
            #expect(try index.search(query, limit: 5).matches.count == 1, "\(query)")
        }
        // One character, or two Latin ones, are fewer than a term: every passage is read.
        #expect(try index.search("É", limit: 5).matches.count == 2)
        #expect(try index.search("wa", limit: 5).matches.count == 1)
    }

    /// A book of `chapters` chapters of `paragraphs` numbered paragraphs each, over a megabyte:
    /// more than one commit of an index that commits every `commitBytes`.
    static func longBook(chapters: Int = 3, paragraphs: Int = 6000) -> String {
        (1...chapters).map { c in
            "CHAPTER \(c). Part \(c)\n\n"
                + (1...paragraphs).map { "Paragraph \($0) of part \(c) tells of word\(c)x\($0), far from the others around it.\n\n" }
                .joined()
        }.joined()
    }

    @Test func anAddThatStopsKeepsWhatItWroteAndTheNextTakesUpThere() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Data(Self.longBook().utf8), to: "long.txt")
        let index = try FullTextIndex(path: folder.path + "/fulltext.sqlite", commitBytes: Self.commitBytes)
        let file = try SourceFile(path: path)
        let book = try BookLoader.load(path: path)
        try index.add(book, file: file, format: "text") { false }
        #expect(try index.books().map(\.complete) == [false])
        #expect(try !index.holds(file))
        #expect(try index.search("word1x1,", limit: 5).matches.count == 1)
        #expect(try index.search("word3x6000,", limit: 5).matches.isEmpty)

        let update = index.update(paths: [path])
        #expect(update.indexed == [path])
        #expect(try index.holds(file))
        #expect(try index.search("word3x6000,", limit: 5).matches.count == 1)
        // Nothing written twice, nothing missed.
        let all = try index.search("far from the others", limit: 20_000)
        #expect(all.matches.count == 18_000 && !all.more)
        #expect(Set(all.matches.map(\.location.offset)).count == 18_000)
    }

    @Test func twoAddsOfOneBookAtOnceWriteItOnce() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Data(Self.longBook().utf8), to: "long.txt")
        let first = try FullTextIndex(path: folder.path + "/fulltext.sqlite", commitBytes: Self.commitBytes)
        let second = try FullTextIndex(path: first.path, commitBytes: Self.commitBytes)
        let file = try SourceFile(path: path)
        let book = try BookLoader.load(path: path)
        // The second takes over after the first's first commit and finishes the book.
        var overtaken = false
        try first.add(book, file: file, format: "text") {
            if !overtaken { try? second.add(book, file: file, format: "text") }
            overtaken = true
            return true
        }
        #expect(try first.holds(file))
        let all = try first.search("far from the others", limit: 20_000)
        #expect(all.matches.count == 18_000 && !all.more)
    }

    /// An update whose add of a book another process takes over passes over the rest of that
    /// book's groups, handed over already, and goes on with the next book.
    @Test func anUpdateOvertakenOnABookGoesOnWithTheNext() throws {
        let folder = try TemporaryFolder()
        let long = try folder.write(Data(Self.longBook().utf8), to: "long.txt")
        let short = try folder.write(Data(Self.english.utf8), to: "short.txt")
        let first = try FullTextIndex(path: folder.path + "/fulltext.sqlite", commitBytes: Self.commitBytes)
        let second = try FullTextIndex(path: first.path, commitBytes: Self.commitBytes)
        let file = try SourceFile(path: long)
        var commits = 0
        let update = first.update(paths: [long, short]) { _, _, path in
            if path == long {
                commits += 1
                // Told once before the add, then after each commit: the second takes over after the first.
                if commits == 2 { try? second.add(try! BookLoader.load(path: long), file: file, format: "text") }
            }
            return true
        }
        #expect(commits == 2, "the add of the long book stopped once overtaken")
        #expect(update.indexed == [long, short])
        #expect(try first.holds(file) && first.holds(SourceFile(path: short)))
        let all = try first.search("far from the others", limit: 20_000)
        #expect(all.matches.count == 18_000 && !all.more)
        #expect(Set(all.matches.map(\.location.offset)).count == 18_000)
        #expect(try first.search("Ishmael", limit: 5).matches.map(\.path) == [short])
    }

    @Test func onlyChangedBooksAreReadAgainAndGoneOnesAreForgotten() throws {
        let shelf = try Shelf()
        _ = shelf.index.update(paths: shelf.books)
        #expect(shelf.index.update(paths: shelf.books) == FullTextIndex.Update())

        try Data("CHAPTER I. Another Story\n\nNothing of the sea in here at all.\n".utf8).write(
            to: URL(fileURLWithPath: shelf.books[0]))
        unlink(shelf.books[1])
        let update = shelf.index.update(paths: [shelf.books[0], shelf.books[2]])
        #expect(update.indexed == [shelf.books[0]])
        #expect(update.removed == [shelf.books[1]])
        #expect(try shelf.index.search("Ishmael", limit: 10).matches.isEmpty)
        #expect(try shelf.index.search("nothing of the sea", limit: 10).matches.map(\.path) == [shelf.books[0]])
        #expect(try shelf.index.search("孙悟空", limit: 10).matches.isEmpty)
        #expect(try shelf.index.books().map(\.path) == [shelf.books[0], shelf.books[2]].sorted())
    }

    static let commitBytes = 1 << 20

    /// The batches the index holds (one a commit that wrote text) and those with postings.
    static func batches(_ index: FullTextIndex) throws -> (batches: Int64, withPostings: Int64) {
        let rows = try index.database.prepare("SELECT (SELECT count(*) FROM batches), (SELECT count(DISTINCT batch) FROM grams)")
        try rows.step()
        return (rows.integer(0), rows.integer(1))
    }

    @Test func smallBooksShareOneCommit() throws {
        let shelf = try Shelf()
        _ = shelf.index.update(paths: shelf.books)
        #expect(try Self.batches(shelf.index) == (1, 1))
        #expect(try shelf.index.books().allSatisfy(\.complete))
    }

    /// A batch's postings go once none of its groups is left; until then, those of a book
    /// removed only make candidates that the search rules out.
    @Test func aBatchsPostingsGoWithItsLastGroup() throws {
        let shelf = try Shelf()
        for path in shelf.books {
            try shelf.index.add(BookLoader.load(path: path), file: SourceFile(path: path), format: "text")
        }
        #expect(try Self.batches(shelf.index) == (3, 3))
        try shelf.index.remove(path: shelf.books[0])
        #expect(try Self.batches(shelf.index) == (2, 2))
        #expect(try shelf.index.search("Ishmael", limit: 5).matches.isEmpty)
        #expect(try shelf.index.search("孙悟空", limit: 5).matches.count == 1)

        let shared = try Shelf()
        _ = shared.index.update(paths: shared.books)
        try shared.index.remove(path: shared.books[1])
        #expect(try Self.batches(shared.index) == (1, 1))
        #expect(try shared.index.search("孙悟空", limit: 5).matches.isEmpty)
        #expect(try shared.index.search("Ishmael", limit: 5).matches.count == 1)
    }

    /// A commit appends its batch's postings together at the end of the table (in the table's own
    /// order, batch after batch), rather than one row into each bucket's run.
    @Test func aBatchsPostingsLieTogether() throws {
        let shelf = try Shelf()
        for path in shelf.books {
            try shelf.index.add(BookLoader.load(path: path), file: SourceFile(path: path), format: "text")
        }
        let rows = try shelf.index.database.prepare("SELECT batch FROM grams")
        var order: [Int64] = []
        while try rows.step() { order.append(rows.integer(0)) }
        #expect(Set(order).count == 3)
        #expect(order == order.sorted())
        #expect(try shelf.index.search("孙悟空", limit: 5).matches.count == 1)
    }

    @Test func theLimitKeepsTheFirstMatchesAndSaysThereWereMore() throws {
        let shelf = try Shelf()
        _ = shelf.index.update(paths: shelf.books)
        let all = try shelf.index.search("my", limit: 100)
        #expect(all.matches.count == 2 && !all.more)
        let one = try shelf.index.search("my", limit: 1)
        #expect(one.matches.count == 1 && one.more)
    }

    @Test func aDamagedIndexIsBuiltAnew() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Data(repeating: 0x41, count: 8192), to: "fulltext.sqlite")
        let index = try FullTextIndex(path: path)
        #expect(try index.books().isEmpty)
        let book = try folder.write(Data(Self.english.utf8), to: "english.txt")
        #expect(index.update(paths: [book]).indexed == [book])
        #expect(try index.search("Ishmael", limit: 5).matches.count == 1)
    }

    /// An update told to stop before a book indexes only the books begun before it (the next
    /// ones, read ahead while the last was written, are dropped), and counts the books it begins.
    @Test func anUpdateStoppedBeforeABookIndexesOnlyThoseBefore() throws {
        let shelf = try Shelf()
        var told: [(Int, String)] = []
        let update = shelf.index.update(paths: shelf.books) { n, _, path in
            told.append((n, path))
            return n < 2
        }
        let first = try #require(told.first?.1)
        #expect(update.indexed == [first])
        #expect(try shelf.index.books().map(\.path) == [first])
        #expect(told.first?.0 == 1 && told.last?.0 == 2 && told.map(\.0) == told.map(\.0).sorted())
        #expect(Set(told.map(\.1)).count == 2 && told.allSatisfy { shelf.books.contains($0.1) })
    }

    @Test func anUnreadableBookIsReportedAndTheRestIndexed() throws {
        let shelf = try Shelf()
        let missing = shelf.folder.path + "/books/none.txt"
        let update = shelf.index.update(paths: [missing] + shelf.books)
        #expect(update.failed.map(\.path) == [missing])
        #expect(update.indexed == shelf.books)
    }

    @Test func theBooksAreReadBackWithoutWritingAndNoneFromNoIndex() throws {
        let shelf = try Shelf()
        _ = shelf.index.update(paths: shelf.books)
        let books = FullTextIndex.books(at: shelf.index.path)
        #expect(books.map(\.path) == shelf.books.sorted())
        #expect(books.map(\.title) == ["chinese", "english", "japanese"])
        #expect(FullTextIndex.books(at: shelf.folder.path + "/none.sqlite").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: shelf.folder.path + "/none.sqlite"))
    }
}
