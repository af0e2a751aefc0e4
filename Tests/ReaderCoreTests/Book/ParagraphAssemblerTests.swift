import TestSupport
import Testing

@testable import ReaderCore

/// Blocks of `lines` as the assembler makes them, each line taken to end with one newline.
func assemble(_ lines: [String], style: WrapStyle) -> [Paragraph] {
    var assembler = ParagraphAssembler(style: style)
    var offset = 0
    for line in lines {
        assembler.add(offset: offset, line: line)
        offset += line.utf8.count + 1
    }
    assembler.finish()
    return Array(assembler.paragraphs)
}

/// The first word of each block: a verse's number.
private func verseNumbers(_ blocks: [Paragraph]) -> [String] {
    blocks.map { (block: Paragraph) -> String in String(block.text.prefix { (c: Character) -> Bool in c != " " }) }
}

@Suite struct ParagraphAssemblerTests {
    /// A play converted from HTML by calibre: the page's indentation left tabs inside the lines
    /// (`Act ⇥⇥⇥⇥I`, a speaker's name and the speech). The acts are its chapters, their headings'
    /// gaps two spaces; a table aligned by tabs keeps its columns.
    @Test func tabsAConverterLeftInsideHeadingsAreNarrowed() throws {
        let speech = "Did you hear what I was playing, Lane? I didn’t think it polite to listen, sir, and so on."
        var text = "\t\t\tThe Importance of Being Earnest\n\n"
        for act in ["I", "II", "III"] {
            text += "\t\t\t\tAct \t\t\t\t\(act)\n\n\n"
            for _ in 0..<12 { text += "\t\t\t\t\t \t\t\t\t\t\t Algernon \t\t\t\t\t\t \(speech)\n\n" }
        }
        text += "Name\t\tValue\tUnit\nwidth\t\t12\tcm\n"
        let book = try TempBook.load(text)
        #expect(book.chapters.filter { $0.heading != nil }.map(\.title) == ["Act I", "Act II", "Act III"])
        let texts = book.paragraphs.map(\.text)
        #expect(texts.filter { $0.hasPrefix("Act ") } == ["Act  I", "Act  II", "Act  III"])
        #expect(texts.filter { $0.hasSuffix(speech) }.count == 36)
        #expect(texts.last == "Name            Value   Unit\nwidth           12      cm")
    }

    @Test func onePerLineDropsIndentAndBlankRuns() {
        let ps = assemble(["　　第一段。", "", "", "  second", "third"], style: .paragraphPerLine)
        #expect(ps.map(\.text) == ["第一段。", "second", "third"])
        #expect(ps.map(\.offset) == [0, 21, 30])
    }

    @Test func hardWrappedLatinJoinsWithSpacesAndKeepsShortLinesAsLines() {
        let long = String(repeating: "word ", count: 14) + "end" // 73 columns
        let ps = assemble(
            [long, "continues here.", "", "CHAPTER 2. Next", "Short line", "another short"],
            style: .hardWrapped(width: 72))
        #expect(ps.map(\.text) == [long + " continues here.", "CHAPTER 2. Next", "Short line\nanother short"])
        #expect(ps.map(\.kind) == [.paragraph, .paragraph, .lineGroup])
    }

    @Test func hardWrappedCJKJoinsWithoutSpaceAndIndentStartsParagraph() {
        let line = String(repeating: "天", count: 35)
        let ps = assemble(["　　" + line, line, "地。", "　　新段落。"], style: .hardWrapped(width: 72))
        #expect(ps.map(\.text) == [line + line + "地。", "新段落。"])
    }

    /// A break between a Latin word and CJK becomes a space when the paragraph's own lines space
    /// Latin from CJK (pandoc's zh-cn text: `编写的 shell` over `命令示例`), nothing when they set them tight.
    @Test func latinAndCJKJoinAsTheParagraphSetsThem() {
        let spaced = assemble(
            ["它通过为非开发者编写的 shell 脚本和 Debian 系统提供广泛的概览。它通过为非开发者编写的 shell", "命令示例来涵盖系统管理的方方面面。"],
            style: .hardWrapped(width: 72))
        #expect(spaced.map(\.text) == ["它通过为非开发者编写的 shell 脚本和 Debian 系统提供广泛的概览。它通过为非开发者编写的 shell 命令示例来涵盖系统管理的方方面面。"])
        let tight = assemble(
            ["他用Unix的命令行工作了很多年，后来又在公司里学会了用新的系统写程序，每天都用", "Linux系统的工具。"], style: .hardWrapped(width: 72))
        #expect(tight.map(\.text) == ["他用Unix的命令行工作了很多年，后来又在公司里学会了用新的系统写程序，每天都用Linux系统的工具。"])
    }

