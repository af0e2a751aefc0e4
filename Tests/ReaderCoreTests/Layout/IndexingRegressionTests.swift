import Testing
@testable import ReaderCore

/// Whole-book indexing (load + every page anchor) must give exactly what it gave before the speed work:
/// checksums of paragraphs, chapters, anchors at three geometries and every page line at one, recorded
/// from the code before it was optimised (commit b9659e7).
@Suite struct IndexingRegressionTests {
    /// 64-bit FNV-1a over what indexing produced.
    struct Checksum {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        mutating func add(_ byte: UInt8) { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        mutating func add(_ n: Int) {
            var v = UInt64(bitPattern: Int64(n))
            for _ in 0..<8 { add(UInt8(v & 0xFF)); v >>= 8 }
        }
        mutating func add(_ s: String) {
            for b in s.utf8 { add(b) }
            add(0xFF as UInt8)
        }
        var hex: String { String(value, radix: 16) }
    }

    static let geometries = [
        PageGeometry(columns: 100, rows: 36),
        PageGeometry(columns: 37, rows: 11),
        PageGeometry(columns: 7, rows: 3, paragraphSpacing: true, cjkIndent: 2, latinIndent: 3),
    ]

    /// "p=… c=… 100x36:pages:anchors 37x11:pages:anchors lines:… 7x3:pages:anchors" for one book.
    static func summary(_ book: Book) -> String {
        var p = Checksum()
        for paragraph in book.paragraphs { p.add(paragraph.offset); p.add(paragraph.text) }
        var c = Checksum()
        for chapter in book.chapters {
            c.add(chapter.title); c.add(chapter.paragraphs.lowerBound); c.add(chapter.paragraphs.upperBound)
            c.add(chapter.heading ?? -1); c.add(chapter.offset)
        }
        var result = "p=\(p.hex) c=\(c.hex)"
        for geometry in geometries {
            let paginator = Paginator(book: book, geometry: geometry)
            var anchors = Checksum(), count = 0
            for chapter in book.chapters.indices {
                for anchor in paginator.anchors(of: chapter) { anchors.add(anchor.paragraph); anchors.add(anchor.grapheme); count += 1 }
            }
            result += " \(geometry.columns)x\(geometry.rows):\(count):\(anchors.hex)"
            guard geometry.columns == 37 else { continue }
            var lines = Checksum()
            for chapter in book.chapters.indices {
                for anchor in paginator.anchors(of: chapter) {
                    let page = paginator.page(in: chapter, from: anchor)
                    lines.add(page.next?.paragraph ?? -1); lines.add(page.next?.grapheme ?? -1)
                    for l in page.lines {
                        lines.add("\(l.kind)"); lines.add(l.paragraph); lines.add(l.graphemes.lowerBound)
                        lines.add(l.graphemes.upperBound); lines.add(l.utf8.lowerBound); lines.add(l.utf8.upperBound)
                        lines.add(l.indent); lines.add(l.width)
                    }
                }
            }
            result += " lines:\(lines.hex)"
        }
        return result
    }

    static let expected: [String: String] = [
        "en/alice-in-wonderland.pg11.utf8.txt": "p=b0449325387757d5 c=7ee612e8a55fd555 100x36:95:916d54731ecd87a8 37x11:547:8f046d77808e34e8 lines:484fef2929985e8b 7x3:9321:7f0e20683a405181",
        "zh/xiyouji.utf8.txt": "p=494e6d845cabd971 c=4ef778ef64de5beb 100x36:472:19a0d79c8835860c 37x11:3468:4300f5493d928cb4 lines:689471bc0cb36474 7x3:75211:aadbdc29a8c42b6d",
        "ja/wagahai-wa-neko-de-aru.utf8-bom.txt": "p=b5b3b6ae33497f48 c=fda7e262ac49afcf 100x36:220:80a2b8e21568820 37x11:1745:cbd165a9a08b9a90 lines:95141eb83d6a2a6f 7x3:37451:38f40a93c8a0bf31",
        "bad/crlf-and-cr.txt": "p=fc7e1a0627bfba56 c=a10ddcb0411f1ec4 100x36:1:88201fb960ff6465 37x11:4:dab19fe21d3c764f lines:d558d04b91205152 7x3:55:687f6e3abfe29067",
        "bad/invalid-utf8.txt": "p=6ef0601decaca58e c=15c40e72eb609f0f 100x36:2:487a679899df56a9 37x11:8:ac9d2ee78bfc5d59 lines:7204a4dc09f97aff 7x3:121:ba47e9b91a3100a2",
        "bad/long-words.txt": "p=889ba5fbd6ac6804 c=47ad63ab60ea8187 100x36:21:fdf9cf86f81d86f0 37x11:173:7fa792e4ee3c2da9 lines:2a3ad279261fb977 7x3:3354:b4ecddcb794a5d3c",
        "bad/rtl-arabic-hebrew.txt": "p=7c1862cc240f89c c=51257fbe2e7ddf1a 100x36:2:ad6557316bc76174 37x11:11:a333ae8cc1156346 lines:886374f7af3cd659 7x3:168:bc06ec4fc0480f46",
        "bad/tabs-zerowidth-combining-emoji.txt": "p=5a0486294c226751 c=4a9fba083efefdc7 100x36:2:4b6182c191f191f6 37x11:7:ec11b000f0a2491d lines:a6911262e058c469 7x3:72:38e4039ff798a953",
        "bad/terminal-escapes.txt": "p=791e7823cebf9904 c=172062acd7f937cf 100x36:3:341d2e36f6470f14 37x11:8:a973db4469e321f3 lines:f0f1c960ab2958d3 7x3:83:83e04677e539ce8d",
        "bad/unicode-newlines.txt": "p=f230d9cf268d115c c=57606e2def678786 100x36:1:88201fb960ff6465 37x11:2:c717b2f53b51d87a lines:806d875b3c57469c 7x3:14:7ad6fe75240cf36a",
        "bad/utf16be-bom.txt": "p=324c027c38452e0 c=7fc27196a610d431 100x36:3:e06593381b4648db 37x11:19:67ca6d52c235a571 lines:5cfe0c566fffdca9 7x3:417:da692670773cb181",
    ]

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"), arguments: expected.keys.sorted())
    func indexingIsUnchanged(_ file: String) throws {
        let book = try BookLoader.load(path: try #require(Corpus.path(file)))
        #expect(Self.summary(book) == Self.expected[file])
    }
}
