import CGumbo
import Foundation
import TestSupport
import Testing

@testable import ReaderCore

/// A book's XHTML read by expat gives the very tree gumbo gives (HTML5's rules), or is left to gumbo.
@Suite struct MarkupDocumentTests {
    /// Gumbo's tree of `bytes`, copied into a tree like expat's.
    static func gumbo(_ bytes: [UInt8]) -> MarkupTree {
        let document = try! MarkupDocument(bytes)
        return withExtendedLifetime(document) {
            guard case .gumbo(let root) = document.root.storage else { preconditionFailure("parsed by gumbo") }
            var builder = MarkupTree.Builder()
            copy(root, to: nil, into: &builder)
            return MarkupTree(builder)
        }
    }

    private static func copy(_ node: UnsafeMutablePointer<GumboNode>, to parent: Int?, into builder: inout MarkupTree.Builder) {
        let kind: MarkupTree.Kind
        switch node.pointee.type {
        case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE: kind = .element
        case GUMBO_NODE_TEXT: kind = .text
        case GUMBO_NODE_WHITESPACE: kind = .whitespace
        case GUMBO_NODE_CDATA: kind = .cdata
        case GUMBO_NODE_COMMENT: kind = .comment
        default: return
        }
        guard kind == .element else {
            let text = node.pointee.v.text
            builder.append(kind, offset: Int(text.start_pos.offset), value: text.text.map { String(cString: $0) } ?? "", to: parent)
            return
        }
        let element = node.pointee.v.element
        var attributes: [(name: String, value: String)] = []
        for i in 0..<Int(element.attributes.length) {
            guard let a = element.attributes.data[i]?.assumingMemoryBound(to: GumboAttribute.self), let name = a.pointee.name else {
                continue
            }
            attributes.append((String(cString: name), a.pointee.value.map { String(cString: $0) } ?? ""))
        }
        let index = builder.append(
            .element, offset: Int(element.start_pos.offset), value: MarkupNode.name(of: element), attributes: attributes, to: parent)
        for i in 0..<Int(element.children.length) {
            if let child = element.children.data[i] { copy(child.assumingMemoryBound(to: GumboNode.self), to: index, into: &builder) }
        }
    }

    /// Whether `MarkupDocument(xhtml:)` left the document to gumbo.
    static func parsedByGumbo(_ bytes: [UInt8]) -> Bool {
        guard case .gumbo = try! MarkupDocument(xhtml: bytes).root.storage else { return false }
        return true
    }

    /// Why two trees differ (the first node that does, by its path), or nil when they are the same.
    static func difference(_ a: MarkupTree, _ b: MarkupTree) -> String? {
        func describe(_ t: MarkupTree, _ i: Int) -> String {
            let n = t.nodes[i]
            let attributes = t.attributes[n.attributes].map { "\($0.name)=\($0.value)" }.joined(separator: " ")
            return "\(n.kind) @\(n.offset) \(n.value.debugDescription) [\(attributes)]"
        }
        func compare(_ i: Int, _ j: Int, _ path: String) -> String? {
            let (x, y) = (describe(a, i), describe(b, j))
            guard x == y else { return "\(path): \(x) ≠ \(y)" }
            var (p, q) = (a.nodes[i].firstChild, b.nodes[j].firstChild)
            var k = 0
            while p >= 0 || q >= 0 {
                guard p >= 0, q >= 0 else {
                    return "\(path)/\(k): \(p >= 0 ? describe(a, p) : "nothing") ≠ \(q >= 0 ? describe(b, q) : "nothing")"
                }
                if let found = compare(p, q, "\(path)/\(k)") { return found }
                (p, q, k) = (a.nodes[p].nextSibling, b.nodes[q].nextSibling, k + 1)
            }
            return nil
        }
        return a.nodes.isEmpty || b.nodes.isEmpty ? (a.nodes.count == b.nodes.count ? nil : "empty") : compare(0, 0, "")
    }

    static func page(_ body: String, head: String = "<title>T</title>") -> [UInt8] {
        SelfClosingTags.expand(
            Array(
                """
                <?xml version="1.0" encoding="utf-8"?>
                <!DOCTYPE html>
                <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en">
                <head>
                  \(head)
                </head>
                <body>
                \(body)
                </body>
                </html>

                """.utf8))
    }

    static let alike: [[UInt8]] = [
        page(
            #"<h1 id="c1" class="chapter">Chapter <em>One</em></h1><p>It was &amp; is &#160;&lt;here&gt; — <a href="n.xhtml#n1" epub:type="noteref">1</a>.</p>"#
        ),
        page("<p>A<br/>B<img src=\"a.png\" alt=\"a\"/> C</p>\r\n<!-- a comment -->\r\n<p>D</p>"),
        page("<pre>\nline one\n  line two</pre><pre>\r\n<code>x = 1</code>\n</pre><pre><b>k</b>\nv</pre>"),
        page("<table><tr><td>a</td><td>b</td></tr>\n<tr><th>c</th></tr></table><table><tbody><tr><td>d</td></tr></tbody></table>"),
        page("<ol start=\"3\"><li>one<ul><li>inner</li></ul></li><li><p>two</p></li></ol><dl><dt>t</dt><dd>d</dd></dl>"),
        page("<p><ruby>漢<rp>(</rp><rt>かん</rt><rp>)</rp></ruby>字</p><div><section><h2>S</h2><p>x</p></section></div>"),
        page("<p>x</p>", head: "<meta charset=\"utf-8\"/><link rel=\"stylesheet\" href=\"s.css\"/><style>p { margin: 0 }</style>"),
        Array("<html><head><title>T</title></head>\n<body><p>x</p></body>\n\n</html>\n\n".utf8),
        Array("<html>\n  <head></head>\n  <body>\n<p>x</p>\n</body>\n</html>".utf8),
        Array("<html><body><h1>Book</h1>\n<p>x</p>\n</body></html>\n".utf8), Array("<html>\n<p>implied</p>\n</html>".utf8),
        Array(
            "\n<h1>Markdown</h1>\n<p>a <em>b</em></p>\n<pre><code>c\n</code></pre>\n<table>\n<thead>\n<tr>\n<th>h</th>\n</tr>\n</thead>\n</table>\n"
                .utf8),
        Array("<!-- c --><p>fragment</p><p>two</p>".utf8), Array("<body><p>a body</p></body>".utf8), Array("<p>not html</p>".utf8),
    ]