    /// KJV Genesis 1:11–14 as `bible -l80` prints it: each verse opens indented with its number and
    /// goes on unindented. Every verse is a block of its own, whatever length its last line has.
    @Test func eachVerseIsABlockOfItsOwn() {
        let lines = [
            "  11 And God said, Let the earth bring forth grass, the herb yielding seed, and",
            "the fruit tree yielding fruit after his kind, whose seed is in itself, upon the",
            "earth: and it was so.",
            "  12 And the earth brought forth grass, and herb yielding seed after his kind,",
            "and the tree yielding fruit, whose seed was in itself, after his kind: and God",
            "saw that it was good.",
            "  13 And the evening and the morning were the third day.",
            "  14 And God said, Let there be lights in the firmament of the heaven to divide",
            "the day from the night; and let them be for signs, and for seasons, and for",
            "days, and years:",
        ]
        let ps = assemble(lines, style: .hardWrapped(width: 80))
        #expect(verseNumbers(ps) == ["11", "12", "13", "14"])
        #expect(ps.allSatisfy { (p: Paragraph) -> Bool in p.kind == .paragraph })
        #expect(
            ps[3].text.hasSuffix(
                "in the firmament of the heaven to divide the day from the night; and let them be for signs, and for seasons, and for days, and years:"
            ))
    }

    /// The `chapter:verse` layout, verses one after another without blank lines: a verse ends where
    /// the next one (or the next chapter's first) begins, though its last line runs long.
    @Test func chapterAndVerseNumbersStartBlocks() {
        let lines = [
            "1:30 And to every beast of the earth, and to every fowl of the air, and to every",
            "thing that creepeth upon the earth, wherein there is life, I have given every",
            "green herb for meat: and it was so.",
            "1:31 And God saw every thing that he had made, and, behold, it was very good.",
            "2:1 Thus the heavens and the earth were finished, and all the host of them.",
            "2:2 And on the seventh day God ended his work which he had made; and he rested",
            "on the seventh day from all his work which he had made.",
        ]
        let ps = assemble(lines, style: .hardWrapped(width: 80))
        #expect(verseNumbers(ps) == ["1:30", "1:31", "2:1", "2:2"])
        #expect(ps[0].text.hasSuffix("I have given every green herb for meat: and it was so."))
    }

    /// Only the number that follows starts a block: a wrapped line opening with another number goes on.
    @Test func aNumberOutOfSequenceGoesOnTheVerse() {
        let lines = [
            "  16 And Abimelech said unto Sarah, Behold, I have given thy brother a thousand pieces",
            "200 shekels of silver and more, and he was reproved: and that is the whole of the tale.",
        ]
        #expect(assemble(lines, style: .hardWrapped(width: 84)).count == 1)
    }

    /// Lines that open with a closing mark (from Debian's reference manual as text) go on the item or
    /// paragraph before them, whatever their indent and however short the line before: no row of
    /// the page may start with one.
    @Test func aLineOpeningWithAClosingMarkGoesOnTheBlockBefore() {
        let lines = [
            "      * *.timer 描述被 systemd 控制和监管的计时器，用于基于时间的活动",
            "        。参见 systemd.timer(5).",
            "",
            "  * 所有的全限定文件名以“/”目录开始",
            "    。直到到达最后的入口，即实际文件的名称。",
            "",
            "              o 这里，git rebase 创建一个远程分支的序列历史的单个分支",
            "                ，跟着本地分支。（这是定制 pull.rebase true 的情况，",
            "",
            "          Settings, then System, then Details, then “Default Applications",
            "            ”",
        ]
        let ps = assemble(lines, style: .hardWrapped(width: 72))
        #expect(
            ps.map(\.text) == [
                "* *.timer 描述被 systemd 控制和监管的计时器，用于基于时间的活动。参见 systemd.timer(5).",
                "* 所有的全限定文件名以“/”目录开始。直到到达最后的入口，即实际文件的名称。",
                "o 这里，git rebase 创建一个远程分支的序列历史的单个分支，跟着本地分支。（这是定制 pull.rebase true 的情况，",
                "Settings, then System, then Details, then “Default Applications”",
            ])
        #expect(ps[1].kind == .listItem)
        // Text read as one paragraph per line (w3m's dump of the same manual) joins them too.
        let perLine = assemble(
            ["软件包名称将由打印机字体进行标记，就像 vim。你可以输入下列的命令来获取它的信息", "。", "下一段。"],
            style: .paragraphPerLine)
        #expect(perLine.map(\.text) == ["软件包名称将由打印机字体进行标记，就像 vim。你可以输入下列的命令来获取它的信息。", "下一段。"])
    }

    /// A line opening with `”` and more text goes on prose that had not ended (#21); after a short
    /// line that ends a paragraph it opens the next one (Swedish quotes open with `”`).
    @Test func aClosingQuoteAndTextGoesOnProseThatHadNotEnded() {
        let lines = [
            "He turned to the window and said, “I will go to the harbour when the",
            "” tide turns, and not before,” and he sat down again by the fire, waiting.",
            "",
            "Hon sade inte mer.",
            "”Nej,” sade han, och gick ut genom dörren utan att se sig om en enda gång.",
            "",
            "他说：“我们明天一早就出发，到了城里先去找那位老先生，再去看看",
            "”说完他就走了，头也不回，一直走到村口那棵大树下才停下来歇口气。",
        ]
        let ps = assemble(lines, style: .hardWrapped(width: 72))
        #expect(
            ps.map(\.text) == [
                "He turned to the window and said, “I will go to the harbour when the” tide turns, and not before,” "
                    + "and he sat down again by the fire, waiting.",
                "Hon sade inte mer.",
                "”Nej,” sade han, och gick ut genom dörren utan att se sig om en enda gång.",
                "他说：“我们明天一早就出发，到了城里先去找那位老先生，再去看看”说完他就走了，头也不回，一直走到村口那棵大树下才停下来歇口气。",
            ])
    }

    /// w3m's and the DocBook text tools' nested list markers (`+`, `o`, `□`) start items, and the
    /// lines under them join them (#21).
    @Test func nestedListMarkersStartItemsThatTheirLinesJoin() {
        let lines = [
            "  * Risk of data when lost and the ways to keep it from happening to you",
            "",
            "      + Data should be at least on different disk partitions preferably on",
            "        different disks and machines to withstand the filesystem corruption.",
            "",
            "          o Sensitive identity data such as keys and passwords, which are best",
            "            kept on a read-only filesystem or an encrypted one, off the network.",
            "",
            "      □ This does not preserve the environment of the current user at all,",
            "        which is what most people want when they change users like this.",
        ]
        let ps = assemble(lines, style: .hardWrapped(width: 79))
        #expect(ps.map(\.kind) == [.listItem, .listItem, .listItem, .listItem])
        #expect(ps.map { $0.text.prefix(2) } == ["* ", "+ ", "o ", "□ "])
        #expect(ps[1].text.hasSuffix("different disks and machines to withstand the filesystem corruption."))
    }

    /// A hanging indent (w3m's admonitions: `意] …` over lines indented four) is one paragraph; a line
    /// ending a sentence is still followed by a block quote (#21).
    @Test func aHangingIndentGoesOnFromAFullFirstLine() {
        let lines = [
            "[注 注意",
            "意] 当在 Debian stable 版里编译最新的 Linux 内核时, 可能需要使用一些从 Debian",
            "    unstable 版里向后移植（backported）的工具的最新版本，这样编译才能顺利完成而",
            "    不出错。",
            "",
            "He wrote to his brother the same evening, and the letter said only this:",
            "    I shall not come home this winter, nor the next; do not wait for me.",
        ]
        let ps = assemble(lines, style: .hardWrapped(width: 79))
        #expect(
            ps.map(\.text) == [
                "[注意] 注意",
                "当在 Debian stable 版里编译最新的 Linux 内核时, 可能需要使用一些从 Debian unstable 版里向后移植（backported）的工具的最新版本，这样编译才能顺利完成而不出错。",
                "He wrote to his brother the same evening, and the letter said only this:",
                "I shall not come home this winter, nor the next; do not wait for me.",
            ])
    }

    /// pandoc breaks only at spaces: a word that did not fit after a short line (a run of CJK after a
    /// Latin word, or a Latin word after one) went on from it; a word that would have fitted did not (#21).
    @Test func aLineIsBrokenShortWhereItsNextWordDidNotFit() {
        let run = "GNU/Linux中最强大的设计来自Unix操作系统，一个多用户多任务的操作系统。"
        let lines = [
            "Debian", run, "", "别回避面向 Unix 的文档，不要只是依赖于 GNU/Linux", "文档，这样做会剥夺你了解许多有用的信息。", "",
            "Debian", "软件包。", "", "第一段没有结束", "中文的长句子" + String(repeating: "字", count: 40),
        ]
        let ps = assemble(lines, style: .hardWrapped(width: 72))
        #expect(
            ps.map(\.text) == [
                "Debian " + run, "别回避面向 Unix 的文档，不要只是依赖于 GNU/Linux 文档，这样做会剥夺你了解许多有用的信息。", "Debian\n软件包。",
                "第一段没有结束", "中文的长句子" + String(repeating: "字", count: 40),
            ])
    }

    /// w3m breaks a label that does not fit its column (`[注意]` in four) over two lines: the label is
    /// mended, the note's text starts at its own offset; a bracket that closes no label is left alone (#21).
    @Test func aLabelBrokenOverTwoLinesIsMended() {
        let lines = ["[小 小心", "心] 在上述例子中，用户 penguin 的密码及账号要有和 root 账号密码同样多的保护。", "", "[1] 见上文", "2] 不是标签"]
        let ps = assemble(lines, style: .hardWrapped(width: 79))
        #expect(ps.map(\.text) == ["[小心] 小心", "在上述例子中，用户 penguin 的密码及账号要有和 root 账号密码同样多的保护。", "[1] 见上文\n2] 不是标签"])
        #expect(ps[1].offset == lines[0].utf8.count + 1 + "心] ".utf8.count)
    }

    /// pandoc's admonitions are tables whose rules run past 120 columns: the rules stand alone as
    /// separators, so the note's label is not joined to them (#21).
    @Test func aLongTableRuleIsASeparator() {
        let rule = "  ---------- " + String(repeating: "-", count: 180)
        let lines = [
            "Don't shy away from Unix oriented texts and don't rely solely on GNU/Linux", "texts, as this robs you.",
            "", rule, "   [[Note]]  Note", "             If you have been using any Unix-like system, read on.", rule,
        ]
        let ps = assemble(lines, style: .hardWrapped(width: 78))
        #expect(ps.map(\.kind) == [.paragraph, .separator, .paragraph, .paragraph, .separator])
        #expect(ps[2].text == "[[Note]]  Note")
    }

    /// An apostrophe or an ellipsis may open a paragraph; a closing quote only continues one alone on its line.
    @Test func anApostropheOrAnEllipsisStillOpensAParagraph() {
        for body in ["’Tis the season, he said.", "…and then nothing.", "” she said, quoting the quote."] {
            #expect(!LineShape.isClosingMark(body.unicodeScalars.first!, body: body[...]), "\(body)")
        }
        #expect(LineShape.isClosingMark("”", body: "”"))
        #expect(LineShape.isClosingMark("。", body: "。参见"))
    }

    @Test func hyphenatedLineEndJoinsWithoutSpace() {
        #expect(!ParagraphAssembler.needsSpace(between: "well-", and: "known"))
        #expect(!ParagraphAssembler.needsSpace(between: "incor\u{2010}", and: "porates"), "groff's hyphen")
        #expect(ParagraphAssembler.needsSpace(between: "the", and: "end"))
        #expect(!ParagraphAssembler.needsSpace(between: "天", and: "end"))
    }

    /// groff hyphenates justified man pages with U+2010: the word joins whole, so it reads and is found as one.
    @Test func groffHyphenationJoinsTheWordWhole() {
        let lines = [
            "     When the last client goes away the de\u{2010}", "     tached session stays alive with its com\u{2010}",
            "     mand\u{2010}line history, as does a long Vim\u{2010}", "     Script that the user wrote for a first\u{2010}",
        ]
        let text = assemble(lines, style: .hardWrapped(width: 40)).map(\.text).joined(separator: "|")
        #expect(text.contains("the detached session") && text.contains("its command\u{2010}line history"), "\(text)")
        #expect(text.contains("Vim\u{2010}Script"), "a capital goes on: a compound, not a hyphenation")
        #expect(text.hasSuffix("first\u{2010}"), "nothing follows: kept")
    }
}

