import FoundationEssentials
import TestSupport
import Testing

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

@Suite struct AnnotationStoreTests {
    typealias F = NotesFixtures
    let store = AnnotationStore(directory: TestScratch.path("notes"))

    func contents(_ path: String) -> String? {
        AtomicFile.read(path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func whatIsSavedIsLoaded() throws {
        let notes = BookAnnotations(fingerprint: "0123456789abcdef", annotations: [F.annotation("a", modified: 5, note: "two\nlines")])
        try store.save(notes)
        let (loaded, warning) = store.load(fingerprint: "0123456789abcdef")
        #expect(warning == nil)
        #expect(loaded == notes)
        #expect(store.load(fingerprint: "fedcba9876543210").annotations.annotations.isEmpty)
    }

    @Test func twoReadersSavingKeepBothReadersAnnotations() throws {
        let fingerprint = "00000000000000aa"
        // Each reader loaded the book before the other saved.
        var first = store.load(fingerprint: fingerprint).annotations
        var second = store.load(fingerprint: fingerprint).annotations
        first.put(F.annotation("first", modified: 1))
        second.put(F.annotation("second", modified: 2))
        try store.save(first)
        let written = try store.save(second)
        #expect(written.annotations.map(\.id).sorted() == ["first", "second"])
        #expect(store.load(fingerprint: fingerprint).annotations == written)
    }

    @Test func aDamagedFileIsSetAsideAndReportedNeverDropped() throws {
        let fingerprint = "00000000000000bb"
        let path = store.path(for: fingerprint)
        #expect(AtomicFile.write(Data("{\"version\":1,\"annota".utf8), to: path, in: store.directory))
        let (loaded, warning) = store.load(fingerprint: fingerprint)
        #expect(loaded.annotations.isEmpty)
        let aside = try #require(warning?.split(separator: " ").last.map(String.init))
        #expect(warning?.hasPrefix("\(path) is damaged; set aside as ") == true)
        #expect(contents(aside) == "{\"version\":1,\"annota")
        #expect(contents(path) == nil)
        // A save over a damaged file sets it aside too, rather than merging with nothing and replacing it.
        #expect(AtomicFile.write(Data("[1, 2".utf8), to: path, in: store.directory))
        try store.save(BookAnnotations(fingerprint: fingerprint, annotations: [F.annotation("a", modified: 1)]))
        let folder = try FileManager.default.contentsOfDirectory(atPath: store.directory)
        let asides = folder.filter { $0.hasPrefix(fingerprint + ".json.damaged-") }.map { contents(store.directory + "/" + $0) }
        #expect(asides.sorted { ($0 ?? "") < ($1 ?? "") } == ["[1, 2", "{\"version\":1,\"annota"])
        #expect(store.load(fingerprint: fingerprint).annotations.annotations.map(\.id) == ["a"])
    }

    @Test func aFileOfALaterVersionIsLeftAsItIs() throws {
        let fingerprint = "00000000000000cc"
        let path = store.path(for: fingerprint)
        let later = #"{"version":2,"fingerprint":"00000000000000cc","annotations":[],"deleted":{},"shapes":[]}"#
        #expect(AtomicFile.write(Data(later.utf8), to: path, in: store.directory))
        #expect(store.load(fingerprint: fingerprint).warning == "\(path) was written by a later termreader")
        #expect(throws: StateError.self) { try store.save(BookAnnotations(fingerprint: fingerprint)) }
        #expect(contents(path) == later)
    }

    @Test func textAndNotesFromDiskAreCleanedOfControlSequences() throws {
        let fingerprint = "00000000000000dd"
        var hostile = F.annotation("a", modified: 1, note: "see \u{1B}]52;c;aGk=\u{07}this\nand that")
        hostile.text = "ab\u{1B}[2Jc"
        try store.save(BookAnnotations(fingerprint: fingerprint, annotations: [hostile]))
        let loaded = try #require(store.load(fingerprint: fingerprint).annotations.annotations.first)
        #expect(loaded.note == "see this\nand that")
        #expect(loaded.text == "abc")
    }
}
