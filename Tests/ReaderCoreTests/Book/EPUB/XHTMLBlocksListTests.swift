import Testing

@testable import ReaderCore

/// Ordered lists count from their `start`, whatever number a hostile book writes there.
struct XHTMLBlocksListTests {
    func items(_ body: String) -> [String] {
        let markup = SelfClosingTags.expand(Array("<html><body>\(body)</body></html>".utf8))
        return XHTMLBlocks(markup, base: 0).blocks.map(\.text)
    }

    @Test func aListCountsFromItsStart() {
        #expect(items(#"<ol start="7"><li>a</li><li>b</li></ol>"#) == ["7. a", "8. b"])
    }

    @Test(arguments: ["9223372036854775807", "-9223372036854775808", "99999999999999999999", "x"])
    func anyStartCountsWithoutOverflow(start: String) {
        let texts = items(#"<ol start="\#(start)"><li>a</li><li>b</li><li>c</li></ol>"#)
        #expect(texts.count == 3)
        #expect(texts.allSatisfy { $0.hasSuffix(". a") || $0.hasSuffix(". b") || $0.hasSuffix(". c") })
    }
}
