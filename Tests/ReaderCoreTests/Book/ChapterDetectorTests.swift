import TestSupport
import Testing

@testable import ReaderCore

/// Paragraphs from plain lines, offsets counting bytes as if each line ended with `\n`.
private func paragraphs(_ lines: [String]) -> [Paragraph] {
    var offset = 0
    return lines.map { line in
        defer { offset += line.utf8.count + 1 }
        return Paragraph(offset: offset, text: line)
    }
}

private let body = "话说天下大势，分久必合，合久必分。周末七国分争，并入于秦。及秦灭之后，楚、汉分争，又并入于汉。"
private let prose =
    "It was a bright cold day in April, and the harbour bells were ringing noon. The ferry from the north "
    + "shore came in late again, its deck crowded with baskets, bicycles and people who had given up on waiting."

@Suite struct ChapterDetectorTests {
    @Test(arguments: [
        "第一回　宴桃园豪杰三结义　斩黄巾英雄首立功", "第001回　灵根育孕源流出　　　心性修持大道生", "第八三回     title",
        "第一○○回     徑回東土　五聖成真", "第十二章", "第１２章 全角", "第12章：标题", "第三卷 风起云涌", "第二部", "第一百零五回",
        "　　第五章　归来", "第一節 始まり", "第七话 再见", "序章", "序章　黎明之前", "楔子", "尾聲", "番外一 春日", "后记", "序", "附录　陈光蕊赴任逢灾　江流僧复仇报本", "附錄",
        "その一", "その十二　結末", "一", "十一",
        "Chapter 1", "CHAPTER I. Down the Rabbit-Hole", "CHAPTER 135. The Chase.—Third Day.", "    CHAPTER IV",
        "Chapter xlii: The Whiteness", "BOOK ONE: 1805", "Book Twenty-Two", "PART III", "Part 2 — The Return",
        "Prologue", "EPILOGUE", "Epilogue: Ten Years Later", "FIRST EPILOGUE: 1813 - 20", "Second Epilogue",
        "第 1 章 GNU/Linux 教程", "第\u{A0}12\u{A0}章\u{A0}编程", "Chapter\u{A0}1.\u{A0}GNU/Linux tutorials",
        "IV", "XIV.", "  XLII", "正文 第一回　标题文字", "　　上卷 第三回　宴桃园", "下卷　第九十回", "卷一 第一章 少年", "第一卷 少年 第二章 标题",
    ])
    func recognisesHeadings(_ line: String) {
        #expect(ChapterDetector.isHeading(line[...]))
    }

    @Test(arguments: [
        "他翻开书，第三章讲的是一场大战。", "第三章的内容很长，讲述了一个少年离家远行的故事。", "第一回合，他们就打得难解难分。",
        "第一次见面的时候", "第一章 讲述了一个很长的故事，其中包括了许多人物和事件，并且一直持续到最后一页为止。",
        "第二天，他又来了", "第一", "第十章」と彼は言った", "跋涉千里", "序幕拉开了", "附录里写着他的名字", "附录 A. 命令", "尾随其后，一路走到了城门口。",
        "一日，他出门去", "十一月", "その時", "二十年来",
        "Chapter and verse were quoted at him all evening.", "Part of the problem was the weather.",
        "Book I read yesterday was dull.", "book her sister was reading, but it had no pictures", "chapter 1",
        "Chapters 1", "Epilogue to the whole affair", "Prologues are rarely read.", "The Chapter House",
        "BOOK I. (_Folio_), CHAPTER I. (_Sperm Whale_).—This whale, among the",
        "Chapter 7. " + String(repeating: "and then they went on walking ", count: 4),
        "", "   ", "CHAPTER IIII", "Chapter 12345", "第 1.1.6 节 “虚拟控制台”", "第 3 章的内容很长", "第 三 章",
        "I think so.", "Ivy", "IIII", "MC", "正文 说的是第一回的事", "正文第一回", "上卷 写完了", "中卷 第一回合，他们就打得难解难分", "卷一 卷二", "上面 第一章",
    ])
    func rejectsNonHeadings(_ line: String) {
        #expect(!ChapterDetector.isHeading(line[...]))
    }

    /// Roman numerals alone on their lines number a novel's chapters, the numbered list of its
    /// illustrations at the end notwithstanding (Standard Ebooks' Alice, as pandoc writes it out).
    @Test func bareRomanNumeralsInSequenceAreChapters() throws {
        let chapter = String(repeating: prose + "\n\n", count: 3)
        let illustrations = (1...12).map { "\($0). The Queen turned crimson with fury." }.joined(separator: "\n\n")
        let text = "Alice\n\nI\n\n" + chapter + "II\n\n" + chapter + "III.\n\n" + chapter + "Illustrations\n\n" + illustrations + "\n"
        let book = try TempBook.load(text)
        #expect(book.chapters.filter { $0.heading != nil }.map(\.title).prefix(3) == ["I", "II", "III."])
    }

