import FoundationEssentials
import TestSupport
import Testing

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// The whole pipeline (detect, decode, clean, assemble, find chapters) on real books.
@Suite(.enabled(if: Corpus.available, "needs ../shared/corpus"))
struct BookLoaderTests {
    /// file, encoding, chapters found (front matter included when the book has one), first and last heading.
    static let books: [(String, TextEncoding, Int, String, String)] = [
        ("zh/sanguo-yanyi.utf8.txt", .utf8, 120, "第一回 宴桃园豪杰三结义 斩黄巾英雄首立功", "第一百二十回 荐杜预老将献新谋 降孙皓三分归一统"),
        ("zh/sanguo-yanyi.gbk.txt", .gb18030, 120, "第一回 宴桃园豪杰三结义 斩黄巾英雄首立功", "第一百二十回 荐杜预老将献新谋 降孙皓三分归一统"),
        ("zh/sanguo-yanyi.utf16le-bom.txt", .utf16LE, 120, "第一回 宴桃园豪杰三结义 斩黄巾英雄首立功", "第一百二十回 荐杜预老将献新谋 降孙皓三分归一统"),
        ("zh/xiyouji.utf8.txt", .utf8, 102, "第一回 灵根育孕源流出 心性修持大道生", "第一百回 径回东土 五圣成真"),
        ("zh/xiyouji.gb18030.txt", .gb18030, 102, "第一回 灵根育孕源流出 心性修持大道生", "第一百回 径回东土 五圣成真"),
        ("zh/xiyouji-trad.utf8.txt", .utf8, 100, "第一回 靈根育孕源流出 心性修持大道生", "第一○○回 徑回東土 五聖成真"),
        ("zh/xiyouji-trad.big5.txt", .big5, 100, "第一回 靈根育孕源流出 心性修持大道生", "第一○○回 徑回東土 五聖成真"),
        ("ja/wagahai-wa-neko-de-aru.utf8-bom.txt", .utf8, 12, "一", "十一"),
        ("ja/wagahai-wa-neko-de-aru.sjis-crlf.txt", .shiftJIS, 12, "一", "十一"),
        ("en/alice-in-wonderland.pg11.utf8.txt", .utf8, 13, "Chapter I. Down the Rabbit-Hole", "Chapter XII. Alice’s Evidence"),
        ("en/pride-and-prejudice.pg1342.utf8.txt", .utf8, 62, "Chapter 1", "Chapter 61"),
        ("en/moby-dick.pg2701.utf8.txt", .utf8, 139, "Etymology", "Epilogue"),
        ("en/war-and-peace.pg2600.utf8.txt", .utf8, 366, "Chapter I", "Chapter XII"),
        ("en/war-and-peace.pg2600.latin1.txt", .latin1, 366, "Chapter I", "Chapter XII"),
        ("en/frankenstein.pg84.cp1252.txt", .windows1252, 29, "Letter 1", "Chapter 24"),
    ]

