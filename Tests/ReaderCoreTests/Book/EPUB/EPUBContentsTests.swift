import Testing

@testable import ReaderCore

/// The contents an EPUB declares, as a reader wants them: one entry per place.
@Suite struct EPUBContentsTests {
    /// calibre's NCX names each chapter twice at one place, once by its whole opening text.
    @Test func anEntryEchoedWithItsOpeningTextIsOneEntry() {
        let point = { (label: String, src: String) in
            "<navPoint><navLabel><text>\(label)</text></navLabel><content src=\"\(src)\"/></navPoint>"
        }
        let ncx =
            "<ncx><navMap>" + point("1. Tutorials", "index_split_002.html")
            + point("Chapter 1. Tutorials Table of Contents 1.1. Console basics 1.1.1. The shell prompt", "ch01_split_001.html")
            + point("Chapter 1. Tutorials", "ch01_split_001.html") + point("Part II", "ch02.html")
            + point("Chapter 2. Packages", "ch02.html")
            + "</navMap></ncx>"
        let entries = EPUBContents.ncx(Array(ncx.utf8), path: "OEBPS/toc.ncx")
        #expect(entries.map(\.title) == ["1. Tutorials", "Chapter 1. Tutorials", "Part II", "Chapter 2. Packages"])
        #expect(entries[1].path == "OEBPS/ch01_split_001.html")
    }
}