    /// A numeral, `、` and a short title number chapters as a bare numeral does (孙子兵法's `一、始计第一`,
    /// 銀河鉄道の夜's `一、午后の授業`), read as a book both hard-wrapped and one paragraph a line; a list
    /// item's sentence (`一、坚持……。`), a list inside chapters numbered otherwise, or numerals out of
    /// order are not chapters.
    @Test func enumeratedTitlesInSequenceAreChapters() throws {
        for (titles, wrap) in [(["始计第一", "作战第二", "谋攻第三"], false), (["午后の授業", "活版所", "家"], true)] {
            let chapter = wrap ? "　" + body + "\n" + body + "\n\n" : "　　" + body + body + "\n"
            let text = "书名\n\n" + titles.enumerated().map { "\(["一", "二", "三"][$0])、\($1)\n\n" + chapter }.joined()
            let book = try TempBook.load(text)
            #expect(book.chapters.filter { $0.heading != nil }.map(\.title) == ["一、", "二、", "三、"].enumerated().map { $1 + titles[$0] })
        }
        for line in ["一、坚持改革开放。", "二、我们, 他们", "十二、", "一、 始计", "一二三四五、标题"] {
            #expect(HeadingParser.parse(line[...]) == nil, "\(line)")
        }
        #expect(HeadingParser.parse("十二、地形第十"[...])?.number == 12)
        let lists = paragraphs(["第一章 甲", "一、参见", body, "二、附注", body, "第二章 乙", "一、参见", body])
        #expect(ChapterDetector.detect(lists).map(\.title) == ["第一章 甲", "第二章 乙"])
        let unordered = paragraphs(["三、甲", body, "一、乙", body, "五、丙", body])
        #expect(ChapterDetector.detect(unordered).isEmpty)
    }

    /// A Markdown heading's marks before a chapter line, or before the book's title, `正文` and a
    /// chapter line (源氏物語 as downloaded), leave the chapter line; a root prompt in a manual, a bare
    /// numeral or marks Markdown does not make are no heading.
    @Test func markdownMarksBeforeAChapterLine() throws {
        #expect(HeadingParser.parse("## 源氏物語 正文 第01章　銅壺"[...])?.title == "第01章 銅壺")
        #expect(HeadingParser.parse("# Chapter 1"[...])?.number == 1)
        #expect(HeadingParser.parse("### 第三章 甲"[...])?.number == 3)
        for line in ["# apt-get install mc", "## 一", "####### Chapter 1", "#Chapter 1", "## 一本很长很长很长很长的书的书名 正文 第一章 甲"] {
            #expect(HeadingParser.parse(line[...]) == nil, "\(line)")
        }
        let chapters = (1...3).map { "## 源氏物語 正文 第0\($0)章　甲\n\n" + String(repeating: body, count: 4) + "\n\n" }
        let book = try TempBook.load("# apt-get update\n\n" + chapters.joined())
        #expect(book.chapters.filter { $0.heading != nil }.map(\.title) == ["第01章 甲", "第02章 甲", "第03章 甲"])
    }

    /// In hard-wrapped text a line of `I.` that ends a sentence stays in its paragraph (Exodus 3:14 in a
    /// wrapped King James Bible); one after a blank line heads its chapter.
    @Test func aRomanNumeralEndingAWrappedSentenceStaysInIt() throws {
        let line = "And he said unto them, this is the word that was spoken of old by the"
        let paragraph = Array(repeating: line, count: 6).joined(separator: "\n")
        let text =
            "I\n\n" + paragraph + "\nprophet, saying thus it was and thus it shall be, said\nI.\n\nII\n\n" + paragraph + "\n\nIII\n\n"
            + paragraph + "\n"
        let book = try TempBook.load(text)
        #expect(book.chapters.filter { $0.heading != nil }.map(\.title) == ["I", "II", "III"])
        #expect(book.paragraphs.contains { $0.text.hasSuffix("thus it shall be, said I.") })
    }

    /// A chapter line after a word saying where it stands, or after its volume's number and name, is the
    /// chapter's, titled by the whole line; a volume's line without a chapter stays the volume's.
    @Test func chapterLinesAfterTheirVolume() {
        for (line, number) in [("正文 第一回 标题", 1), ("卷三 第十二章 风起", 12), ("第一卷 少年 第二章 标题", 2), ("第二卷　第五章", 5)] {
            let heading = HeadingParser.parse(line[...])
            #expect(heading?.level == .chapter, "\(line)")
            #expect(heading?.number == number, "\(line)")
            #expect(heading?.title == HeadingText.collapsed(line[...]), "\(line)")
        }
        #expect(HeadingParser.parse("第一卷 少年"[...])?.level == .book)
        #expect(HeadingParser.parse("第一卷 他写了第一章的故事"[...])?.level == .book)
    }