    @Test func expatGivesGumbosTreeOfWellFormedXHTML() throws {
        for bytes in Self.alike {
            let tree = try #require(XHTMLTreeReader.tree(bytes), "\(String(decoding: bytes, as: UTF8.self))")
            #expect(!Self.parsedByGumbo(bytes))
            #expect(Self.difference(tree, Self.gumbo(bytes)) == nil, "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    static let unlike: [[UInt8]] = [
        page("<p>a<div>b</div></p>"), page("<h1>a<h2>b</h2></h1>"), page("<p><a href=\"x\">a<a href=\"y\">b</a></a></p>"),
        page("<ul><li>a<div><li>b</li></div></li></ul>"), page("<table>text<tr><td>a</td></tr></table>"),
        page("<table><tr><td>a</td></tr><tbody><tr><td>b</td></tr></tbody></table>"), page("<p>a<br></br>b</p>"),
        page("<p><![CDATA[x < y]]></p>"), page("<p><svg><rect/></svg></p>"), page("<p>&#150;</p>"), page("<p>a&#13;b</p>"),
        page("<p class=\"a\tb\">x</p>"), page("<td>x</td>"), page("<p><img src=\"a\">x</img></p>"), page("<p><?pi x?></p>"),
        page("<p>x</p>", head: "<style>a &gt; b { }</style>"), page("<p>x</p>", head: "<div>in head</div>"),
        page("<x:p>x</x:p>"), Array("<html><head></head><body><p>a<span/>b</p></body></html>".utf8), page("<p><form>x</form></p>"),
        page("<pre>&#10;x</pre>"),
        Array("<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.1//EN\" \"x.dtd\"><html><head></head><body><p>&nbsp;</p></body></html>".utf8),
        Array("<!DOCTYPE html [<!ENTITY e \"x\">]><html><head></head><body><p>&e;</p></body></html>".utf8),
        Array("<html><head></head><body><p>x</p></body>tail</html>".utf8),
        Array("<html><head></head><body><p>x</p></body>\n<!-- after -->\n</html>".utf8),
        Array("<html><head></head><body><p>unclosed</body></html>".utf8), Array("text first<p>x</p>".utf8),
        Array("<meta charset=\"utf-8\"/><p>x</p>".utf8), Array("<html><head></head><body></body></html><p>x</p>".utf8),
    ]

    @Test func whatHTMLWouldBuildOtherwiseIsLeftToGumbo() {
        for bytes in Self.unlike {
            #expect(XHTMLTreeReader.tree(bytes) == nil, "\(String(decoding: bytes, as: UTF8.self))")
            #expect(Self.parsedByGumbo(bytes))
        }
    }

    /// Every document of the corpus's EPUBs: the tree is gumbo's, and most are read by expat.
    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus")) func everyCorpusDocumentGetsGumbosTree() throws {
        var read = 0, total = 0
        for name in [
            "alice-in-wonderland.epub3", "moby-dick.idpf-sample.epub3", "pride-and-prejudice.pg1342.epub2", "sherlock-holmes.pg1661.epub2",
        ] {
            let archive = try EPUBArchive(path: try #require(Corpus.existing("epub/\(name).epub")))
            for entry in archive.names.sorted() where entry.hasSuffix(".xhtml") || entry.hasSuffix(".html") || entry.hasSuffix(".htm") {
                let bytes = SelfClosingTags.expand(try archive.readMarkup(entry))
                total += 1
                guard let tree = XHTMLTreeReader.tree(bytes) else { continue }
                read += 1
                #expect(Self.difference(tree, Self.gumbo(bytes)) == nil, "\(name) \(entry)")
            }
        }
        #expect(total > 100 && read * 10 >= total * 9, "\(read) of \(total) read by expat")
    }

    /// Unclosed formatting elements are rebuilt by HTML5 inside every paragraph after them: 100 of
    /// them before 1,000 paragraphs ask for 100,000 elements from 9 KB. The parse stops at its
    /// limit, and a document as long in real prose parses.
    @Test func aParseStopsAtItsMemoryLimit() throws {
        let unclosed = (0..<100).map { "<b id=\"b\($0)\">" }.joined()
        let bomb = Array(("<html><body><p>" + unclosed + "a</p>" + String(repeating: "<p>a</p>", count: 1000) + "</body></html>").utf8)
        let reason = #expect(throws: MarkupDocument.TooLarge.self) { try MarkupDocument(bomb) }.map { $0.reason("c.xhtml") }
        #expect(reason == "c.xhtml needs more than 4 MB to parse")
        let closed = Array(
            ("<html><body><p>" + unclosed + "a" + String(repeating: "</b>", count: 100) + "</p>"
                + String(repeating: "<p>a</p>", count: 1000)).utf8)
        let document = try MarkupDocument(closed)
        #expect(document.elements().count == 3 + 1 + 100 + 1000)
    }
}