    @Test(arguments: books.indices)
    func chaptersOfRealBooks(_ i: Int) throws {
        let (file, encoding, count, first, last) = Self.books[i]
        let book = try BookLoader.load(path: Corpus.path(file)!)
        #expect(book.encoding == encoding, "\(file)")
        #expect(book.chapters.count == count, "\(file)")
        let headed = book.chapters.filter { $0.heading != nil }
        #expect(headed.first?.title == first, "\(file)")
        #expect(headed.last?.title == last, "\(file)")
        // Chapters tile the paragraphs in order; headings start their chapters.
        var next = 0
        for chapter in book.chapters {
            #expect(chapter.paragraphs.lowerBound == next)
            #expect(!chapter.paragraphs.isEmpty)
            if let h = chapter.heading { #expect(h == chapter.paragraphs.lowerBound) }
            next = chapter.paragraphs.upperBound
        }
        #expect(next == book.paragraphs.count)
        #expect(book.paragraphs.map(\.offset) == book.paragraphs.map(\.offset).sorted())
    }

    /// The same text, whatever the encoding it was stored in.
    @Test func encodingsGiveTheSameBook() throws {
        let utf8 = try BookLoader.load(path: Corpus.path("zh/sanguo-yanyi.utf8.txt")!)
        for other in ["zh/sanguo-yanyi.gbk.txt", "zh/sanguo-yanyi.utf16le-bom.txt"] {
            let book = try BookLoader.load(path: Corpus.path(other)!)
            #expect(book.paragraphs.map(\.text) == utf8.paragraphs.map(\.text), "\(other)")
        }
    }

    /// Hard-wrapped Gutenberg paragraphs are joined back; contents lines stay apart.
    @Test func hardWrappedParagraphsAreJoined() throws {
        let book = try BookLoader.load(path: Corpus.path("en/moby-dick.pg2701.utf8.txt")!)
        let call = try #require(book.paragraphs.first { $0.text.hasPrefix("Call me Ishmael.") })
        #expect(call.text.contains("and regulating the circulation."))
        #expect(!call.text.contains("\n"))
        let trad = try BookLoader.load(path: Corpus.path("zh/xiyouji-trad.utf8.txt")!)
        let cosmos = try #require(trad.paragraphs.first { $0.text.hasPrefix("蓋聞天地之數") })
        #expect(cosmos.text.contains("大數，若到戌會之終"), "CJK lines join without a space")
        #expect(!cosmos.text.contains(" "))
    }

    /// Nothing that reaches the page can be read by a terminal as a control sequence.
    @Test(arguments: [
        "bad/terminal-escapes.txt", "bad/invalid-utf8.txt", "bad/tabs-zerowidth-combining-emoji.txt", "bad/rtl-arabic-hebrew.txt",
        "bad/crlf-and-cr.txt", "bad/unicode-newlines.txt",
    ])
    func hostileFilesAreClean(_ file: String) throws {
        let book = try BookLoader.load(path: Corpus.path(file)!)
        for p in book.paragraphs {
            for s in p.text.unicodeScalars {
                #expect(s == "\n" || !(s.value < 0x20 || (0x7F...0x9F).contains(s.value)), "\(file): U+\(String(s.value, radix: 16))")
            }
        }
    }

    @Test(arguments: [
        "bad/empty.txt", "bad/bom-only.txt", "bad/whitespace-only.txt", "bad/only-newlines.txt", "bad/binary-elf-200k.bin",
        "bad/gzip-named-as.txt", "bad/nul-bytes.txt",
    ])
    func unreadableFilesAreRefused(_ file: String) {
        #expect(throws: ReaderError.self) { try BookLoader.load(path: Corpus.path(file)!) }
    }

    @Test func missingFilesAndDirectories() {
        #expect(throws: ReaderError.fileNotFound("/no/such/book.txt")) { try BookLoader.load(path: "/no/such/book.txt") }
        #expect(throws: ReaderError.isDirectory(Corpus.root!)) { try BookLoader.load(path: Corpus.root!) }
    }

    @Test func booksWithoutHeadingsAreCutIntoSections() throws {
        let book = try BookLoader.load(path: Corpus.path("bad/one-line-5mb.txt")!)
        #expect(book.chapters.count == 1, "one paragraph cannot be cut at paragraph boundaries")
        let lines = try BookLoader.load(path: Corpus.path("bad/long-words.txt")!)
        #expect(lines.chapters.count >= 2)
        #expect(lines.chapters.allSatisfy { $0.heading == nil })
    }
}

/// Headings found through the whole pipeline in a file written here (no corpus needed).
@Suite struct BookLoaderHeadingTests {
    @Test func chapterTitlesStraightAfterTheUnitInAWebNovel() throws {
        let body = "　　风从北方吹来，城里的灯一盏一盏亮了起来。他站在桥上，看着河水慢慢流过。"
        let text =
            ["风云录", "第1章风起", body, body, "第2章云涌", body, "第3章节选自旧稿的这一句不是标题。", body, "第3章雨落", body]
            .joined(separator: "\n") + "\n"
        let book = try TempBook.load(text)
        #expect(book.chapters.map(\.title) == ["Front matter", "第1章风起", "第2章云涌", "第3章雨落"])
        #expect(book.chapters.allSatisfy { $0.level == 1 })
    }
}