    /// The byte-level pre-check lets through a line opening with any word an English heading opens with,
    /// in any casing, and turns away capitalised words that only share a keyword's first letter and length.
    @Test func onlyHeadingWordsPassThePreCheck() {
        let openings =
            ["Volume 2", "PART II", "Book One", "Chapter 3", "LETTER IV", "Prologue", "Epilogue", "Act II", "SCENE 3", "The FIRST ACT"]
            + HeadingParser.frontWords.map { $0.capitalized } + NumberWords.ordinalWords.map { $0.uppercased() + " BOOK" }
        for line in openings { #expect(HeadingParser.mayStartHeading(line), "\(line)") }
        let prose = [
            "Captain Ahab stood upon his quarter-deck", "Pray do not ask", "Boat after boat", "Fresh water", "Starbuck said",
            "Letters from home", "Volumes of smoke", "Introductions were made", "Scenery of the coast",
        ]
        for line in prose { #expect(!HeadingParser.mayStartHeading(line), "\(line)") }
    }

    @Test func titlesAreTrimmedAndCollapsed() {
        let marks = ChapterDetector.detect(paragraphs(["　　第一回     靈根育孕源流出　心性修持大道生  ", body]))
        #expect(marks == [ChapterMark(paragraphIndex: 0, title: "第一回 靈根育孕源流出 心性修持大道生")])
    }

    /// 西游记's 附录 between 第八回 and 第九回 is an entry at the level of the chapters around it.
    @Test func appendixBetweenChaptersIsAChapter() {
        let marks = ChapterDetector.detect(
            paragraphs(["第八回　我佛造经传极乐", body, "附录　陈光蕊赴任逢灾　江流僧复仇报本", body, "第九回　袁守诚妙算无私曲", body]))
        #expect(marks.map(\.title) == ["第八回 我佛造经传极乐", "附录 陈光蕊赴任逢灾 江流僧复仇报本", "第九回 袁守诚妙算无私曲"])
        #expect(marks.map(\.level) == [1, 1, 1])
    }

    @Test func englishKeywordsInCapitalsAreTitleCased() {
        let marks = ChapterDetector.detect(paragraphs(["CHAPTER XLII. The Whiteness of the Whale.", prose, "PART TWENTY-ONE", prose]))
        #expect(marks.map(\.title) == ["Chapter XLII. The Whiteness of the Whale.", "Part Twenty-One"])
    }

    @Test func midParagraphMentionIsNotAChapter() {
        let ps = paragraphs([
            "第一章　开端", body, "正如第三章所说，" + body, "第三章讲的是后来的事。", body, "第二章　继续", body,
        ])
        #expect(ChapterDetector.detect(ps).map(\.paragraphIndex) == [0, 5])
    }

    @Test func contentsListIsFrontMatter() {
        let ps = paragraphs([
            "目录", "第一章 开始", "第二章 中途", "第三章 结束", "作者的话：" + body,
            "第一章 开始", body, "第二章 中途", body, "第三章 结束", body,
        ])
        #expect(
            ChapterDetector.detect(ps) == [
                ChapterMark(paragraphIndex: 5, title: "第一章 开始"),
                ChapterMark(paragraphIndex: 7, title: "第二章 中途"),
                ChapterMark(paragraphIndex: 9, title: "第三章 结束"),
            ])
    }

    @Test func contentsListWithWrappedEntriesIsFrontMatter() {
        let ps = paragraphs([
            "CHAPTER 1. Loomings.", "CHAPTER 2. Of the Less Erroneous Pictures of Whales, and the True",
            "Pictures of Whaling Scenes.", "Epilogue", "Transcriber’s note.", prose + prose,
            "CHAPTER 1. Loomings.", prose, "CHAPTER 2. Of the Less Erroneous Pictures of Whales, and the True",
            "Pictures of Whaling Scenes.", prose, "Epilogue", prose,
        ])
        #expect(ChapterDetector.detect(ps).map(\.paragraphIndex) == [6, 8, 11])
    }

    @Test func bodyRightAfterContentsListKeepsItsFirstChapter() {
        let ps = paragraphs(["第一章 甲", "第二章 乙", "第一章 甲", body, "第二章 乙", body])
        #expect(ChapterDetector.detect(ps).map(\.paragraphIndex) == [2, 4])
    }

    @Test func headingRepeatedBackToBackIsKeptOnce() {
        let ps = paragraphs(["第三十五回　甲", body, "第三十五回　甲", body, "第三十六回　乙", body])
        #expect(ChapterDetector.detect(ps).map(\.paragraphIndex) == [0, 4])
    }

    @Test func containersOpenAtTheirFirstChapterOneLevelUp() {
        let ps = paragraphs([
            "BOOK ONE: 1805", "CHAPTER I", prose, "CHAPTER II", prose,
            "BOOK TWO: 1805", "CHAPTER I", prose, "FIRST EPILOGUE: 1813 - 20", "CHAPTER I", prose,
        ])
        #expect(
            ChapterDetector.detect(ps) == [
                ChapterMark(paragraphIndex: 0, title: "Chapter I", level: 2, containers: ["Book One: 1805"]),
                ChapterMark(paragraphIndex: 3, title: "Chapter II", level: 2),
                ChapterMark(paragraphIndex: 5, title: "Chapter I", level: 2, containers: ["Book Two: 1805"]),
                ChapterMark(paragraphIndex: 8, title: "Chapter I", level: 2, containers: ["First Epilogue: 1813 - 20"]),
            ])
    }

