import Foundation
import TestSupport
import Testing

@testable import ReaderCore

/// The reading log: merged by session, so two writers never lose each other's time; kept as the
/// reader's own data (a damaged file set aside, a later version left alone).
@Suite struct ReadingLogTests {
    func session(_ id: String, seconds: Int, pages: Int = 1) -> ReadingSessionRecord {
        ReadingSessionRecord(id: id, book: "b", title: "T", day: "2026-11-28", start: 100, seconds: seconds, pages: pages)
    }

    @Test func aSessionOnlyGrowsAndMergingLosesNone() {
        let a = ReadingLog(sessions: [session("1", seconds: 60), session("2", seconds: 30)])
        let b = ReadingLog(sessions: [session("1", seconds: 90), session("3", seconds: 10)])
        let merged = a.merged(with: b)
        #expect(merged.sessions.map(\.id).sorted() == ["1", "2", "3"])
        #expect(merged.sessions.first { $0.id == "1" }?.seconds == 90)
        #expect(merged == b.merged(with: a))
        #expect(merged.merged(with: merged) == merged)
        #expect(merged.merged(with: a) == merged)
    }

    @Test func titlesAreCleanedAndImpossibleSessionsDropped() {
        var bad = session("x", seconds: -5)
        bad.day = "yesterday"
        var shouting = session("y", seconds: 5)
        shouting.title = "\u{1B}]0;pwned\u{07}Title"
        let checked = ReadingLog(sessions: [bad, shouting]).checked()
        #expect(checked.sessions.map(\.id) == ["y"])
        #expect(!checked.sessions[0].title.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func twoWritersKeepBothSessionsAndADamagedFileIsSetAside() throws {
        let folder = try TemporaryFolder()
        let store = ReadingLogStore(directory: folder.path)
        try store.save([session("1", seconds: 60)])
        try store.save([session("2", seconds: 30)])
        try store.save([session("1", seconds: 120)])
        let (log, warning) = store.load()
        #expect(warning == nil)
        #expect(log.sessions.map { "\($0.id):\($0.seconds)" }.sorted() == ["1:120", "2:30"])
        try folder.write(Data("{ not json".utf8), to: "reading-log.json")
        let damaged = store.load()
        #expect(damaged.log.sessions.isEmpty)
        #expect(damaged.warning?.contains("set aside as") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasPrefix("reading-log.json.damaged-") })
    }

    @Test func aLogOfALaterVersionIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        let store = ReadingLogStore(directory: folder.path)
        let later = Data(#"{"version": 99, "sessions": []}"#.utf8)
        try folder.write(later, to: "reading-log.json")
        #expect(store.load().warning?.contains("later termreader") == true)
        #expect(throws: StateError.self) { try store.save([session("1", seconds: 1)]) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.file.path)) == later)
    }
}
