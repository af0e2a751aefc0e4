import PropertyBased
import Testing

@testable import ReaderCore

@Suite struct SyncRecordTests {
    static func place(_ offset: Int, at: Double) -> SyncedPlace {
        SyncedPlace(location: Location(offset: offset, grapheme: 0), fraction: nil, at: at)
    }

    static func state(_ offset: Int, placedAt: Double?, marks: [Int] = [], writing: WritingMode? = nil) -> ReadingState {
        ReadingState(
            fingerprint: "f", path: "/b.txt", location: Location(offset: offset, grapheme: 0),
            bookmarks: marks.map { Bookmark(location: Location(offset: $0, grapheme: 0), label: "m\($0)") }, writing: writing,
            placedAt: placedAt)
    }

    @Test func theLaterPlaceWinsWhicheverIsMergedFirst() {
        let a = SyncRecord(fingerprint: "f", place: Self.place(10, at: 100))
        let b = SyncRecord(fingerprint: "f", place: Self.place(20, at: 200))
        #expect(a.merged(with: b).place?.location.offset == 20)
        #expect(b.merged(with: a).place?.location.offset == 20)
    }

    @Test func aRemovedBookmarkStaysRemovedAgainstAnOlderCopy() {
        let made = SyncRecord(fingerprint: "f").absorbing(
            Self.state(0, placedAt: nil, marks: [5]), annotations: .init(fingerprint: "f"), now: 10)
        let removed = made.absorbing(Self.state(0, placedAt: nil), annotations: .init(fingerprint: "f"), now: 20)
        #expect(removed.bookmarks["5:0"]?.removed == true)
        #expect(made.merged(with: removed).liveBookmarks.isEmpty)
        #expect(removed.merged(with: made).liveBookmarks.isEmpty)
        // Made again after the removal: it is back.
        let again = removed.absorbing(Self.state(0, placedAt: nil, marks: [5]), annotations: .init(fingerprint: "f"), now: 30)
        #expect(again.merged(with: made).liveBookmarks.map(\.location.offset) == [5])
    }

    @Test func aChangeAfterSeeingALaterClockIsStampedAfterIt() {
        // Another machine's clock is ahead: its place says 1000. This machine, at 500 by its own
        // clock, moves after seeing it: the move must win.
        let seen = SyncRecord(fingerprint: "f", place: Self.place(10, at: 1000))
        let moved = seen.absorbing(Self.state(30, placedAt: 500), annotations: .init(fingerprint: "f"), now: 500)
        #expect(moved.place!.at > 1000)
        #expect(moved.merged(with: seen).place?.location.offset == 30)
    }

    @Test func aFirstRecordKeepsThePlacesOwnTime() {
        let never = SyncRecord(fingerprint: "f").absorbing(Self.state(0, placedAt: nil), annotations: .init(fingerprint: "f"), now: 50)
        #expect(never.place?.at == 0)
        let old = SyncRecord(fingerprint: "f").absorbing(Self.state(40, placedAt: 30), annotations: .init(fingerprint: "f"), now: 50)
        #expect(old.place?.at == 30)
        // A place moved on another machine since (at 40) beats this older one.
        #expect(old.merged(with: SyncRecord(fingerprint: "f", place: Self.place(7, at: 40))).place?.location.offset == 7)
    }

    @Test func appliedStateTakesThePlaceBookmarksAndWriting() {
        var record = SyncRecord(fingerprint: "f", place: Self.place(70, at: 300))
        record.bookmarks["9:0"] = SyncedBookmark(location: Location(offset: 9, grapheme: 0), label: "nine", at: 1)
        record.bookmarks["3:0"] = SyncedBookmark(location: Location(offset: 3, grapheme: 0), label: "three", at: 1)
        record.bookmarks["4:0"] = SyncedBookmark(location: Location(offset: 4, grapheme: 0), label: "gone", removed: true, at: 2)
        record.writing = SyncedWriting(mode: .vertical, at: 5)
        let applied = record.applied(to: Self.state(10, placedAt: 200, marks: [4]))
        #expect(applied.location.offset == 70)
        #expect(applied.placedAt == 300)
        #expect(applied.bookmarks.map(\.label) == ["three", "nine"])
        #expect(applied.writing == .vertical)
        // A later place of this machine's is kept.
        #expect(record.applied(to: Self.state(10, placedAt: 400)).location.offset == 10)
    }

    /// Records drawn from a few places, bookmarks and writings at a few times.
    static let records = Gen<Int>.int(in: 0...11).array(of: 0...8).map { picks -> SyncRecord in
        var record = SyncRecord(fingerprint: "f")
        for (k, pick) in picks.enumerated() {
            let at = Double(pick % 3 + k % 2)
            switch pick % 4 {
            case 0: record.place = SyncedPlace(location: Location(offset: pick, grapheme: k % 2), fraction: Double(k % 3) / 4, at: at)
            case 1, 2:
                let location = Location(offset: pick % 3, grapheme: 0, snippet: "s\(k % 2)")
                record.bookmarks[SyncedBookmark.key(location)] = SyncedBookmark(
                    location: location, label: "l\(k % 3)", removed: pick % 4 == 2, at: at)
            default: record.writing = SyncedWriting(mode: k % 3 == 0 ? nil : WritingMode.allCases[k % 2], at: at)
            }
        }
        return record
    }

    @Test func mergingIsCommutativeAssociativeAndIdempotent() async {
        await propertyCheck(count: 400, input: Self.records, Self.records, Self.records) { a, b, c in
            #expect(a.merged(with: b) == b.merged(with: a))
            #expect(a.merged(with: b).merged(with: c) == a.merged(with: b.merged(with: c)))
            #expect(a.merged(with: a) == a)
            let once = a.merged(with: b)
            #expect(once.merged(with: b) == once)
        }
    }
}