    @Test func containerWithItsOwnTextIsItsOwnChapter() {
        let ps = paragraphs(["第一卷　风起", body, "第一章　甲", body, "尾声", body])
        #expect(
            ChapterDetector.detect(ps) == [
                ChapterMark(paragraphIndex: 0, title: "第一卷 风起", level: 1),
                ChapterMark(paragraphIndex: 2, title: "第一章 甲", level: 2),
                ChapterMark(paragraphIndex: 4, title: "尾声", level: 2),
            ])
    }

    /// A novel in three volumes whose chapters restart at I: every chapter is kept under its
    /// volume, and no `VOLUME II` line is left inside the last chapter of volume I.
    @Test func threeVolumesWithChaptersRestartingAtOne() {
        var lines = ["PRIDE AND OTHER VIRTUES", "A Novel", "CONTENTS"]
        for volume in ["I", "II", "III"] {
            lines.append("VOLUME \(volume)")
            for chapter in ["I", "II", "III"] { lines += ["CHAPTER \(chapter)"] }
        }
        let contentsEnd = lines.count
        for volume in ["I", "II", "III"] {
            lines.append("VOLUME \(volume)")
            for chapter in ["I", "II", "III"] { lines += ["CHAPTER \(chapter)", prose, prose] }
        }
        let marks = ChapterDetector.detect(paragraphs(lines))
        #expect(marks.map(\.title) == Array(repeating: ["Chapter I", "Chapter II", "Chapter III"], count: 3).flatMap { $0 })
        #expect(marks.allSatisfy { $0.level == 2 })
        #expect(marks.map(\.containers) == [["Volume I"], [], [], ["Volume II"], [], [], ["Volume III"], [], []])
        #expect(marks[0].paragraphIndex == contentsEnd, "the body's VOLUME I, not the contents list")
        #expect(marks.filter { lines[$0.paragraphIndex].hasPrefix("VOLUME") }.count == 3, "each volume heading opens its first chapter")
    }

    @Test func chineseContainersHoldTheirChapters() {
        let ps = paragraphs([
            "第一部　春", "第一篇　风", "第1章风起", body, "第2章云涌", body, "第二篇　雨", "第1章雨落", body,
            "第二部　秋", "第一编　霜", "第一章　霜降", body,
        ])
        #expect(
            ChapterDetector.detect(ps) == [
                ChapterMark(paragraphIndex: 0, title: "第1章风起", level: 3, containers: ["第一部 春", "第一篇 风"]),
                ChapterMark(paragraphIndex: 4, title: "第2章云涌", level: 3),
                ChapterMark(paragraphIndex: 6, title: "第1章雨落", level: 3, containers: ["第二篇 雨"]),
                ChapterMark(paragraphIndex: 9, title: "第一章 霜降", level: 3, containers: ["第二部 秋", "第一编 霜"]),
            ])
    }

    @Test func chapterTitlesWrittenStraightAfterTheUnit() {
        let ps = paragraphs(["第1章风起", body, "第2章云涌", body, "第3章节选自旧稿", body, "第3章风起云涌，天下大乱", body])
        #expect(ChapterDetector.detect(ps).map(\.title) == ["第1章风起", "第2章云涌"])
        for prose in ["第3章节", "第一回合结束了", "第三章的结尾", "第五章中说", "第3章讲的是什么。"] {
            #expect(!ChapterDetector.isHeading(prose[...]), "\(prose)")
        }
    }

    @Test func frontSectionsSetApartAreEntries() {
        let ps = paragraphs([
            "Preface", prose, "LETTER 1", prose, "Letter 2", prose, "Chapter 1", prose,
            "The preface was short.", prose, "前言", body, "后记", body,
        ])
        #expect(ChapterDetector.detect(ps).map(\.title) == ["Preface", "Letter 1", "Letter 2", "Chapter 1", "前言", "后记"])
        for prose in ["Preface to the second edition of a book that nobody read", "Introduction, then", "Extracts from letters"] {
            #expect(!ChapterDetector.isHeading(prose[...]), "\(prose)")
        }
    }

    /// A contents list naming the preface leads to the preface itself, not to the list.
    @Test func frontSectionEntryPointsAtTheSectionNotTheContentsList() {
        let ps = paragraphs(["目录", "序", "第一章 甲", "第二章 乙", "序　自述", body, "第一章 甲", body, "第二章 乙", body])
        #expect(ChapterDetector.detect(ps).map(\.paragraphIndex) == [4, 6, 8])
    }

    /// A printed contents list whose entries are not headings themselves (`1. 免责声明`, plain titles)
    /// names the front section first: the entry leads to the section, the occurrence followed by its text.
    @Test func frontSectionNamedInAContentsListOfPlainLines() {
        let english = paragraphs([
            "Table of Contents", "Preface", "1. Disclaimer", "2. What is Debian", "The package system",
            "Preface", prose, "Chapter 1", prose, "Chapter 2", prose,
        ])
        #expect(ChapterDetector.detect(english).map(\.paragraphIndex) == [5, 7, 9])
        let chinese = paragraphs(["目录", "序言", "1. 免责声明", "2. 什么是 Debian", "软件包管理", "序言", body, "第一章 甲", body])
        #expect(ChapterDetector.detect(chinese).map(\.paragraphIndex) == [5, 7])
        let twice = paragraphs(["Preface", prose, "Preface", prose, "Chapter 1", prose])
        #expect(ChapterDetector.detect(twice).map(\.paragraphIndex) == [0, 4], "a preface with its text comes first")
    }

    @Test func epilogueWithTextIsAChapter() {
        let ps = paragraphs(["Chapter 1", prose, "Chapter 2", prose, "Epilogue", prose])
        #expect(ChapterDetector.detect(ps).map(\.title) == ["Chapter 1", "Chapter 2", "Epilogue"])
    }

    @Test func bareNumeralsCountOnlyInSequence() {
        let inSequence = paragraphs(["吾輩は猫である", "一", body, "二", body, "五", body, "三", body])
        #expect(ChapterDetector.detect(inSequence).map(\.title) == ["一", "二", "三"])
        let alone = paragraphs(["三", body, "七", body, "一", body])
        #expect(ChapterDetector.detect(alone).isEmpty)
        let beside = paragraphs(["第一章 甲", "一", body, "二", body, "第二章 乙", "一", body])
        #expect(ChapterDetector.detect(beside).map(\.title) == ["第一章 甲", "第二章 乙"])
    }

    /// Headings on consecutive lines are a printed contents list: only its last line (the body's
    /// first heading) is kept. With a short line under each they are a list too when the body names
    /// them again, and short chapters when it never does.
    @Test func headingsWithAlmostNoTextBetweenThemAreAListOrShortChapters() {
        #expect(ChapterDetector.detect(paragraphs(["Chapter 1", "Chapter 2", "Chapter 3", prose])).map(\.paragraphIndex) == [2])
        let described = ["Chapter 1", "A short line.", "Chapter 2", "Another one.", "Chapter 3"]
        #expect(
            ChapterDetector.detect(paragraphs(described + [prose, "Chapter 1", prose, "Chapter 2", prose, "Chapter 3", prose]))
                .map(\.paragraphIndex) == [6, 8, 10])
        #expect(ChapterDetector.detect(paragraphs(described + [prose])).map(\.paragraphIndex) == [0, 2, 4])
    }

    @Test func noHeadingsGiveNoChapters() {
        #expect(ChapterDetector.detect([]).isEmpty)
        #expect(ChapterDetector.detect(paragraphs([prose, body, "Chapter and verse.", prose])).isEmpty)
    }

    @Test func sectionsAreTitledFromTheirFirstWords() {
        let ps = paragraphs([prose, prose, "第一段" + body, "short"])
        let marks = ChapterDetector.sections(ps, maxBytes: 300)
        #expect(
            marks == [
                ChapterMark(paragraphIndex: 0, title: "§1 · It was a bright cold…"),
                ChapterMark(paragraphIndex: 1, title: "§2 · It was a bright cold…"),
                ChapterMark(paragraphIndex: 2, title: "§3 · 第一段话说天下大势，分久…"),
            ])
        #expect(ChapterDetector.sections([], maxBytes: 100).isEmpty)
        #expect(ChapterDetector.sections(paragraphs(["   "]), maxBytes: 100) == [ChapterMark(paragraphIndex: 0, title: "§1")])
    }

    /// An omnibus of two works, each numbering its chapters from one; the first opens with a
    /// contents list that ends right above its first chapter (a byline between them).
    @Test func anOmnibusKeepsTheFirstChapterAfterAContentsList() {
        let lines = [
            "第001回 灵根育孕", "第002回 悟彻菩提", "第003回 四海千山", "吴承恩--西游记--第一回 灵根育孕",
            "第一回 灵根育孕", body, "第二回 悟彻菩提", body, "第三回 四海千山", body,
            "第一回 宴桃园", body, "第二回 张翼德", body,
        ]
        let titles = ChapterDetector.detect(paragraphs(lines)).map(\.title)
        #expect(titles == ["第一回 灵根育孕", "第二回 悟彻菩提", "第三回 四海千山", "第一回 宴桃园", "第二回 张翼德"])
    }

    /// A contents list whose last entry is not followed by the next number is still dropped.
    @Test func aContentsListsLastEntryIsStillDropped() {
        let lines = ["第一回 甲", "第二回 乙", "第三回 丙", "第一回 甲", body, "第二回 乙", body, "第三回 丙", body]
        let marks = ChapterDetector.detect(paragraphs(lines))
        #expect(marks.map(\.paragraphIndex) == [3, 5, 7])
    }
}