@Suite struct WrapStyleTests {
    @Test func gutenbergShapeIsHardWrapped() {
        var lines: [Substring] = []
        for i in 0..<200 {
            lines.append(i % 6 == 5 ? "" : Substring(String(repeating: "x", count: 60 + i % 12)))
        }
        #expect(WrapStyle.detect(sample: lines) == .hardWrapped(width: 70))
    }

    @Test func theBodysIndentIsThatOfMostContinuationLines() {
        var lines: [Substring] = []
        for i in 0..<200 {
            lines.append(i % 6 == 5 ? "" : Substring(String(repeating: "x", count: 60 + i % 12)))
        }
        func bodyIndent(_ sample: [Substring]) -> Int? {
            if case .hardWrapped(_, let indent) = WrapStyle.detect(sample: sample) { return indent }
            return nil
        }
        #expect(bodyIndent(lines) == 0)
        #expect(bodyIndent(lines.map { $0.isEmpty ? $0 : "    " + $0 }) == 4, "a manual block-indented four spaces")
        // Deeper passages here and there and first-line indents do not move it.
        let quoted = lines.enumerated().map { i, l in l.isEmpty ? l : Substring((i % 30 < 4 ? "        " : i % 6 == 0 ? "  " : "") + l) }
        #expect(bodyIndent(quoted) == 0)
    }

    @Test func webNovelShapeIsOneParagraphPerLine() {
        var lines: [Substring] = []
        for i in 0..<200 { lines.append(Substring(String(repeating: "字", count: 10 + (i * 37) % 300))) }
        #expect(WrapStyle.detect(sample: lines) == .paragraphPerLine)
    }
}
