import Glibc
import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// The reference path: the same breaking algorithm fed one Swift `Character` at a time.
struct CharacterSource: GraphemeSource {
    let text: String
    var index: String.Index

    init(_ text: String) {
        self.text = text
        index = text.startIndex
    }

    var offset: Int { text.utf8.distance(from: text.startIndex, to: index) }
    var count: Int { text.utf8.count }

    mutating func next() -> GraphemeInfo? {
        guard index < text.endIndex else { return nil }
        defer { index = text.index(after: index) }
        return GraphemeInfo(text[index])
    }

    /// No run shortcuts: every grapheme goes through `next()`, which is what the fast path is checked against.
    mutating func skipASCIIWord(limit: Int) -> Int { 0 }
    mutating func skipASCIIWords(limit: Int) -> Int { 0 }
    mutating func skipSpace() -> Bool { false }
    mutating func skipIdeographs(limit: Int) -> Int { 0 }
    func byte(at offset: Int) -> UInt8 { text.utf8[text.utf8.index(text.startIndex, offsetBy: offset)] }

    mutating func seek(to offset: Int) {
        index = text.utf8.index(text.startIndex, offsetBy: offset)
    }
}

@Suite struct LineBreakerTests {
    /// The text of each line, read through its UTF-8 range.
    static func texts(_ text: String, _ lines: [BrokenLine]) -> [String] {
        let bytes = Array(text.utf8)
        return lines.map { String(decoding: bytes[$0.utf8], as: UTF8.self) }
    }

    static func breakTexts(_ text: String, columns: Int, indent: Int = 0) -> [String] {
        texts(text, LineBreaker(columns: columns).lines(of: text, firstLineIndent: indent))
    }

    static func referenceLines(_ text: String, columns: Int, indent: Int) -> [BrokenLine] {
        var source = CharacterSource(text)
        return LineBreaker(columns: columns).lines(from: &source, firstLineIndent: indent)
    }

    /// Checks the contract the paginator relies on; returns the problems found.
    static func violations(_ text: String, _ lines: [BrokenLine], columns: Int, indent: Int) -> [String] {
        var problems: [String] = []
        let chars = Array(text)
        let bytes = Array(text.utf8)
        guard let first = lines.first, let last = lines.last else { return ["no lines"] }
        if first.graphemes.lowerBound != 0 || first.utf8.lowerBound != 0 { problems.append("does not start at 0") }
        if last.graphemes.upperBound != chars.count || last.utf8.upperBound != bytes.count { problems.append("does not reach the end") }
        for (i, line) in lines.enumerated() {
            if i > 0
                && (line.graphemes.lowerBound != lines[i - 1].graphemes.upperBound
                    || line.utf8.lowerBound != lines[i - 1].utf8.upperBound)
            {
                problems.append("line \(i) does not tile")
            }
            guard line.graphemes.upperBound <= chars.count, line.utf8.upperBound <= bytes.count else {
                problems.append("line \(i) out of bounds"); continue
            }
            let graphemes = chars[line.graphemes]
            if String(graphemes) != String(decoding: bytes[line.utf8], as: UTF8.self) {
                problems.append("line \(i): grapheme and UTF-8 ranges differ (split grapheme?)")
            }
            if graphemes.dropLast().contains(where: { $0 == "\n" || $0 == "\r\n" }) { problems.append("line \(i): \\n inside") }
            let visible = graphemes.reversed().drop { $0 == " " || $0 == "\n" || $0 == "\r\n" }
            let width = visible.reduce(0) { $0 + CellWidth.width(of: $1) }
            if width != line.width { problems.append("line \(i): width \(line.width), expected \(width)") }
            let room = columns - (i == 0 ? min(indent, columns) : 0)
            if line.width > room && !(visible.count == 1 && width > columns) {
                problems.append("line \(i): width \(line.width) exceeds \(room)")
            }
            let afterHardBreak = i == 0 || lines[i - 1].graphemes.last.map { chars[$0] == "\n" || chars[$0] == "\r\n" } ?? false
            if line.graphemes.isEmpty && !afterHardBreak {
                problems.append("line \(i) empty")
            }
        }
        return problems
    }