/// Numbered sections of manuals: headings with levels by depth, only in sequence and only in a
/// book without chapter headings.
@Suite struct NumberedSectionTests {
    @Test func sectionsInSequenceAreHeadingsWithLevelsByDepth() {
        let ps = paragraphs([
            "TERMS", "0. Definitions.", prose, "1. Scope", prose, "1.1. Inside", prose, "1.2. Outside", prose,
            "2. Grant of Copyright License. " + prose, "3. Trademarks. " + prose, "7. Stray", prose,
        ])
        let marks = ChapterDetector.detect(ps)
        #expect(
            marks.map(\.title) == [
                "0. Definitions.", "1. Scope", "1.1. Inside", "1.2. Outside",
                "2. Grant of Copyright License.", "3. Trademarks.",
            ])
        #expect(marks.map(\.level) == [1, 1, 2, 2, 1, 1])
        #expect(marks.map(\.runIn) == [false, false, false, false, true, true])
    }

    @Test func aNumberedListIsNotAManual() {
        let list = paragraphs(["Buy:", "1. Apples", "2. Pears", "3. Plums", prose])
        #expect(ChapterDetector.detect(list).isEmpty)
        let novel = paragraphs(["Chapter 1", prose, "1. First", prose, "2. Second", prose, "3. Third", prose, "Chapter 2", prose])
        #expect(ChapterDetector.detect(novel).map(\.title) == ["Chapter 1", "Chapter 2"])
        let sentence = paragraphs([
            "1. It was the best of times. " + prose, prose, "2. It was the worst. " + prose, prose,
            "3. And so on. " + prose, prose,
        ])
        #expect(ChapterDetector.detect(sentence).isEmpty, "run-in titles are title case")
    }
}

