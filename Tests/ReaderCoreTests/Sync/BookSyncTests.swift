import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// Two machines, each with its own state and notes folders and its own copy of the sync folder,
/// which a sync tool carries between them file by file, late and in any order.
final class TwoMachines {
    let root: TemporaryFolder
    let fingerprint = "f00d"
    private(set) var clock = 1000.0

    init() throws {
        root = try TemporaryFolder()
    }

    func sync(_ machine: Int) -> BookSync {
        let home = root.path + "/m\(machine)"
        return BookSync(
            folder: SyncFolder(directory: home + "/Sync", device: "machine\(machine)"), states: StateStore(directory: home + "/state"),
            notes: AnnotationStore(directory: home + "/notes"))
    }

    func tick() -> Double {
        clock += 1
        return clock
    }

    /// What machine `m`'s state file holds now.
    func state(_ m: Int) -> ReadingState? {
        try? sync(m).states.load(fingerprint: fingerprint)
    }

    func notes(_ m: Int) -> BookAnnotations {
        sync(m).notes.load(fingerprint: fingerprint).annotations
    }

    /// A reading session on machine `m` changes the state, as the reader saves it (over what it loaded).
    func session(_ m: Int, _ change: (inout ReadingState) -> Void) throws {
        let store = sync(m).states
        let base = try store.load(fingerprint: fingerprint)
        var mine = base ?? ReadingState(fingerprint: fingerprint, path: "/books/b.txt", location: .start)
        change(&mine)
        try store.save(mine, over: base)
    }

    func annotate(_ m: Int, _ change: (inout BookAnnotations) -> Void) throws {
        var notes = notes(m)
        change(&notes)
        try sync(m).notes.save(notes)
    }

    @discardableResult
    func exchange(_ m: Int) -> [String] {
        sync(m).exchange(fingerprint: fingerprint, path: "/books/b.txt", now: tick())
    }

    /// The sync tool copies machine `from`'s record into machine `to`'s sync folder.
    func carry(from: Int, to: Int) throws {
        let source = sync(from).folder.path(for: fingerprint)
        guard let data = FileManager.default.contents(atPath: source) else { return }
        let target = sync(to).folder.folder(for: fingerprint)
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: target + "/machine\(from).json"))
    }
}

@Suite struct BookSyncTests {
    @Test func theSecondMachineOpensWhereTheFirstStopped() throws {
        let machines = try TwoMachines()
        try machines.session(0) { s in
            s.location = Location(offset: 4321, grapheme: 2)
            s.placedAt = 1500
            s.bookmarks = [Bookmark(location: Location(offset: 99, grapheme: 0), label: "here")]
        }
        try machines.annotate(0) {
            $0.put(Annotation(id: "n1", start: .start, end: Location(offset: 0, grapheme: 4), text: "Once", created: 1500))
        }
        #expect(machines.exchange(0).isEmpty)
        try machines.carry(from: 0, to: 1)
        // The second machine has never seen the book: its state comes from the record.
        #expect(machines.state(1) == nil)
        #expect(machines.exchange(1).isEmpty)
        let there = try #require(machines.state(1))
        #expect(there.location == Location(offset: 4321, grapheme: 2))
        #expect(there.path == "/books/b.txt")
        #expect(there.bookmarks.map(\.label) == ["here"])
        #expect(machines.notes(1).annotations.map(\.id) == ["n1"])
        // Each machine wrote only its own file.
        let files = try FileManager.default.contentsOfDirectory(atPath: machines.sync(1).folder.folder(for: machines.fingerprint))
        #expect(files.sorted() == ["machine0.json", "machine1.json"])
    }

    @Test func aBookmarkRemovedOnOneMachineIsNotBroughtBackByTheOther() throws {
        let machines = try TwoMachines()
        try machines.session(0) { $0.bookmarks = [Bookmark(location: Location(offset: 5, grapheme: 0), label: "five")] }
        machines.exchange(0)
        try machines.carry(from: 0, to: 1)
        machines.exchange(1)
        try machines.session(1) { $0.bookmarks = [] }
        machines.exchange(1)
        // Machine 0 still holds the bookmark and exchanges before hearing of the removal, then after.
        machines.exchange(0)
        try machines.carry(from: 1, to: 0)
        machines.exchange(0)
        #expect(machines.state(0)?.bookmarks.isEmpty == true)
    }