    /// Soft breaks that leave a closing mark at a line start or an opening mark at a line end.
    static func kinsokuViolations(_ text: String, _ lines: [BrokenLine]) -> [String] {
        let chars = Array(text)
        var found: [String] = []
        for (prev, line) in zip(lines, lines.dropFirst()) where !line.graphemes.isEmpty && chars[prev.graphemes.upperBound - 1] != "\n" {
            let head = chars[line.graphemes.lowerBound], tail = chars[prev.graphemes.upperBound - 1]
            if "，。、；：？！”’）》」』】〉〕…ーっゃゅょッャュョ)]},.:;!?".contains(head) || "“‘（《「『【〈〔([{".contains(tail) {
                found.append(String(chars[prev.graphemes]) + "|" + String(chars[line.graphemes]))
            }
        }
        return found
    }

    @Test func emptyTextIsOneEmptyLine() {
        #expect(LineBreaker(columns: 10).lines(of: "") == [BrokenLine(graphemes: 0..<0, utf8: 0..<0, width: 0)])
    }

    @Test func latinWrapsAtSpacesWhichHangUncounted() {
        let lines = LineBreaker(columns: 10).lines(of: "The quick brown fox")
        #expect(Self.texts("The quick brown fox", lines) == ["The quick ", "brown fox"])
        #expect(lines.map(\.width) == [9, 9])
        #expect(lines.map(\.graphemes) == [0..<10, 10..<19])
        #expect(Self.breakTexts("ab    cd", columns: 3) == ["ab    ", "cd"])
        #expect(LineBreaker(columns: 3).lines(of: "ab    cd").map(\.width) == [2, 2])
        #expect(Self.breakTexts("word   ", columns: 4) == ["word   "])
        #expect(Self.breakTexts("exactly ten", columns: 7) == ["exactly ", "ten"])
        // Spaces before a wide character hang too (a regression of the ideograph run shortcut).
        #expect(LineBreaker(columns: 5).lines(of: "ab  中文").map(\.width) == [2, 4])
        #expect(LineBreaker(columns: 3).lines(of: "ab  中").map(\.width) == [2, 2])
    }

    @Test func longWordsAreSplit() {
        #expect(Self.breakTexts("abcdefghij", columns: 4) == ["abcd", "efgh", "ij"])
        #expect(Self.breakTexts("a abcdefghij b", columns: 4) == ["a ", "abcd", "efgh", "ij b"])
    }

    @Test func wideCharacterAtTheEdgeMovesDown() {
        #expect(Self.breakTexts("abcd中", columns: 5) == ["abcd", "中"])
        #expect(Self.breakTexts("中文中文中", columns: 5) == ["中文", "中文", "中"])
        #expect(LineBreaker(columns: 5).lines(of: "中文中文中").map(\.width) == [4, 4, 2])
    }

    @Test func graphemeWiderThanTheLineStandsAlone() {
        let lines = LineBreaker(columns: 1).lines(of: "中a文")
        #expect(Self.texts("中a文", lines) == ["中", "a", "文"])
        #expect(lines.map(\.width) == [2, 1, 2])
    }

    @Test func firstLineIndent() {
        #expect(Self.breakTexts("abcdef", columns: 5, indent: 2) == ["abc", "def"])
        #expect(Self.breakTexts("　　第一回", columns: 6, indent: 2) == ["　　", "第一回"])
        // The indent alone leaves no room for the first character: the first line stays empty.
        let lines = LineBreaker(columns: 2).lines(of: "中文", firstLineIndent: 1)
        #expect(lines.map(\.graphemes) == [0..<0, 0..<1, 1..<2])
    }

    @Test func kinsokuClosingMarksNeverStartALine() {
        #expect(Self.breakTexts("你好。", columns: 4) == ["你", "好。"])
        #expect(Self.breakTexts("他说……", columns: 5) == ["他", "说……"])
        #expect(Self.breakTexts("你好」。再见", columns: 6) == ["你", "好」。", "再见"])
        #expect(Self.breakTexts("あちょっと", columns: 6) == ["あ", "ちょっ", "と"])
        #expect(Self.breakTexts("ｱｲｯ", columns: 2) == ["ｱ", "ｲｯ"])
        #expect(Self.breakTexts("アコーヒー", columns: 4) == ["ア", "コー", "ヒー"])
    }