/// Manuals whose chapters are numbered sections under any word or none (`章 1.`, `Chapter 1.`, `1.`),
/// with unindented sub-sections `1.1.` and `1.1.1.`: chapters and sub-chapters by depth (Debian's
/// reference manual as text, its headings spaced with no-break spaces).
@Suite struct NumberedChapterTests {
    @Test func aWordBeforeTheNumberNamesTheChapters() {
        let ps = paragraphs([
            "Debian 参考手册", "章 1. GNU/Linux 教程", body, "1.1. 控制台基础", body, "1.1.1. shell 提示符", body,
            "1.1.2. root 账户", body, "1.2. 类 Unix 文件系统", body, "章 2. Debian 软件包管理", body, "2.1. 基本概念", body,
            "章 3. 系统初始化", body,
        ])
        let marks = ChapterDetector.detect(ps)
        #expect(
            marks.map(\.title) == [
                "章 1. GNU/Linux 教程", "1.1. 控制台基础", "1.1.1. shell 提示符", "1.1.2. root 账户",
                "1.2. 类 Unix 文件系统", "章 2. Debian 软件包管理", "2.1. 基本概念", "章 3. 系统初始化",
            ])
        #expect(marks.map(\.level) == [1, 2, 3, 3, 2, 1, 2, 1])
    }

    /// A cookbook numbers its recipes `No. 1. BOILED BEEF.` up to `No. 241.`: an abbreviated word
    /// before the number, three digits after it.
    @Test func anAbbreviatedWordBeforeTheNumberNamesTheChapters() {
        let recipes = (1...120).flatMap { n in
            ["No. \(n). \(["BOILED BEEF.", "PEA SOUP FOR SIX PERSONS.", "How to Boil Rice."][n % 3])", prose]
        }
        let marks = ChapterDetector.detect(paragraphs(["INTRODUCTION.", prose] + recipes))
        #expect(marks.count >= 120)
        #expect(
            marks.suffix(120).map(\.title)
                == (1...120).map { "No. \($0). " + ["BOILED BEEF.", "PEA SOUP FOR SIX PERSONS.", "How to Boil Rice."][$0 % 3] })
        #expect(marks.suffix(120).allSatisfy { $0.level == marks.last!.level })
        // Not a number with no full stop after it, nor a year.
        #expect(HeadingParser.section("No. 10 Downing Street is where he lived, they said.") == nil)
        #expect(HeadingParser.section("No. 1871. Annual Report") == nil, "four digits are a year")
    }

    /// A numbered list inside a section (its first item refused, as it does not count on) does not
    /// take the number of the section that follows it, in a manual with chapter headings or without.
    @Test func aNumberedListInASectionLeavesTheNextNumberToTheSection() {
        let list = ["Steps:", "1. Open the box", "2. Take out the widget", "3. Plug it in"]
        let plain = paragraphs(
            ["The Widget Manual", "1. Getting started", prose, "1.1. Setting up", prose] + list
                + [prose, "2. Using it", prose, "2.1. Turning it on", prose, "3. Cleaning", prose])
        #expect(
            ChapterDetector.detect(plain).map(\.title) == [
                "1. Getting started", "1.1. Setting up", "2. Using it", "2.1. Turning it on", "3. Cleaning",
            ])
        let chaptered = paragraphs(
            [
                "Chapter 1. Getting started", prose, "1.1. Setting up", prose, "1.2. Checking", prose, "Steps:", "1.1. Open the box",
                "1.2. Take out the widget", "1.3. Plug it in", prose, "1.3. Using it", prose, "Chapter 2. Cleaning", prose,
            ])
        #expect(
            ChapterDetector.detect(chaptered).map(\.title) == [
                "Chapter 1. Getting started", "1.1. Setting up", "1.2. Checking", "1.3. Using it", "Chapter 2. Cleaning",
            ])
    }

    /// Sections of one sentence each never come again, so they are the manual's sections, not a
    /// printed contents list (only a line or two between its headings, the whole manual is one run of them).
    @Test func sectionsOfOneSentenceAreSections() {
        var lines = ["The Widget Manual"]
        for c in 1...3 {
            lines += ["\(c). Chapter \(c)", "What chapter \(c) is about."]
            for s in 1...2 { lines += ["\(c).\(s). Section \(s)", "One sentence."] }
        }
        let marks = ChapterDetector.detect(paragraphs(lines))
        #expect(
            marks.map(\.title) == [
                "1.1. Section 1", "1.2. Section 2", "2.1. Section 1", "2.2. Section 2", "3.1. Section 1", "3.2. Section 2",
            ])
        #expect(marks.map(\.containers) == [["1. Chapter 1"], [], ["2. Chapter 2"], [], ["3. Chapter 3"], []])
        #expect(marks.map(\.paragraphIndex) == [1, 5, 7, 11, 13, 17])
    }

    @Test func chapterHeadingsHoldTheirNumberedSections() {
        let nbsp = "\u{A0}"
        let ps = paragraphs([
            "Table of Contents", "Preface", "1. Disclaimer", "2. What is Debian", "Preface", prose, "Table of Contents",
            "1. Disclaimer", "2. What is Debian", "1. Disclaimer", prose, "2. What is Debian", prose,
            "Chapter\(nbsp)1.\(nbsp)GNU/Linux tutorials", prose, "1.1. Console basics", "1.2. Filesystem", "1.1. Console basics",
            prose, "1.1.1. shell prompt", prose, "1.2. Filesystem", prose, "Chapter\(nbsp)2.\(nbsp)Package management (APT)",
            prose, "2.1. Sharing, copying, and archiving", prose, "2.3. Stray", prose,
        ])
        let marks = ChapterDetector.detect(ps)
        #expect(
            marks.map(\.title) == [
                "Preface", "1. Disclaimer", "2. What is Debian", "Chapter 1. GNU/Linux tutorials",
                "1.1. Console basics", "1.1.1. shell prompt", "1.2. Filesystem",
                "Chapter 2. Package management (APT)", "2.1. Sharing, copying, and archiving",
            ])
        #expect(marks.map(\.level) == [1, 2, 2, 1, 2, 3, 2, 1, 2])
        #expect(marks.first?.paragraphIndex == 4)
    }

    @Test func bareNumbersStartingAgainAfterAPrefacesOwn() {
        let ps = paragraphs([
            "Preface", prose, "1. Disclaimer", prose, "2. About", prose, "1. Tutorials", prose, "1.1. Basics", prose,
            "1.2. More", prose, "2. Packages", prose, "2.1. Basics", prose, "3. Init", prose,
        ])
        let marks = ChapterDetector.detect(ps)
        #expect(
            marks.map(\.title) == [
                "Preface", "1. Disclaimer", "2. About", "1. Tutorials", "1.1. Basics", "1.2. More",
                "2. Packages", "2.1. Basics", "3. Init",
            ])
        #expect(marks.map(\.level) == [1, 2, 2, 1, 2, 2, 1, 2, 1])
    }

    /// Captions (`Table 1.`), sentences and numbers out of sequence are not chapters.
    @Test func captionsAndSentencesAreNotChapters() {
        let captions = paragraphs([
            "1. Scope", prose, "Table 1. Sizes", prose, "2. Terms", prose, "Table 2. Names", prose,
            "3. Use", prose, "Figure 3.1. Layout", prose,
        ])
        #expect(ChapterDetector.detect(captions).map(\.title) == ["1. Scope", "2. Terms", "3. Use"])
        let sentences = paragraphs([
            "1. it was the best of times.", prose, "2. Then it was, sadly, the worst.", prose,
            "3. 他说，这不是标题。", prose, "4. And then,", prose,
        ])
        #expect(ChapterDetector.detect(sentences).isEmpty)
    }
}

