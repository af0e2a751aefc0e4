import TestSupport
import Testing

@testable import ReaderCore

/// Texts of every size — inline-small, short (kept in pages, across page ends) and long (kept as
/// strings) — read back as an array holds them, through appends, moves and removals.
@Suite struct TextArenaTests {
    /// `count` texts of seeded sizes and scripts, a few larger than a page.
    static func texts(_ count: Int, seed: UInt64) -> [String] {
        var random = SplitMix(state: seed)
        let pieces = ["a", "é", "字", "😀", " ", "\n"]
        return (0..<count).map { _ in
            let sizes = [0, 1 + random.next(15), 16 + random.next(240), 257 + random.next(2_000), TextArena.pageBytes / 3]
            let size = sizes[random.next(100) < 2 ? 4 : random.next(4)]
            let piece = pieces[random.next(pieces.count)]
            return String(repeating: piece, count: max(0, size / piece.utf8.count))
        }
    }

    static func contents(_ arena: TextArena) -> [String] {
        (0..<arena.count).map { i in
            let text = arena.text(at: i)
            #expect(arena.utf8Count(at: i) == text.utf8.count)
            #expect(arena.withUTF8(at: i) { Array($0) } == Array(text.utf8))
            return text
        }
    }

    @Test(arguments: [1, 2, 3])
    func readsBackWhatWasAppended(seed: UInt64) {
        let texts = Self.texts(3_000, seed: seed)
        var arena = TextArena()
        for text in texts { arena.append(text) }
        #expect(Self.contents(arena) == texts)
        var copied = TextArena()
        for i in stride(from: 0, to: texts.count, by: 3) { copied.append(arena, at: i) }
        #expect(Self.contents(copied) == stride(from: 0, to: texts.count, by: 3).map { texts[$0] })
    }

    @Test(arguments: [4, 5, 6])
    func movesAndRemovesAsAnArrayDoes(seed: UInt64) {
        var random = SplitMix(state: seed)
        let first = Self.texts(random.next(1_500), seed: seed), second = Self.texts(random.next(1_500), seed: seed + 100)
        var arena = TextArena(), other = TextArena()
        for text in first { arena.append(text) }
        for text in second { other.append(text) }
        arena.append(moving: &other)
        #expect(other.count == 0)
        var expected = first + second
        #expect(Self.contents(arena) == expected)
        let dropped = expected.indices.filter { _ in random.next(3) == 0 }
        arena.remove(dropped)
        for i in dropped.reversed() { expected.remove(at: i) }
        #expect(Self.contents(arena) == expected)
        arena.append("after the removal, a text long enough to be a string of its own " + String(repeating: "x", count: 300))
        arena.append("and a short one")
        #expect(Array(Self.contents(arena).suffix(1)) == ["and a short one"])
        #expect(arena.count == expected.count + 2)
    }
}
