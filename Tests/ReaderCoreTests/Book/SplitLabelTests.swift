import Testing

@testable import ReaderCore

/// Admonition labels w3m broke over two lines (#21).
struct SplitLabelTests {
    @Test func theTwoPiecesMakeTheLabel() throws {
        let label = try #require(SplitLabel(first: "[注 注意", second: "意] 遵循 Unix 传统"))
        #expect(label.mended == "[注意] 注意")
        #expect(label.tailBytes == "意] ".utf8.count)
        #expect(label.tailColumns == 4)
        #expect(SplitLabel(first: "[Not Note", second: "e] If you") != nil, "any script")
    }

    @Test(arguments: [
        ("[see the manual", "page] for more"), ("[注 注意", "意]"), ("[注] 注意", "意] 文"), ("注 注意", "意] 文"), ("[注 注意", "  意] 文"),
        ("[注", "意] 文"),
    ])
    func whatIsNoBrokenLabel(first: String, second: String) {
        #expect(SplitLabel(first: first, second: second) == nil)
    }
}