    @Test func unusableRecordsAreWarnedOfAndPassedOver() throws {
        let machines = try TwoMachines()
        try machines.session(0) { $0.location = Location(offset: 10, grapheme: 0) }
        let folder = machines.sync(0).folder.folder(for: machines.fingerprint)
        try machines.root.write(Data("{not json".utf8), to: "m0/Sync/books/f00d/broken.json")
        var other = SyncRecord(fingerprint: "beef", place: SyncedPlace(location: Location(offset: 1, grapheme: 0), fraction: nil, at: 1e12))
        try machines.root.write(try JSONEncoder().encode(other), to: "m0/Sync/books/f00d/\u{1B}]0;evil\u{07}.json")
        other.fingerprint = machines.fingerprint
        other.version = 99
        try machines.root.write(try JSONEncoder().encode(other), to: "m0/Sync/books/f00d/future.json")
        // A record whose places are impossible and whose label would move the cursor.
        var hostile = SyncRecord(
            fingerprint: machines.fingerprint, place: SyncedPlace(location: Location(offset: -5, grapheme: 0), fraction: nil, at: 1e12))
        hostile.bookmarks["7:0"] = SyncedBookmark(location: Location(offset: 7, grapheme: 0), label: "a\u{1B}[2Jb", at: 5)
        hostile.bookmarks["1:0"] = SyncedBookmark(location: Location(offset: 8, grapheme: 0), label: "wrong key", at: 5)
        try machines.root.write(try JSONEncoder().encode(hostile), to: "m0/Sync/books/f00d/hostile.json")
        let warnings = machines.exchange(0)
        #expect(warnings.count == 3)
        #expect(warnings.allSatisfy { $0.hasPrefix("ignoring sync record " + folder) })
        #expect(warnings.allSatisfy { !$0.contains("\u{1B}") })
        let state = try #require(machines.state(0))
        #expect(state.location.offset == 10)
        #expect(state.bookmarks.map(\.label) == ["a[2Jb"].map { _ in Sanitizer.printable("a\u{1B}[2Jb") })
        #expect(state.bookmarks.map(\.location.offset) == [7])
    }

    /// One step of two machines: a reading session that moves, marks, unmarks, highlights or
    /// deletes a highlight; an exchange with the sync folder; or the sync tool carrying a record.
    enum Step: CaseIterable {
        case move, mark, unmark, highlight, unhighlight, exchange, carry
    }

    @Test func anyInterleavingConvergesAndLosesNothing() async {
        // Each number picks a step, a machine and which bookmark or highlight it removes.
        let plan = Gen<Int>.int(in: 0...(Step.allCases.count * 2 * 64 - 1)).array(of: 1...40).map { numbers in
            numbers.map { x in (Step.allCases[x % Step.allCases.count], x / Step.allCases.count % 2, x / (Step.allCases.count * 2)) }
        }
        await propertyCheck(count: 60, input: plan) { plan in
            let machines = try! TwoMachines()
            var lastMove: Location?
            var made = Set<Int>(), unmarked = Set<Int>(), highlighted = Set<String>(), deleted = Set<String>()
            for (n, (step, m, pick)) in plan.enumerated() {
                switch step {
                case .move:
                    let place = Location(offset: 100 + n, grapheme: 0)
                    let at = machines.tick()
                    try! machines.session(m) { s in
                        s.location = place
                        s.placedAt = at
                    }
                    lastMove = place
                case .mark:
                    try! machines.session(m) { $0.bookmarks.append(Bookmark(location: Location(offset: n, grapheme: 0), label: "b\(n)")) }
                    made.insert(n)
                case .unmark:
                    guard let marks = machines.state(m)?.bookmarks, !marks.isEmpty else { continue }
                    let gone = marks[pick % marks.count].location
                    try! machines.session(m) { $0.bookmarks.removeAll { $0.location == gone } }
                    unmarked.insert(gone.offset)
                case .highlight:
                    let at = Int64(machines.tick())
                    try! machines.annotate(m) {
                        $0.put(
                            Annotation(
                                id: "h\(n)", start: Location(offset: n, grapheme: 0), end: Location(offset: n, grapheme: 3), text: "abc",
                                created: at))
                    }
                    highlighted.insert("h\(n)")
                case .unhighlight:
                    let live = machines.notes(m).annotations
                    guard !live.isEmpty else { continue }
                    let id = live[pick % live.count].id
                    let at = Int64(machines.tick())
                    try! machines.annotate(m) { $0.remove(id: id, at: at) }
                    deleted.insert(id)
                case .exchange:
                    #expect(machines.exchange(m).isEmpty)
                case .carry:
                    try! machines.carry(from: m, to: 1 - m)
                }
            }
            // The tool catches up and each machine opens the book again.
            for m in [0, 1, 0, 1] {
                machines.exchange(m)
                try! machines.carry(from: m, to: 1 - m)
            }
            let a = machines.state(0), b = machines.state(1)
            #expect(a == b)
            #expect(machines.notes(0) == machines.notes(1))
            if let lastMove { #expect(a?.location == lastMove) }
            #expect(Set(a?.bookmarks.map(\.location.offset) ?? []) == made.subtracting(unmarked))
            #expect(Set(machines.notes(0).annotations.map(\.id)) == highlighted.subtracting(deleted))
        }
    }
}
