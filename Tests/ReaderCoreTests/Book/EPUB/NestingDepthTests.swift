import Testing

@testable import ReaderCore

/// The depth pre-scan closes elements as HTML's parser does, so no markup nests deeper in the
/// parser than the scan counted.
struct NestingDepthTests {
    func depth(_ markup: String) -> Int { NestingDepth.deepest(Array(markup.utf8)) }

    @Test func balancedMarkupCountsItsElements() {
        #expect(depth("<html><body><div><span>x</span></div></body></html>") == 4)
        #expect(depth("<p>a<p>b<li>c<br>d<img src=x/>") == 0)
    }

    @Test func anEndTagMatchingNothingClosesNothing() {
        #expect(depth(String(repeating: "<div></x>", count: 50)) == 50)
        #expect(depth(String(repeating: "<blockquote></table>", count: 30)) == 30)
    }

    @Test func anEndTagClosesTheElementsInsideItsMatch() {
        #expect(depth("<div><span><b>x</div><div>y</div>") == 3)
        #expect(depth("<section><div><div></section>" + String(repeating: "<i></i>", count: 5)) == 3)
    }

    @Test func countingStopsPastTheLimit() {
        #expect(depth(String(repeating: "<div>", count: 1_000_000)) == NestingDepth.limit + 1)
    }
}