    @Test func kinsokuOpeningMarksNeverEndALine() {
        #expect(Self.breakTexts("他说：“你好”", columns: 8) == ["他说：", "“你好”"])
        #expect(Self.breakTexts("甲乙《丙丁", columns: 6) == ["甲乙", "《丙丁"])
        #expect(Self.breakTexts("甲乙丙「丁」", columns: 8) == ["甲乙丙", "「丁」"])
    }

    @Test func halfWidthClosingMarksNeverStartALineNorOpeningOnesEndOne() {
        // Before the fix `)。` started the second line, and `(` ended the first.
        #expect(Self.breakTexts("天地玄黄(注)。宇宙", columns: 11) == ["天地玄黄", "(注)。宇宙"])
        #expect(Self.breakTexts("天地玄黄宇宙洪荒(日月", columns: 17) == ["天地玄黄宇宙洪荒", "(日月"])
        for mark in [")", "]", "}", ",", ".", ":", ";", "!", "?"] {
            #expect(Self.breakTexts("天地玄黄" + mark + "宇宙", columns: 8) == ["天地玄", "黄" + mark + "宇宙"], "\(mark)")
        }
        for mark in ["(", "[", "{"] {
            #expect(Self.breakTexts("天地玄" + mark + "黄宇宙", columns: 7) == ["天地玄", mark + "黄宇宙"], "\(mark)")
        }
        // A run of ASCII taken at once is checked at both ends, as one character at a time.
        #expect(Self.breakTexts("天地玄黄)abc", columns: 9) == ["天地玄", "黄)abc"])
        #expect(Self.breakTexts("天地玄ab(宇宙", columns: 10) == ["天地玄", "ab(宇宙"])
    }

    @Test func halfWidthQuotesStickToTheTextOnBothSidesButAfterASpace() {
        #expect(Self.breakTexts("天地玄\"黄\"宇宙", columns: 7) == ["天地", "玄\"黄\"", "宇宙"])
        #expect(Self.breakTexts("天地玄黄\"宇宙", columns: 9) == ["天地玄", "黄\"宇宙"])
        // In Latin text a quote after a space starts a line as before; an apostrophe stays in its word.
        #expect(Self.breakTexts("he said 'no' then", columns: 8) == ["he said ", "'no' ", "then"])
        #expect(Self.breakTexts("we don't know", columns: 7) == ["we ", "don't ", "know"])
    }

    @Test func kinsokuGivesWayWhenPushingWouldEmptyTheLine() {
        #expect(Self.breakTexts("。。。", columns: 2) == ["。", "。", "。"])
        #expect(Self.breakTexts("「「「", columns: 2) == ["「", "「", "「"])
        // No break opportunity at all (a Latin run): the character before the closing mark is pushed down.
        #expect(Self.breakTexts("abcd”", columns: 4) == ["abc", "d”"])
        // Every line of "好」。" at 4 columns breaks a rule; pushing 」 down would too, so the break stays.
        #expect(Self.breakTexts("你好」。再见", columns: 4) == ["你", "好」", "。再", "见"])
        #expect(Self.breakTexts("コーヒー", columns: 2) == ["コ", "ー", "ヒ", "ー"])
        #expect(Self.breakTexts("ちょっと", columns: 4) == ["ちょ", "っと"])
    }

    @Test func latinWordInsideCJKWrapsAsAWord() {
        #expect(Self.breakTexts("中文English单词", columns: 8) == ["中文", "English", "单词"])
        #expect(Self.breakTexts("我用Swift写", columns: 7) == ["我用", "Swift写"])
    }

