import TestSupport
import Testing

@testable import ReaderCore

@Suite struct StatedTitleTests {
    static func stated(_ text: String) -> StatedTitle? {
        StatedTitle.of(text.split(separator: "\n", omittingEmptySubsequences: false))
    }

    static let gutenberg = """
        The Project Gutenberg eBook of The Complete Works, by William Shakespeare

        This eBook is for the use of anyone anywhere in the United States.

        Title: The Complete Works of William Shakespeare
               with an introduction

        Author: William Shakespeare

        Release date: January 1, 1994 [eBook #100]

        *** START OF THE PROJECT GUTENBERG EBOOK THE COMPLETE WORKS ***

        Title: A play's own title line, which is not the book's
        """

    @Test func gutenbergHeadersNameTheBook() {
        #expect(
            Self.stated(Self.gutenberg)
                == StatedTitle(title: "The Complete Works of William Shakespeare with an introduction", authors: ["William Shakespeare"]))
        // A `Title:` line without Project Gutenberg named above it (a form, a manual's example) names nothing.
        #expect(Self.stated("Fill in the form:\n\nTitle: Mr\nAuthor: you\n") == nil)
    }

    @Test func aozoraTextsNameThemselvesAboveTheirNotice() {
        let head = "こころ\n夏目漱石\n\n-------------------------------------------------------\n【テキスト中に現れる記号について】\n\n《》：ルビ\n"
        #expect(Self.stated(head) == StatedTitle(title: "こころ", authors: ["夏目漱石"]))
        // The notice without its rule above, or prose above it, names nothing.
        #expect(Self.stated("こころ\n夏目漱石\n\n【テキスト中に現れる記号について】\n") == nil)
    }

    @Test func chineseDownloadsNameTitleAndAuthor() {
        #expect(Self.stated("[红楼梦 / 曹雪芹 著 ]\n书籍介绍:\n") == StatedTitle(title: "红楼梦", authors: ["曹雪芹"]))
        #expect(Self.stated("\n《金瓶梅》\n作者：兰陵笑笑生\n内容简介：\n") == StatedTitle(title: "金瓶梅", authors: ["兰陵笑笑生"]))
        #expect(Self.stated("孙子兵法白话文\n作者:孙武\n") == StatedTitle(title: "孙子兵法白话文", authors: ["孙武"]))
        // A first line of prose, `作者` too far down, or a collection naming each piece's author names nothing.
        #expect(Self.stated("《感遇・其一》\n作者：张九龄\n兰叶春葳蕤，桂华秋皎洁。\n%\n《梦李白・其二》\n作者：杜甫\n") == nil)
        #expect(Self.stated("话说天下大势，分久必合。\n作者：某\n") == nil)
        #expect(Self.stated("第一回\n甲\n乙\n丙\n作者：某\n") == nil)
        #expect(Self.stated(String(repeating: "长", count: 200) + "\n作者：某\n") == nil)
    }

    /// A book read whole, one read without keeping its text, and the window shown first all carry the
    /// title and authors the book states; a book that states none is named by its file.
    @Test func booksCarryTheTitleTheyState() throws {
        let text = Self.gutenberg + "\n\n" + String(repeating: "It was a bright cold day in April.\n\n", count: 40)
        let path = try TempBook.write(text)
        defer { TempBook.remove(path) }
        let source = try BookSource.open(path: path)
        let whole = try #require(try BookLoader.load(source))
        let outline = try #require(try BookLoader.loadOutline(source, cache: nil, rules: .auto, following: { nil }) { _ in true })
        let window = try BookLoader.window(source, from: 0)
        for book in [whole, outline.book, window] {
            #expect(book.title == "The Complete Works of William Shakespeare with an introduction")
            #expect(book.authors == ["William Shakespeare"])
        }
        let plain = try TempBook.load("It was a bright cold day in April.\n")
        #expect(plain.authors.isEmpty && !plain.title.isEmpty && plain.title != "It was a bright cold day in April.")
    }
}
