import Testing

@testable import ReaderCore

/// Hrefs inside an EPUB: relative to the naming document, percent-decoded, never escaping.
struct EPUBPathTests {
    @Test func resolvesRelativeToTheDocument() {
        #expect(EPUBPath.resolve("text/one.xhtml", from: "OEBPS/content.opf")! == ("OEBPS/text/one.xhtml", nil))
        #expect(EPUBPath.resolve("../img/a%20b.png#x", from: "OEBPS/text/one.xhtml")! == ("OEBPS/img/a b.png", "x"))
        #expect(EPUBPath.resolve("./two.xhtml?q=1", from: "OEBPS/text/one.xhtml")! == ("OEBPS/text/two.xhtml", nil))
        #expect(EPUBPath.resolve("#note%201", from: "OEBPS/one.xhtml")! == ("OEBPS/one.xhtml", "note 1"))
        #expect(EPUBPath.resolve("/OPS/a.xhtml", from: "OEBPS/one.xhtml")! == ("OPS/a.xhtml", nil))
        #expect(EPUBPath.resolve("caf%C3%A9.xhtml", from: "")! == ("café.xhtml", nil))
        // White space around the href goes; non-ASCII names and folders stay whole.
        #expect(EPUBPath.resolve(" \t章/第一回.xhtml#節 \n", from: "文書/目次.xhtml")! == ("文書/章/第一回.xhtml", "節"))
        #expect(EPUBPath.resolve("é//a.xhtml", from: "ü/b.xhtml")! == ("ü/é/a.xhtml", nil))
        #expect(" a ".trimmingSpaces == "a" && "\t \n".trimmingSpaces.isEmpty && "é".trimmingSpaces == "é")
    }

    @Test func neverLeavesTheContainer() {
        #expect(EPUBPath.resolve("../../etc/passwd", from: "OEBPS/content.opf") == nil)
        #expect(EPUBPath.resolve("..", from: "content.opf") == nil)
        #expect(EPUBPath.resolve("http://example.com/a.html", from: "OEBPS/content.opf") == nil)
        #expect(EPUBPath.resolve("a/../../b", from: "x.opf") == nil)
    }

    @Test func keepsMalformedEscapes() {
        #expect(EPUBPath.percentDecoded("100%") == "100%")
        #expect(EPUBPath.percentDecoded("%zz%41") == "%zzA")
    }
}
