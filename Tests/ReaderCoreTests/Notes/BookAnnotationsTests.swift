import PropertyBased
import Testing

@testable import ReaderCore

@Suite struct BookAnnotationsTests {
    typealias F = NotesFixtures

    @Test func putKeepsBookOrderAndReplacesByID() {
        var notes = BookAnnotations(fingerprint: "f")
        let later = Annotation(
            id: "b", start: Location(offset: 40, grapheme: 2), end: Location(offset: 40, grapheme: 5), text: "xyz", created: 1)
        let earlier = Annotation(
            id: "a", start: Location(offset: 10, grapheme: 0), end: Location(offset: 10, grapheme: 3), text: "abc", created: 1)
        notes.put(later)
        notes.put(earlier)
        #expect(notes.annotations.map(\.id) == ["a", "b"])
        var edited = earlier
        edited.note = "mine"
        notes.put(edited)
        #expect(notes.annotations.map(\.note) == ["mine", ""])
    }

    @Test func aDeletionOutlivesAnOlderCopyAndYieldsToALaterEdit() {
        var mine = BookAnnotations(fingerprint: "f", annotations: [F.annotation("a", modified: 10)])
        let theirs = mine
        mine.remove(id: "a", at: 20)
        // The other reader still holds it, unchanged: the deletion stands, whichever saves first.
        #expect(mine.merged(with: theirs).annotations.isEmpty)
        #expect(theirs.merged(with: mine).annotations.isEmpty)
        // The other reader changed it after the deletion: the change stands.
        let edited = BookAnnotations(fingerprint: "f", annotations: [F.annotation("a", modified: 30, note: "kept")])
        #expect(mine.merged(with: edited).annotations.map(\.note) == ["kept"])
    }

    @Test func theLaterChangeOfOneAnnotationWins() {
        let old = BookAnnotations(fingerprint: "f", annotations: [F.annotation("a", modified: 10, note: "old")])
        let new = BookAnnotations(fingerprint: "f", annotations: [F.annotation("a", modified: 11, note: "new", color: .pink)])
        #expect(old.merged(with: new).annotations.map(\.note) == ["new"])
        #expect(new.merged(with: old).annotations.map(\.color) == [.pink])
    }

    /// Sets of annotations drawn from a few identifiers, times and notes, some deleted.
    static let sets = Gen<Int>.int(in: 0...4).array(of: 0...6).map { picks -> BookAnnotations in
        var notes = BookAnnotations(fingerprint: "f")
        for (k, pick) in picks.enumerated() {
            let id = ["a", "b", "c"][pick % 3]
            if pick == 4 {
                notes.remove(id: id, at: Int64(k * 3))
            } else {
                notes.put(F.annotation(id, modified: Int64(pick * 2 + k % 2), note: "n\(k % 3)", color: HighlightColor.allCases[k % 4]))
            }
        }
        return notes
    }

    @Test func mergingIsCommutativeAssociativeAndIdempotent() async {
        await propertyCheck(count: 300, input: Self.sets, Self.sets, Self.sets) { a, b, c in
            #expect(a.merged(with: b) == b.merged(with: a))
            #expect(a.merged(with: b).merged(with: c) == a.merged(with: b.merged(with: c)))
            #expect(a.merged(with: a) == a.merged(with: BookAnnotations(fingerprint: "f")))
            let once = a.merged(with: b)
            #expect(once.merged(with: b) == once)
        }
    }
}
