import FoundationEssentials
import Testing

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// The library's view of the state folder: every good state with when it was written; bad,
/// foreign and misnamed files skipped silently; forgetting deletes one file.
struct StateStoreListingTests {
    let directory = "/tmp/termreader-listing-test-\(getpid())-\(Int.random(in: 0..<1_000_000))"

    @Test func listsGoodStatesSkipsTheRestAndForgets() throws {
        defer { system("rm -rf '\(directory)'") }
        let store = StateStore(directory: directory)
        let good = ReadingState(fingerprint: "00000000000000aa", path: "/books/a.txt", location: Location(offset: 10, grapheme: 0))
        try store.save(good)
        try store.save(ReadingState(fingerprint: "00000000000000bb", path: "/books/b.txt", location: .start))
        // Corrupt JSON, a state filed under another fingerprint, a negative place, settings, a temporary file, a folder.
        #expect(AtomicFile.write(Data("{not json".utf8), to: directory + "/00000000000000cc.json", in: directory))
        #expect(AtomicFile.write(try JSONEncoder().encode(good), to: directory + "/00000000000000dd.json", in: directory))
        let negative = ReadingState(fingerprint: "00000000000000ee", path: "/x", location: Location(offset: -5, grapheme: 0))
        #expect(AtomicFile.write(try JSONEncoder().encode(negative), to: directory + "/00000000000000ee.json", in: directory))
        #expect(AtomicFile.write(Data("{}".utf8), to: directory + "/settings.json", in: directory))
        #expect(AtomicFile.write(Data("{}".utf8), to: directory + "/00000000000000aa.json.tmp.1", in: directory))
        #expect(mkdir(directory + "/00000000000000ff.json", 0o700) == 0)

        let listed = store.all().sorted { $0.state.fingerprint < $1.state.fingerprint }
        #expect(listed.map(\.state.fingerprint) == ["00000000000000aa", "00000000000000bb"])
        #expect(listed.first?.state.location.offset == 10)
        let now = Int(time(nil))
        #expect(listed.allSatisfy { abs($0.saved - now) < 60 }, "dated by the file's modification time")
        #expect(store.saved(fingerprint: "00000000000000aa")?.state == good)
        #expect(store.saved(fingerprint: "../../etc/passwd") == nil)

        #expect(store.forget(fingerprint: "00000000000000aa"))
        #expect(store.all().map(\.state.fingerprint) == ["00000000000000bb"])
        #expect(!store.forget(fingerprint: "../settings"), "only fingerprints name files")
    }

    @Test func aMissingFolderListsNothing() {
        #expect(StateStore(directory: directory + "/none").all().isEmpty)
    }
}

/// The fraction kept for the library is read only when it is one.
struct ReadingStateFractionTests {
    func decoded(_ fraction: String) throws -> Double? {
        let json = """
            {"version": 1, "fingerprint": "00000000000000aa", "path": "/a", "location": {"offset": 0, "grapheme": 0, "snippet": ""},
             "fraction": \(fraction)}
            """
        return try JSONDecoder().decode(ReadingState.self, from: Data(json.utf8)).fraction
    }

    @Test func onlyFractionsAreKept() throws {
        #expect(try decoded("0.25") == 0.25)
        #expect(try decoded("1") == 1)
        #expect(try decoded("1.5") == nil)
        #expect(try decoded("-0.1") == nil)
        #expect(try decoded("\"half\"") == nil, "a wrong type is dropped, the state kept")
        #expect(ReadingState(fingerprint: "a", path: "/a", location: .start, fraction: .nan).fraction == nil)
    }
}

/// The title and authors kept for the library survive a round trip; a missing or wrong one is just not there.
struct ReadingStateTitleTests {
    @Test func titleAndAuthorsAreKeptAndBadOnesDropped() throws {
        let state = ReadingState(fingerprint: "00000000000000aa", path: "/a", location: .start, title: "Emma", authors: ["Jane Austen"])
        let back = try JSONDecoder().decode(ReadingState.self, from: JSONEncoder().encode(state))
        #expect(back.title == "Emma" && back.authors == ["Jane Austen"])
        let json = """
            {"version": 1, "fingerprint": "00000000000000aa", "path": "/a", "location": {"offset": 0, "grapheme": 0, "snippet": ""},
             "title": 7, "authors": "Jane"}
            """
        let bad = try JSONDecoder().decode(ReadingState.self, from: Data(json.utf8))
        #expect(bad.title == nil && bad.authors == nil)
        #expect(bad.path == "/a")
    }
}
