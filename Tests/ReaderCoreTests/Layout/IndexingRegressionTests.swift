import TestSupport
import Testing

@testable import ReaderCore

/// Whole-book indexing (load + every page anchor) must give exactly what it gave when recorded:
/// checksums of blocks (offset, kind, text), chapters, anchors at three geometries and every page line
/// at one. First recorded from the code before the speed work (commit b9659e7); recorded again when
/// books became blocks of kinds (line groups, preformatted, list items, separators) Alice's
/// `_I_` became emphasis, Japanese paragraphs got their one-character indent, long rules became one cut
/// line and stripped ruby bars left Aozora text, and 西游记's 回目 headings too wide for 37 and 7 columns
/// broke between their halves, after checking the differences by hand. Alice recorded again when
/// prose indented deeper than a book's body became block quotes (its ten indented passages, the
/// Lobster Quadrille's long-lined stanzas among them, drawn 4 columns in on both sides, 3 at 37;
/// 7 columns leave no inset, so that geometry's pages did not change). Recorded again when
/// half-width `) , . : ; ! ?` became kinsoku closing marks: a word that fills a 7-column line
/// pushes its last letter down with the comma after it (`curiosit` / `y,`), and 西游记's
/// `雨枫轩:http…` no longer breaks before the colon at 37. The block checksums (`p=`) of the
/// three books with chapter headings recorded again when those became heading blocks (their
/// kind only: chapters, anchors and page lines unchanged). `bad/terminal-escapes.txt` recorded again
/// when backspace overstrikes became the letters they strike (`b⌫bo⌫o…` reads `bold`). 西游记 recorded
/// again when its 附录 became a chapter between 第八回 and 第九回 (one more heading, page and chapter).
/// The page lines of `bad/tabs-zerowidth-combining-emoji.txt` recorded again when its soft hyphen
/// became invisible (no cell; a line hyphenated at it draws a hyphen instead). Alice, `long-words.txt`
/// (its `anti-dis-establishment-…`), `crlf-and-cr.txt` and `tabs-zerowidth-combining-emoji.txt`
/// recorded again when a line could end after a hyphen or dash between letters (`well-` / `known`,
/// Alice's `--`), at the geometries where one falls at a line's end. 吾輩は猫である's blocks and page
/// lines recorded again when `※` (a character Aozora cannot encode) became a ruby base: the bar before
/// it in `始終｜※が鳴いて`, whose ruby was stripped, is markup and no longer shows (no page moved).
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
        for paragraph in book.paragraphs { p.add(paragraph.offset); p.add(Int(paragraph.kind.rawValue)); p.add(paragraph.text) }
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
                        lines.add(l.indent); lines.add(l.width); lines.add(l.continues ? 1 : 0)
                    }
                }
            }
            result += " lines:\(lines.hex)"
        }
        return result
    }

    static let expected: [String: String] = [
        "bad/crlf-and-cr.txt":
            "p=ab72acab2bc9ae16 c=a10ddcb0411f1ec4 100x36:1:88201fb960ff6465 37x11:4:dab19fe21d3c764f lines:ae09ac25fea924f2 7x3:55:5431bce04e2d4100",
        "bad/invalid-utf8.txt":
            "p=ecba09e7a89739ee c=15c40e72eb609f0f 100x36:2:487a679899df56a9 37x11:8:ac9d2ee78bfc5d59 lines:c56cf5bf82d0d99f 7x3:121:bc282ac3eaf24583",
        "bad/rtl-arabic-hebrew.txt":
            "p=aea7ac4c1f2da51c c=51257fbe2e7ddf1a 100x36:2:ad6557316bc76174 37x11:11:a333ae8cc1156346 lines:5ab1ffbac9c36af9 7x3:169:ec39231dcf9727d2",
        "bad/tabs-zerowidth-combining-emoji.txt":
            "p=2ea52e4d581a8d8a c=bd66995746d65879 100x36:2:ad6557316bc76174 37x11:7:22a3ab2d20d4c485 lines:e570cc4a57ebbf82 7x3:73:e8cf9b6d18571dba",
        "bad/terminal-escapes.txt":
            "p=e7a4d3372b455ad6 c=172062acd7f937cf 100x36:3:341d2e36f6470f14 37x11:8:a973db4469e321f3 lines:9d224fe79d0b991d 7x3:83:9309c55bf834c275",
        "bad/unicode-newlines.txt":
            "p=43ebd3195eccc37c c=57606e2def678786 100x36:1:88201fb960ff6465 37x11:2:c717b2f53b51d87a lines:a31db4409db8b0fc 7x3:14:7ad6fe75240cf36a",
        "bad/utf16be-bom.txt":
            "p=93ab76e06caf4640 c=7fc27196a610d431 100x36:3:e06593381b4648db 37x11:19:67ca6d52c235a571 lines:439ea2b14984f909 7x3:417:da692670773cb181",
        "bad/long-words.txt":
            "p=6371df27d99748e4 c=47ad63ab60ea8187 100x36:21:29bd4478d2677ae7 37x11:177:6954a47566e5f8f2 lines:db25dee1140abe9f 7x3:3604:beaf186bbf12e2b3",
        "en/alice-in-wonderland.pg11.utf8.txt":
            "p=4450e0a577da8d7 c=87dfd1039c4f1ddc 100x36:92:564b03a1690156a4 37x11:533:fa856cd428dec1a1 lines:9f1ae9ac615377fd 7x3:9387:fef061bc49a7fdce",
        "zh/xiyouji.utf8.txt":
            "p=ce7446382155dc2 c=a289218ec72444a9 100x36:473:cd3c3e5d45c275b4 37x11:3468:2aa7e5c14ab9cd45 lines:a9811572f431f54 7x3:75194:2cab8f7c4b49e899",
        "ja/wagahai-wa-neko-de-aru.utf8-bom.txt":
            "p=9d538155a86168b c=fda7e262ac49afcf 100x36:217:49807dbb92133456 37x11:1732:9c42aa8ee4daed7 lines:2c32744b4c23e22b 7x3:37409:b9f9c4a0319abe24",
    ]

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"), arguments: expected.keys.sorted())
    func indexingIsUnchanged(_ file: String) throws {
        let book = try BookLoader.load(path: try #require(Corpus.path(file)))
        #expect(Self.summary(book) == Self.expected[file])
    }
}
