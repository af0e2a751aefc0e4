import FoundationEssentials
import TestSupport
import Testing

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

@Suite(.enabled(if: Corpus.available, "needs ../shared/corpus"))
struct IndexCacheEntryTests {
    let directory = TestScratch.path("cache")

    func entry(_ file: String) throws -> (IndexCacheEntry, BookSource, Book) {
        let source = try BookSource.open(path: Corpus.path(file)!)
        let book = try #require(try BookLoader.load(source))
        let cache = IndexCacheEntry(book: book, source: source, fingerprint: Fingerprint.of(source.file), modified: 42)
        return (cache, source, book)
    }

    @Test(arguments: [
        "zh/xiyouji.gb18030.txt", "en/moby-dick.pg2701.utf8.txt", "en/war-and-peace.pg2600.utf8.txt",
        "structured/apache-license-2.0.txt",
    ])
    func aCachedIndexGivesTheSameBook(file: String) throws {
        let (cache, source, book) = try entry(file)
        let store = IndexCacheFolder(directory: directory)
        #expect(store.save(cache))
        let loaded = try #require(store.load(fingerprint: cache.fingerprint, size: cache.size, modified: 42))
        #expect(loaded == cache)
        let opening = try #require(store.loadOpening(fingerprint: cache.fingerprint, size: cache.size, modified: 42))
        #expect(opening == BookOpening(cache))
        #expect(opening.known?.0 == source.detection)
        let (detection, style) = try #require(loaded.known)
        #expect(detection == source.detection)
        #expect(style == source.wrapStyle)
        let reopened = try BookSource(file: source.file, known: loaded.known)
        let again = try #require(try BookLoader.load(reopened, cache: loaded))
        #expect(again.chapters == book.chapters)
        #expect(again.paragraphs == book.paragraphs)
    }

    @Test func staleOrCorruptEntriesAreIgnored() throws {
        let (cache, _, _) = try entry("en/alice-in-wonderland.pg11.utf8.txt")
        let store = IndexCacheFolder(directory: directory)
        store.save(cache)
        #expect(store.load(fingerprint: cache.fingerprint, size: cache.size + 1, modified: 42) == nil)
        #expect(store.load(fingerprint: cache.fingerprint, size: cache.size, modified: 43) == nil)
        #expect(store.loadOpening(fingerprint: cache.fingerprint, size: cache.size, modified: 43) == nil)
        let path = store.path(for: cache.fingerprint)
        _ = AtomicFile.write(Data("{not json".utf8), to: path, in: directory)
        #expect(store.load(fingerprint: cache.fingerprint, size: cache.size, modified: 42) == nil)
    }

    @Test func chaptersThatDoNotFitTheTextAreRejected() throws {
        var (cache, source, book) = try entry("en/alice-in-wonderland.pg11.utf8.txt")
        cache.chapters[3].offset += 1
        #expect(cache.chapters(for: Array(book.paragraphs), rules: .auto) == nil)
        // The loader then falls back to detection.
        let again = try #require(try BookLoader.load(source, cache: cache))
        #expect(again.chapters == book.chapters)
    }

    @Test func levelsThatDoNotMakeATreeAreRejected() throws {
        let (cache, _, book) = try entry("en/war-and-peace.pg2600.utf8.txt")
        #expect(cache.chapters[1].level == 2 && cache.chapters[1].containers == ["Book One: 1805"])
        #expect(cache.chapters(for: Array(book.paragraphs), rules: .auto) == book.chapters)
        var skipping = cache
        skipping.chapters[1].level = 3 // a level-3 chapter under a level-1 one, with nothing between
        skipping.chapters[1].containers = []
        #expect(skipping.chapters(for: Array(book.paragraphs), rules: .auto) == nil)
        var orphan = cache
        orphan.chapters[1].containers = ["A", "B"] // containers above the top
        #expect(orphan.chapters(for: Array(book.paragraphs), rules: .auto) == nil)
        var deep = cache
        deep.chapters[0].level = IndexCacheEntry.maxLevel + 1
        deep.chapters[0].containers = Array(repeating: "x", count: IndexCacheEntry.maxLevel)
        #expect(deep.chapters(for: Array(book.paragraphs), rules: .auto) == nil)
    }
}
