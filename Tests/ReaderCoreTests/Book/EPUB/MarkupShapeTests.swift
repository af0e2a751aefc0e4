import Testing

@testable import ReaderCore

/// The pre-scan closes elements as HTML's parser does, so no markup nests deeper in the parser
/// than the scan counted, and it counts the elements the parser will build.
struct MarkupShapeTests {
    func depth(_ markup: String) -> Int { MarkupShape.of(Array(markup.utf8)).deepest }

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

    /// `<rp>` and `<rt>` close themselves only inside a `ruby` (found by fuzzing: 100,000 `<rp>`
    /// in a nav document nested 100,000 deep in the parser and took it a minute).
    @Test func rubyPartsNestOutsideARuby() {
        #expect(depth(String(repeating: "<rp>x", count: 40)) == 40)
        #expect(depth(String(repeating: "<rt>x", count: 30) + String(repeating: "</rt>", count: 30)) == 30)
        #expect(depth("<ruby>" + String(repeating: "<rb>漢</rb><rp>(</rp><rt>かん", count: 20) + "</ruby>") == 2, "ruby and one rb")
    }

    @Test func countingStopsPastTheLimit() {
        #expect(depth(String(repeating: "<div>", count: 1_000_000)) == MarkupShape.depthLimit + 1)
    }
}

extension MarkupShapeTests {
    @Test func everyStartTagIsAnElement() {
        #expect(MarkupShape.of(Array("<html><body><p>a<p>b<br><img src='x>'/></p></body></html>".utf8)).elements == 6)
        #expect(MarkupShape.of(Array("a < b, </p> <!-- c --> <3".utf8)).elements == 0)
    }

    /// Six million `<p>ab</p>` are refused before the parser builds 2.9 GB of nodes for them.
    @Test func tooManyElementsAreRefused() throws {
        let many = Array(String(repeating: "<p>ab</p>", count: MarkupShape.documentElements + 1).utf8)
        #expect(throws: ReaderError.badEPUB("b.epub", reason: "c.xhtml has more than \(MarkupShape.documentElements) elements")) {
            _ = try MarkupShape.check(many, entry: "c.xhtml", path: "b.epub")
        }
        #expect(try MarkupShape.check(Array(many.dropLast(9)), entry: "c.xhtml", path: "b.epub").elements == MarkupShape.documentElements)
    }

    /// Attributes are the words inside a tag after its name, quoted values one word each.
    @Test func aTagsAttributesAreCounted() {
        #expect(MarkupShape.of(Array(#"<a href="x y" id='z'>t</a><img  src=a.png   alt="">"#.utf8)).widestTag == 2)
    }

    /// An end tag left open over 4 MB of words (found by fuzzing) took the parser 9 s: a tag with
    /// more than `tagAttributes` attributes is refused; one with that many is read.
    @Test func aTagWithTooManyAttributesIsRefused() throws {
        let words = (0..<MarkupShape.tagAttributes).map { "w\($0)" }.joined(separator: " ")
        #expect(
            try MarkupShape.check(Array("<p>a</p \(words)>".utf8), entry: "c.xhtml", path: "b.epub").widestTag == MarkupShape.tagAttributes)
        let reason = "c.xhtml has a tag with more than \(MarkupShape.tagAttributes) attributes"
        #expect(throws: ReaderError.badEPUB("b.epub", reason: reason)) {
            _ = try MarkupShape.check(Array("<p>a</p \(words) more>".utf8), entry: "c.xhtml", path: "b.epub")
        }
    }

    /// A quote opens a value only after `=` (found by fuzzing: `<blockquote'>` and 100,000 nested
    /// blockquotes after it overflowed the stack, the quote having hidden them from the scan).
    @Test func aQuoteOutsideAValueHidesNoTags() {
        #expect(depth("<div'><div><div></x>") == 3)
        #expect(depth(#"<div title = "a>b"><div></x>"#) == 2)
    }

    /// `=` and quotes inside a tag's name are part of the name, as HTML's tokenizer reads them (found
    /// by fuzzing: `<pxlink:href="p>` hid the 524,000 paragraphs after it from the count of elements).
    @Test func aQuoteInATagsNameOpensNoValue() {
        #expect(depth(#"<a:b="c><div><div></x>"#) == 3)
        #expect(MarkupShape.of(Array(#"<p:x="p><p>a</p><p>b</p>"#.utf8)).elements == 3)
        // After `/` the name has ended: `y>z` is a quoted value.
        #expect(MarkupShape.of(Array(#"<p/x="y>z"><p>a</p>"#.utf8)).elements == 2)
    }
}
