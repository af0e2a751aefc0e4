import FoundationEssentials
import Testing

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// A book with text appended since it was read is the same book: its state (place and
/// bookmarks) is found by the start of the file, though its content fingerprint changed.
struct GrownStateTests {
    let directory = "/tmp/termreader-grown-test-\(getpid())-\(Int.random(in: 0..<1_000_000))"

    func write(_ text: String, to path: String) {
        #expect(AtomicFile.write(Data(text.utf8), to: path, in: directory))
    }

    @Test func aGrownBookFindsItsStateAndAnEditedOneDoesNot() throws {
        defer { system("rm -rf '\(directory)'") }
        let store = StateStore(directory: directory + "/state")
        let book = directory + "/book.txt"
        let text = (0..<3000).map { "Line \($0) of a serial that is still being written.\n" }.joined()
        write(text, to: book)
        let first = try SourceFile(path: book)
        let place = Location(offset: 90_000, grapheme: 3, snippet: "Line")
        let mark = Bookmark(location: Location(offset: 50_000, grapheme: 0), label: "here")
        try store.save(
            ReadingState(
                fingerprint: Fingerprint.of(first), path: book, location: place, bookmarks: [mark], prefix: PrefixFingerprint.of(first)))

        // Appended to: the same book.
        write(text + "A new chapter, appended.\n", to: book)
        let grown = try SourceFile(path: book)
        let fingerprint = Fingerprint.of(grown)
        #expect(fingerprint != Fingerprint.of(first))
        #expect(try store.load(fingerprint: fingerprint) == nil)
        let found = try #require(store.grownState(of: grown, fingerprint: fingerprint))
        #expect(found.location == place && found.bookmarks == [mark])
        #expect(found.fingerprint == fingerprint && found.prefix == PrefixFingerprint.of(grown))

        // The start changed, or the file did not grow: another book (or an edit), no state.
        write("Changed first line.\n" + text + "A new chapter, appended.\n", to: book)
        let edited = try SourceFile(path: book)
        #expect(store.grownState(of: edited, fingerprint: Fingerprint.of(edited)) == nil)
        write(String(text.dropLast(100)), to: book)
        let shrunk = try SourceFile(path: book)
        #expect(store.grownState(of: shrunk, fingerprint: Fingerprint.of(shrunk)) == nil)
    }

    @Test func aSmallBookThatGrowsPastTheSampleIsFoundToo() throws {
        defer { system("rm -rf '\(directory)'") }
        let store = StateStore(directory: directory + "/state")
        let book = directory + "/small.txt"
        write("A short start.\n", to: book)
        let first = try SourceFile(path: book)
        try store.save(
            ReadingState(
                fingerprint: Fingerprint.of(first), path: book, location: Location(offset: 2, grapheme: 0),
                prefix: PrefixFingerprint.of(first)))
        write("A short start.\n" + String(repeating: "More and more text.\n", count: 10_000), to: book)
        let grown = try SourceFile(path: book)
        #expect(store.grownState(of: grown, fingerprint: Fingerprint.of(grown))?.location.offset == 2)
    }
}

/// A state file is not trusted either: damaged bookmarks are dropped, and what reaches the
/// screen from it (labels, snippets) cannot carry a control sequence.
struct StateCheckTests {
    @Test func labelsAreCleanedAndDamagedBookmarksDropped() throws {
        let directory = "/tmp/termreader-state-check-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        defer { system("rm -rf '\(directory)'") }
        let store = StateStore(directory: directory)
        let evil = "\u{1B}]0;pwned\u{07}Chapter\u{1B}[2J one\nline two"
        try store.save(
            ReadingState(
                fingerprint: "0123456789abcdef", path: "x", location: Location(offset: 5, grapheme: 1, snippet: evil),
                bookmarks: [
                    Bookmark(location: Location(offset: 3, grapheme: 0), label: evil),
                    Bookmark(location: Location(offset: -3, grapheme: 0), label: "bad"),
                ]))
        let state = try #require(try store.load(fingerprint: "0123456789abcdef"))
        #expect(state.bookmarks.count == 1)
        #expect(state.bookmarks[0].label == "Chapter one line two")
        #expect(state.location.snippet == "Chapter one line two")
    }
}

/// The temporary file of an atomic write is created exclusively: a symbolic link planted where a
/// temporary name could be guessed is never followed, and its target keeps its bytes.
struct AtomicFileTests {
    let directory = "/tmp/termreader-atomic-test-\(getpid())-\(Int.random(in: 0..<1_000_000))"

    @Test func aPlantedLinkAtTheOldTemporaryNameIsNotFollowed() throws {
        defer { system("rm -rf '\(directory)'") }
        #expect(AtomicFile.makeDirectories(directory))
        let victim = directory + "/victim"
        let target = directory + "/state.json"
        #expect(FileManager.default.createFile(atPath: victim, contents: Data("precious".utf8)))
        #expect(symlink(victim, target + ".tmp.\(getpid())") == 0)
        #expect(AtomicFile.write(Data("{}".utf8), to: target, in: directory))
        #expect(AtomicFile.read(victim) == Data("precious".utf8))
        #expect(AtomicFile.read(target) == Data("{}".utf8))
    }

    @Test func theWrittenFileIsReadableByItsOwnerAndOthersAsBefore() throws {
        defer { system("rm -rf '\(directory)'") }
        let target = directory + "/settings.json"
        #expect(AtomicFile.write(Data("{}".utf8), to: target, in: directory))
        var info = stat()
        #expect(stat(target, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o644)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".tmp.") }
        #expect(leftovers.isEmpty)
    }
}

/// The reader never writes a state file it would refuse to read back (found by attack: 35,000
/// bookmarks loaded from 3.8 MB were written pretty-printed as 5.9 MB, and the next session
/// ignored the file and lost the place and every bookmark).
struct StateSizeTests {
    let directory = "/tmp/termreader-size-test-\(getpid())-\(Int.random(in: 0..<1_000_000))"

    @Test func aStateTooBigToReadBackIsNotWrittenAndTheFileStays() throws {
        defer { system("rm -rf '\(directory)'") }
        let store = StateStore(directory: directory)
        let place = Location(offset: 10, grapheme: 0, snippet: "")
        let small = ReadingState(fingerprint: "0123456789abcdef", path: "/b.txt", location: place)
        try store.save(small)
        let marks = (0..<40_000).map { Bookmark(location: Location(offset: $0, grapheme: 0, snippet: "a snippet"), label: "mark \($0)") }
        let big = ReadingState(fingerprint: "0123456789abcdef", path: "/b.txt", location: place, bookmarks: marks)
        #expect(throws: StateError.self) { try store.save(big) }
        #expect(try store.load(fingerprint: "0123456789abcdef") == small, "the file as it was, still readable")
    }
}
