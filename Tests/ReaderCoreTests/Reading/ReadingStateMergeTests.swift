import FoundationEssentials
import Testing

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// Two readers on one book: each save keeps what the other saved meanwhile.
struct ReadingStateMergeTests {
    static func place(_ offset: Int) -> Location { Location(offset: offset, grapheme: 0) }
    static func mark(_ offset: Int) -> Bookmark { Bookmark(location: place(offset), label: "at \(offset)") }
    static func state(_ offset: Int, marks: [Int] = [], at: Double? = nil, writing: WritingMode? = nil) -> ReadingState {
        ReadingState(fingerprint: "f", path: "/b.txt", location: place(offset), bookmarks: marks.map(mark), writing: writing, placedAt: at)
    }

    @Test func theReaderWhoDidNotMoveKeepsTheOthersPlace() {
        let base = Self.state(100, at: 1)
        let disk = Self.state(500, at: 5)
        let merged = ReadingState.merged(mine: Self.state(100, at: 1), base: base, disk: disk)
        #expect(merged.location == Self.place(500))
        #expect(merged.placedAt == 5)
    }

    @Test func whenBothMovedTheLaterMoveWins() {
        let base = Self.state(100, at: 1)
        #expect(ReadingState.merged(mine: Self.state(300, at: 9), base: base, disk: Self.state(500, at: 5)).location == Self.place(300))
        #expect(ReadingState.merged(mine: Self.state(300, at: 4), base: base, disk: Self.state(500, at: 5)).location == Self.place(500))
    }

    @Test func bookmarksAreUnitedAndDeletionsRemembered() {
        let base = Self.state(0, marks: [10, 20, 30])
        // This reader removed 20 and added 40; the other removed 30 and added 50.
        let mine = Self.state(0, marks: [10, 30, 40])
        let disk = Self.state(0, marks: [10, 20, 50])
        let merged = ReadingState.merged(mine: mine, base: base, disk: disk)
        #expect(merged.bookmarks.map(\.location.offset) == [10, 40, 50], "in book order")
    }

    @Test func noFileOrNoBaseKeepsEverythingOfBoth() {
        #expect(ReadingState.merged(mine: Self.state(7, marks: [1]), base: nil, disk: nil) == Self.state(7, marks: [1]))
        let merged = ReadingState.merged(mine: Self.state(7, marks: [1]), base: nil, disk: Self.state(9, marks: [2], at: 3))
        #expect(merged.bookmarks.map(\.location.offset) == [1, 2])
    }

    @Test func aLabelThisReaderWroteIsKept() {
        let base = Self.state(0, marks: [10, 20])
        var mine = base
        mine.bookmarks[1].label = "the storm"
        var disk = Self.state(0, marks: [10, 20, 30])
        disk.bookmarks[0].label = "their label"
        let merged = ReadingState.merged(mine: mine, base: base, disk: disk)
        #expect(merged.bookmarks.map(\.label) == ["their label", "the storm", disk.bookmarks[2].label])
    }

    @Test func theWritingIsTheOneChanged() {
        let base = Self.state(0, writing: nil)
        #expect(ReadingState.merged(mine: base, base: base, disk: Self.state(0, writing: .vertical)).writing == .vertical)
        #expect(
            ReadingState.merged(mine: Self.state(0, writing: .horizontal), base: base, disk: Self.state(0, writing: .vertical)).writing
                == .horizontal)
    }

    @Test func twoSessionsSavingInTurnLoseNothing() throws {
        let directory = "/tmp/termreader-merge-test-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        defer { system("rm -rf '\(directory)'") }
        let store = StateStore(directory: directory)
        try store.save(Self.state(0, marks: [10]))
        let a = try store.load(fingerprint: "f"), b = try store.load(fingerprint: "f")
        // A bookmarks 20 and moves on; B, opened at the same time, later moves and quits.
        let savedA = try store.save(Self.state(200, marks: [10, 20], at: 100), over: a)
        try store.save(Self.state(300, marks: [10], at: 50), over: b)
        let final = try #require(try store.load(fingerprint: "f"))
        #expect(final.bookmarks.map(\.location.offset) == [10, 20])
        #expect(final.location == Self.place(200), "A moved later than B")
        #expect(savedA.bookmarks.count == 2)
    }

    /// A session saves again and again (every turn), each time over what it saved before: a
    /// bookmark another reader added in between is kept by every later save.
    @Test func repeatedSavesKeepTheOthersBookmark() throws {
        let directory = "/tmp/termreader-merge-test-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        defer { system("rm -rf '\(directory)'") }
        let store = StateStore(directory: directory)
        var b: ReadingState? = nil
        let first = Self.state(100, at: 1)
        try store.save(first, over: b)
        b = first
        try store.save(Self.state(100, marks: [40], at: 2), over: nil) // the other reader
        for offset in [200, 300] {
            let mine = Self.state(offset, at: Double(offset))
            try store.save(mine, over: b)
            b = mine
        }
        let final = try #require(try store.load(fingerprint: "f"))
        #expect(final.bookmarks.map(\.location.offset) == [40])
        #expect(final.location == Self.place(300))
    }

    @Test func aFileWithoutPlacedAtIsRead() throws {
        let json = #"{"version":1,"fingerprint":"f","path":"/b","location":{"offset":3,"grapheme":0,"snippet":""}}"#
        let state = try JSONDecoder().decode(ReadingState.self, from: Data(json.utf8))
        #expect(state.placedAt == nil)
    }
}
