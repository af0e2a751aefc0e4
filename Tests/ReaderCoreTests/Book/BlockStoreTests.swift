import Testing

@testable import ReaderCore

@Suite struct BlockStoreTests {
    /// Blocks of every shape: ASCII, CJK, empty, with spans, short (held inline) and long.
    static let blocks: [Paragraph] = [
        Paragraph(offset: 0, text: "It was a bright cold day."),
        Paragraph(offset: 30, text: "第一回　灵根育孕源流出", kind: .heading1),
        Paragraph(offset: 70, text: ""),
        Paragraph(offset: 71, text: "an _emphasis_", kind: .paragraph, spans: [InlineSpan(.emphasis, utf8: 3..<11)]),
        Paragraph(offset: 90, text: String(repeating: "é", count: 100_000)),
        Paragraph(offset: 2_100_000, text: "after the long one", kind: .listItem),
        Paragraph(offset: 2_100_020, text: String(repeating: "x", count: 16)),
        Paragraph(offset: 3_200_000, text: "the next chunk"),
    ]

    /// Every block reads back as it was stored, whatever its size.
    @Test func readsBackWhatWasStored() {
        let store = BlockStore(Self.blocks)
        #expect(Array(store) == Self.blocks)
        for i in Self.blocks.indices {
            #expect(store.text(at: i) == Self.blocks[i].text)
            #expect(store.utf8Count(at: i) == Self.blocks[i].text.utf8.count)
        }
    }

    /// Blocks copied from another store (a run's, a chapter's) are the same blocks.
    @Test func copiesBlocksFromAnotherStore() {
        let store = BlockStore(Self.blocks)
        let copied = BlockStore(store, 1..<7)
        #expect(Array(copied) == Array(Self.blocks[1..<7]))
    }

    /// Moving stores onto one another and dropping blocks keep the others as they were.
    @Test func movesAndDrops() {
        var first = BlockStore(Self.blocks[..<3]), second = BlockStore(Self.blocks[3...])
        first.append(moving: &second)
        #expect(second.isEmpty)
        #expect(Array(first) == Self.blocks)
        first.removeAll { $0.kind == .heading1 || $0.offset == 2_100_020 }
        #expect(Array(first) == Self.blocks.filter { $0.kind != .heading1 && $0.offset != 2_100_020 })
    }

    /// Dropping blocks by index (as a fortune file drops its `%` lines) keeps each kept block's spans
    /// with it, those before and after the dropped ones alike.
    @Test func dropsByIndexKeepingSpans() {
        var blocks = Self.blocks
        blocks.append(Paragraph(offset: 3_300_000, text: "more *strong*", kind: .paragraph, spans: [InlineSpan(.strong, utf8: 5..<13)]))
        for dropped in [Set<Int>(), [0], [2, 3], [3, 8], Set(blocks.indices)] {
            var store = BlockStore(blocks)
            store.removeAll { _, i in dropped.contains(i) }
            let kept = blocks.indices.filter { !dropped.contains($0) }.map { blocks[$0] }
            #expect(Array(store) == kept, "dropping \(dropped.sorted())")
        }
    }
}