/// Plays as Gutenberg prints them: acts holding scenes, an act opening with its first scene on one
/// line, acts spelled out (`THE FIRST ACT`) without scenes (#21).
@Suite struct PlayHeadingTests {
    @Test func actsHoldTheirScenes() {
        let ps = paragraphs([
            "ACT I. SCENE I.", prose, "SCENE II. Newgate.", prose, "ACT II. SCENE I.", prose, "SCENE II. A Gaming-House.", prose,
            "Act for destroying the Mint, was a severe Cut upon our Business.",
        ])
        let marks = ChapterDetector.detect(ps)
        #expect(marks.map(\.title) == ["Act I. SCENE I.", "Scene II. Newgate.", "Act II. SCENE I.", "Scene II. A Gaming-House."])
        #expect(marks.map(\.level) == [1, 2, 1, 2])
    }

    @Test func actsSpelledOutAreChapters() {
        let ps = paragraphs(["THE FIRST ACT", prose, "THE SECOND ACT", prose, "END OF THE SECOND ACT.", "THE THIRD ACT", prose])
        #expect(ChapterDetector.detect(ps).map(\.title) == ["The First Act", "The Second Act", "The Third Act"])
        #expect(!ChapterDetector.isHeading("The act of kindness was noted."))
        #expect(!ChapterDetector.isHeading("The scene is a drawing-room."))
        #expect(!ChapterDetector.isHeading("Second Act._"), "the end of an italic sentence")
        #expect(!ChapterDetector.isHeading("First Act:"), "a label over errata")
    }
}

/// Lettered sections (appendices) after a numbered manual, or on their own in threes.
@Suite struct LetteredSectionTests {
    @Test func appendicesFollowTheNumberedSections() {
        let ps = paragraphs([
            "1. Scope", prose, "2. Terms", prose, "3. Use", prose, "A. Glossary", prose, "B. Index", prose,
            "D. Stray", prose,
        ])
        #expect(ChapterDetector.detect(ps).map(\.title) == ["1. Scope", "2. Terms", "3. Use", "A. Glossary", "B. Index"])
    }

    @Test func anAppendixKeepsItsSectionsAfterBareNumberedOnes() {
        // A book made only of bare numbers: `A.1.` numbers on from `A.`, not from `3.1.`.
        let ps = paragraphs([
            "1. Scope", prose, "1.1. Terms", prose, "2. Use", prose, "3. Limits", prose, "3.1. Warranty", prose,
            "A. Glossary", prose, "A.1. Words", prose, "A.2. Phrases", prose, "B. Index", prose, "B.1. Names", prose,
        ])
        let marks = ChapterDetector.detect(ps)
        #expect(
            marks.map(\.title) == [
                "1. Scope", "1.1. Terms", "2. Use", "3. Limits", "3.1. Warranty", "A. Glossary", "A.1. Words", "A.2. Phrases",
                "B. Index", "B.1. Names",
            ])
        #expect(marks.map(\.level) == [1, 2, 1, 1, 2, 1, 2, 2, 1, 2])
    }

    @Test func lettersAloneNeedThreeHoldingText() {
        let three = paragraphs(["A. First Part", prose, "B. Second Part", prose, "C. Third Part", prose])
        #expect(ChapterDetector.detect(three).map(\.level) == [1, 1, 1])
        let two = paragraphs(["A. First Part", prose, "B. Second Part", prose])
        #expect(ChapterDetector.detect(two).isEmpty)
        let sentences = paragraphs(["A. Smith wrote to me. " + prose, "B. Jones did not. " + prose, "C. Brown never did. " + prose])
        #expect(ChapterDetector.detect(sentences).isEmpty, "run-in titles are title case")
    }
}