    @Test func clustersAreNeverSplit() {
        let decomposed = "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}"
        let lines = LineBreaker(columns: 2).lines(of: decomposed)
        #expect(lines.map(\.graphemes) == [0..<2, 2..<4, 4..<5])
        #expect(lines.map(\.utf8) == [0..<6, 6..<12, 12..<15])
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(Self.breakTexts(family + family + "x", columns: 3) == [family, family + "x"])
        #expect(Self.breakTexts("🇯🇵🇫🇷🇩🇪", columns: 2) == ["🇯🇵🇫🇷", "🇩🇪"])
        #expect(
            Self.breakTexts("\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}", columns: 3) == ["\u{1100}\u{1161}\u{11A8}", "\u{1100}\u{1161}"])
        #expect(Self.breakTexts("ｶﾞｷﾞｸﾞ", columns: 2) == ["ｶﾞｷﾞ", "ｸﾞ"])
    }

    @Test func hardLineBreaks() {
        let lines = LineBreaker(columns: 10).lines(of: "ab\ncd")
        #expect(lines == [BrokenLine(graphemes: 0..<3, utf8: 0..<3, width: 2), BrokenLine(graphemes: 3..<5, utf8: 3..<5, width: 2)])
        #expect(Self.breakTexts("ab\n", columns: 10) == ["ab\n", ""])
        #expect(Self.breakTexts("\n\n", columns: 10) == ["\n", "\n", ""])
        #expect(Self.breakTexts("abc \ndef", columns: 3) == ["abc \n", "def"])
        #expect(LineBreaker(columns: 3).lines(of: "abc \ndef").map(\.width) == [3, 3])
        #expect(Self.breakTexts("中文\r\n字", columns: 10) == ["中文\r\n", "字"])
    }

    /// Pieces the property test strings together from; joining them also makes clusters across pieces.
    static let pieces: [String] = [
        "a", "word", "reading", "supercalifragilistic", " ", " ", "  ", "中", "文", "字", "。", "，", "、",
        "“", "”", "「", "」", "《", "》", "（", "）", "…", "ー", "ょ", "ッ", "ｶﾞ", "ｯ", "e\u{301}", "\u{301}",
        "👍🏽", "👨\u{200D}👩\u{200D}👧", "🇯🇵", "❤\u{FE0F}", "\u{200B}", "\n", "\u{1100}\u{1161}", "가", "Ａ",
        "—", "é", "ß", "Ω", "д", "\u{3000}", "𠀀", "\r\n", "\u{0915}\u{094D}\u{0937}", "!", "-",
        "(", ")", "[", "}", ",", ".", "?", "\"", "'", "(a)", "ab)",
    ]

    @Test func propertyTilingWidthAndFastEqualsSlow() async {
        let text = Gen.text(of: Self.pieces, count: 0...60)
        await propertyCheck(count: 500, input: text, Gen.int(in: 2...120), Gen.int(in: 0...4)) { text, columns, indent in
            let lines = LineBreaker(columns: columns).lines(of: text, firstLineIndent: indent)
            let problems = Self.violations(text, lines, columns: columns, indent: indent)
            #expect(problems.isEmpty, "\(problems)")
            #expect(lines == Self.referenceLines(text, columns: columns, indent: indent))
        }
    }

    /// Latin text, where whole words are skipped a stretch at a time: the same lines as reading it
    /// grapheme by grapheme, hyphenating or not, with any indents; spaces that a following mark joins,
    /// closing marks after a space and stray non-ASCII end a stretch early.
    @Test func wordStretchesBreakAsWordByWord() async {
        let pieces = [
            "the", "reading", "a", "I", "of", "hyphenation", "nation", "well-known", " ", " ", " ", "  ", ",", ".", ")", "(a)",
            "\"", "'", "-", "—", "é", "“", "”", "\n", "\u{301}", "中", "。", "supercalifragilisticexpialidocious",
        ]
        let text = Gen.text(of: pieces, count: 0...80)
        await propertyCheck(count: 500, input: text, Gen.int(in: 1...90), Gen.int(in: 0...6)) { text, columns, indent in
            for breaker in [
                LineBreaker(columns: columns), LineBreaker(columns: columns, hyphenates: true, hyphenator: HyphenationFixture.english),
            ] {
                var fast: [BrokenLine] = [], slow: [BrokenLine] = []
                GraphemeScanner.withScanner(text) { breaker.lines(from: &$0, firstLineIndent: indent, hangingIndent: indent, into: &fast) }
                var source = CharacterSource(text)
                breaker.lines(from: &source, firstLineIndent: indent, hangingIndent: indent, into: &slow)
                #expect(fast == slow, "\(columns) columns: \(Self.texts(text, fast)) against \(Self.texts(text, slow))")
            }
        }
    }

    /// Japanese text, where plain kana are taken in runs with the ideographs: the same lines as reading
    /// it grapheme by grapheme, small kana, `ー`, stops, brackets and voicing marks among them.
    @Test func kanaRunsBreakAsOneByOne() async {
        let pieces = [
            "か", "な", "カ", "ナ", "ゃ", "ッ", "ー", "。", "、", "「", "」", "『", "』", "・", "〜", "々", "\u{3000}", "\u{3099}",
            "か\u{3099}", "ﾊﾟ", "中", "文", "word", " ", "\n", "（", "）",
        ]
        let text = Gen.text(of: pieces, count: 0...80)
        await propertyCheck(count: 500, input: text, Gen.int(in: 1...60), Gen.int(in: 0...4)) { text, columns, indent in
            let lines = LineBreaker(columns: columns).lines(of: text, firstLineIndent: indent)
            #expect(Self.violations(text, lines, columns: columns, indent: indent).isEmpty)
            #expect(lines == Self.referenceLines(text, columns: columns, indent: indent), "\(columns) columns")
        }
    }

    @Test func narrowColumnsProperty() async {
        let text = Gen.text(of: Self.pieces, count: 0...30)
        await propertyCheck(count: 1000, input: text, Gen.int(in: 1...6), Gen.int(in: 0...3)) { text, columns, indent in
            let lines = LineBreaker(columns: columns).lines(of: text, firstLineIndent: indent)
            #expect(Self.violations(text, lines, columns: columns, indent: indent).isEmpty)
            #expect(lines == Self.referenceLines(text, columns: columns, indent: indent))
        }
    }

    /// Real books: the fast path equals the Character path and the contract holds on every paragraph.
    @Test(
        .enabled(if: Corpus.available, "needs ../shared/corpus"),
        arguments: [
            "zh/xiyouji.utf8.txt", "ja/wagahai-wa-neko-de-aru.utf8-bom.txt", "bad/tabs-zerowidth-combining-emoji.txt",
            "bad/rtl-arabic-hebrew.txt", "en/alice-in-wonderland.pg11.utf8.txt",
        ])
    func corpusFastEqualsSlow(file: String) throws {
        let text = try #require(Corpus.path(file).flatMap(readFile))
        let paragraphs = Array(text.utf8).split(separator: 0x0A).prefix(400).map { line in
            String(decoding: line.filter { $0 != 0x0D && $0 != 0x09 }, as: UTF8.self)
        }
        for columns in [7, 40, 80] {
            for p in paragraphs {
                let lines = LineBreaker(columns: columns).lines(of: p, firstLineIndent: 2)
                let problems = Self.violations(p, lines, columns: columns, indent: 2)
                #expect(problems.isEmpty, "\(problems) in \(p.prefix(40))")
                #expect(lines == Self.referenceLines(p, columns: columns, indent: 2), "\(p.prefix(40))")
                if columns >= 40 && (file.hasPrefix("zh/") || file.hasPrefix("ja/")) {
                    #expect(Self.kinsokuViolations(p, lines).isEmpty, "\(Self.kinsokuViolations(p, lines))")
                }
            }
        }
    }

    /// Throughput on two whole books, one line per paragraph; run with TERMREADER_BENCH=1 in release
    /// (`swift test -c release -Xswiftc -enable-testing --filter lineBreakerThroughput`).
    @Test(
        .enabled(if: Corpus.available && getenv("TERMREADER_BENCH") != nil, "set TERMREADER_BENCH=1"),
        arguments: ["zh/xiyouji.utf8.txt", "en/moby-dick.pg2701.utf8.txt"])
    func lineBreakerThroughput(file: String) throws {
        let text = try #require(Corpus.path(file).flatMap(readFile))
        let paragraphs = Array(text.utf8).split(separator: 0x0A).map { line in
            String(decoding: line.filter { $0 != 0x0D }, as: UTF8.self)
        }
        let bytes = paragraphs.reduce(0) { $0 + $1.utf8.count }
        let breaker = LineBreaker(columns: 80)
        var best = Double.infinity
        var lineCount = 0
        for _ in 0..<5 {
            let start = Self.now()
            lineCount = 0
            for p in paragraphs { lineCount += breaker.lines(of: p, firstLineIndent: 2).count }
            best = min(best, Self.now() - start)
        }
        print("LineBreaker \(file): \(bytes) bytes, \(lineCount) lines, \(Int(Double(bytes) / best / 1e6)) MB/s")
        #expect(lineCount >= paragraphs.count)
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