/// Manuals dumped from HTML by w3m: navigation lines, section titles opening with a quote, a
/// printed contents list with an entry the parser cannot read, lettered appendices (#21).
@Suite struct DumpedManualTests {
    @Test func aNavigationLineNamingTwoChaptersIsNoHeading() {
        let nbsp = "\u{A0}"
        // Each page opens with its title over a navigation bar, then the title again as the heading.
        let ps = paragraphs([
            "                第\(nbsp)1\(nbsp)章\(nbsp)教程", "上一页                下一页", "第\(nbsp)1\(nbsp)章\(nbsp)教程",
            body, "1.1. 控制台基础", body, "上一页                下一页",
            "第\(nbsp)1\(nbsp)章\(nbsp)教程                  起始页               第\(nbsp)3\(nbsp)章\(nbsp)系统初始化",
            "第\(nbsp)2\(nbsp)章\(nbsp)软件包管理", body, "2.1. 前提", body,
        ])
        let marks = ChapterDetector.detect(ps)
        #expect(marks.map(\.title) == ["第 1 章 教程", "1.1. 控制台基础", "第 2 章 软件包管理", "2.1. 前提"])
        #expect(marks.first?.paragraphIndex == 2)
        #expect(!ChapterDetector.isHeading("第 12 章 编程        起始页        附录 A. 附录"))
    }

    @Test func theLastPagesNavigationLineIsNoHeading() {
        // The last page links back to the previous chapter and home only: one column gap, one word.
        let gap = String(repeating: " ", count: 45)
        let ps = paragraphs([
            "Chapter 11. Security", prose, "Chapter 12. Programming", prose, "Prev", "Chapter 12. Programming\(gap)Home",
        ])
        #expect(ChapterDetector.detect(ps).map(\.paragraphIndex) == [0, 2])
        #expect(!ChapterDetector.isHeading("第 12 章 编程\(gap)起始页"))
        #expect(ChapterDetector.isHeading("Chapter 12.   Programming"), "a title spaced out is still one")
    }

    @Test func aSectionTitleMayOpenWithAQuote() {
        #expect(HeadingParser.section("1.5.2. “$LANG”变量")?.sectionPath == [1, 5, 2])
        #expect(HeadingParser.section("1.5.3. \"$PATH\" variable")?.sectionPath == [1, 5, 3])
        #expect(HeadingParser.section("1. “Yes,” he said.") == nil, "a sentence still is not a title")
    }

    @Test func aContentsListWithAnUnreadableEntryIsStillAList() {
        // `1.1.2.` opens with a digit after its number, which no title does: the list has a hole, and
        // the entries after it count on from `1.1.1.` one level up.
        let entries = ["1.1. 基础", "1.1.1. 提示符", "1.1.2. 2024 年", "1.2. 文件", "1.2.1. 链接", "1.2.2. 管道", "1.3. 编辑"]
        let ps = paragraphs(["第 1 章 教程", "目录"] + entries + entries.flatMap { [$0, body] })
        #expect(ChapterDetector.detect(ps).map(\.paragraphIndex) == [0, 9, 11, 15, 17, 19, 21])
    }

    @Test(arguments: [
        ("Appendix\u{A0}A.\u{A0}Derivative Distributions", "A.1. Census and Cooperation"),
        ("附录 A. 附录", "A.1. Debian 迷宫"), ("付録 A 派生ディストリビューション", "A.1. 派生物調査と協力体制"),
        ("Annexe A. Glossaire", "A.1. Termes"),
    ])
    func anAppendixIsAChapterWithItsSections(_ appendix: String, _ section: String) {
        let ps = paragraphs([
            "Chapter 1. Tutorials", prose, "1.1. Basics", prose, "Chapter 2. Packages", prose,
            appendix, prose, section, prose, section.replacingFirstNumber(with: "2"), prose,
        ])
        let marks = ChapterDetector.detect(ps)
        #expect(marks.map(\.paragraphIndex) == [0, 2, 4, 6, 8, 10])
        #expect(marks.map(\.level) == [1, 2, 1, 1, 2, 2])
    }

    @Test func anAppendixAfterNumberedSectionsKeepsThemChapters() {
        let ps = paragraphs(["1. Scope", prose, "2. Terms", prose, "3. Use", prose, "Appendix A. Glossary", prose])
        #expect(ChapterDetector.detect(ps).map(\.level) == [1, 1, 1, 1])
    }
}

extension String {
    /// `A.1. Title` with its number after the letter changed (`A.2. Title`).
    fileprivate func replacingFirstNumber(with n: String) -> String {
        guard let dot = firstIndex(of: ".") else { return self }
        let start = index(after: dot)
        let end = self[start...].firstIndex(of: ".") ?? start
        return String(self[..<start]) + n + String(self[end...])
    }
}
