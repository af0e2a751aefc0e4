/// Recognises one line as a chapter heading by its shape alone: `第一回 …`, `序章`, `Chapter 1.`,
/// `BOOK ONE: 1805`, `FIRST EPILOGUE`, `その一`, a bare `十一`. Lines are rejected first by length,
/// then by their first character, so calling it on every line of a book stays cheap. Guards that
/// need the whole book (contents lists, sequences, repeats) live in `HeadingOutline`.
enum HeadingParser {
    /// Longest line, in UTF-8 bytes with its indentation, that can be a heading.
    static let maxBytes = 240
    /// Widest heading in display columns once whitespace is collapsed (Moby-Dick's longest takes 68).
    static let maxColumns = 72
    /// Most words a title may add after an English heading's number.
    static let maxTitleWords = 14

    /// The heading this line is, or nil.
    static func parse(_ line: Substring) -> Heading? {
        guard mayStartHeading(line) else { return nil }
        let text = HeadingText.withPlainSpaces(HeadingText.trimmed(line))
        guard let first = text.unicodeScalars.first, HeadingText.firstOffset(of: 0x0A, in: text) == nil else { return nil }
        let heading: Heading?
        switch first {
        case "第": heading = numbered(text).map { $0.level < .chapter ? volumeChapter(text) ?? $0 : $0 }
        case "正", "上", "中", "下", "卷": heading = prefixed(text)
        case "#": heading = markdown(text)
        case "A"..."Z": heading = english(text) ?? bareRoman(text)
        case "そ": heading = sono(text)
        case "序", "楔", "引", "前", "自", "尾", "番", "后", "後", "终", "終", "跋", "附": heading = special(text)
        default: heading = ChineseNumeral.isNumeral(first) ? bare(text) ?? enumerated(text) : nil
        }
        guard let h = heading,
            h.title.utf8.count <= maxColumns // a scalar never takes more columns than bytes
                || h.title.unicodeScalars.reduce(0, { $0 + CellWidth.width(of: $1) }) <= maxColumns,
            !isNavigationLine(text)
        else { return nil }
        return h
    }

    /// Whether `text` is a row of a table laid out with spaces rather than a heading: the navigation
    /// line of a page dumped from HTML (`第 1 章 …     起始页     第 3 章 …`: previous, home, next) has
    /// two wide gaps (three spaces or more), or one followed by another heading, or, on the last page,
    /// a column's gap followed by one word (the link home).
    static func isNavigationLine(_ text: Substring) -> Bool {
        // Most headings have no three spaces in a row: one pass over the bytes says so.
        guard text.utf8.withContiguousStorageIfAvailable(hasWideGap) ?? true else { return false }
        let utf8 = text.utf8
        var i = utf8.startIndex
        var run = 0, gaps = 0
        while i < utf8.endIndex {
            if utf8[i] == 0x20 {
                run += 1
            } else {
                if run >= 3 {
                    gaps += 1
                    let tail = text[i...]
                    // (A numeral alone after the gap is the heading's own number: `Act ⇥⇥⇥⇥ I` as a converter left it.)
                    if gaps >= 2 || (mayStartHeading(tail) && parse(tail).map { !$0.bare } ?? false)
                        || (mayStartSection(String(tail)) && section(String(tail)) != nil)
                        || (run >= minColumnGap && isLinkWord(tail))
                    {
                        return true
                    }
                }
                run = 0
            }
            i = utf8.index(after: i)
        }
        return false
    }

    /// Spaces that part two columns of a table: a title is not spaced out so far.
    static let minColumnGap = 10

    /// Whether `tail`, what ends a line after a column gap, is one word of letters (`Home`, `起始页`,
    /// `Up`): the link that closes the last page's navigation line (`Chapter 12. Programming    Home`).
    private static func isLinkWord(_ tail: Substring) -> Bool {
        !tail.isEmpty && tail.count <= maxLinkCharacters && tail.allSatisfy(\.isLetter) && RomanNumeral.value(tail) == nil
    }

    /// Longest link word, in characters.
    static let maxLinkCharacters = 12

    /// Whether `bytes` hold three spaces in a row.
    private static func hasWideGap(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var run = 0
        for b in bytes {
            run = b == 0x20 ? run + 1 : 0
            if run == 3 { return true }
        }
        return false
    }

    // MARK: Fast rejection

    /// Byte-level pre-check that rejects almost every line of a book in a few nanoseconds: too long,
    /// or not starting (after indentation) the way some heading starts: `第` + numeral, `序章`, `その`,
    /// a short numeral, or an English word a heading opens with (`englishStarts`).
    static func mayStartHeading(_ line: String) -> Bool {
        let utf8 = line.utf8
        guard mayStartWith(utf8.first, count: utf8.count) else { return false }
        return utf8.withContiguousStorageIfAvailable { mayStartHeading($0, count: $0.count) }
            ?? mayStartHeading(utf8, count: utf8.count)
    }

    /// `mayStartHeading` for a slice of a line.
    static func mayStartHeading(_ line: Substring) -> Bool {
        let utf8 = line.utf8
        guard mayStartWith(utf8.first, count: utf8.count) else { return false }
        return utf8.withContiguousStorageIfAvailable { mayStartHeading($0, count: $0.count) }
            ?? mayStartHeading(utf8, count: utf8.count)
    }

    /// First cut on the length and the first byte alone, which are cheaper to read than the bytes after
    /// them: indentation, an uppercase letter some keyword starts with, or the lead byte of a CJK character.
    @inline(__always)
    private static func mayStartWith(_ lead: UInt8?, count: Int) -> Bool {
        guard count <= maxBytes, let lead else { return false }
        switch lead {
        case 0x20, 0x09, 0x23, 0xE3...0xE9: return true // E2 would let every line opening with “ through
        case 0x41...0x5A: return englishInitials & (1 << (lead - 0x41)) != 0
        default: return false
        }
    }

    /// Bit set of the uppercase letters an English keyword, front-section word, ordinal or Roman numeral starts with.
    private static let englishInitials: UInt32 = {
        var mask: UInt32 = 0
        for w in englishOpenings + ["i", "v", "x", "l", "c"] { mask |= 1 << (w.utf8.first! - 0x61) }
        return mask
    }()

    /// An uppercase letter Roman numerals are written with.
    @inline(__always)
    private static func isRomanLetter(_ b: UInt8) -> Bool {
        b == 0x49 || b == 0x56 || b == 0x58 || b == 0x4C || b == 0x43
    }

    @inline(__always)
    private static func mayStartHeading(_ bytes: some Sequence<UInt8>, count: Int) -> Bool {
        guard count > 0, count <= maxBytes else { return false }
        var it = bytes.makeIterator()
        var used = 0
        var marked = false // after a Markdown heading's marks, any CJK line may name the book before its chapter (`markdown`)
        while let lead = it.next() {
            used += 1
            switch lead {
            case 0x20, 0x09:
                continue
            case 0x23:
                marked = true
                continue
            case 0x41...0x5A:
                var word = EnglishWord(lead)
                var after: UInt8?
                var roman = isRomanLetter(lead)
                while let b = it.next() {
                    guard (b | 0x20) >= 0x61, (b | 0x20) <= 0x7A else {
                        after = b
                        break
                    }
                    word.append(b)
                    roman = roman && isRomanLetter(b)
                }
                // A Roman numeral alone on its line (`bareRoman`).
                if roman, after == nil || (after == 0x2E && it.next() == nil) { return true }
                switch word {
                case EnglishWord.the, EnglishWord.act, EnglishWord.scene:
                    // `The FIRST ACT`, `ACT II`, `SCENE 3`: a capital or a digit follows, after any spaces.
                    guard after == 0x20, var next = it.next() else { return false }
                    while next == 0x20, let b = it.next() { next = b }
                    return (0x41...0x5A).contains(next) || (word != EnglishWord.the && (0x30...0x39).contains(next))
                default:
                    return englishStarts.contains(word)
                }
            case 0xE0...0xEF:
                if marked { return true }
                guard let b1 = it.next(), let b2 = it.next() else { return false }
                used += 2
                if lead == 0xE3, b1 == 0x80, b2 == 0x80 { continue } // U+3000 ideographic space
                guard let first = scalar(lead, b1, b2) else { return false }
                let next = it.next()
                let second = next.flatMap { n in it.next().flatMap { b1 in it.next().flatMap { scalar(n, b1, $0) } } }
                return mayStartCJK(first, second, nextByte: next, remaining: count - used)
            default:
                return false
            }
        }
        return false
    }

    /// The scalar of a three-byte UTF-8 sequence (U+0800…U+FFFF, where CJK lives), or nil.
    private static func scalar(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8) -> Unicode.Scalar? {
        guard b0 & 0xF0 == 0xE0 else { return nil }
        return Unicode.Scalar(UInt32(b0 & 0x0F) << 12 | UInt32(b1 & 0x3F) << 6 | UInt32(b2 & 0x3F))
    }

    /// Whether a line starting with these two CJK characters (`second` nil when not CJK) may be a heading.
    private static func mayStartCJK(_ first: Unicode.Scalar, _ second: Unicode.Scalar?, nextByte: UInt8?, remaining: Int) -> Bool {
        switch first {
        case "第":
            // A digit, or a space before one (`第 1 章`, its spaces often no-break ones: C2 A0).
            if let n = nextByte, (0x30...0x39).contains(n) || n == 0x20 || n == 0xC2 { return true }
            return second.map { ChineseNumeral.isNumeral($0) || ("０"..."９").contains($0) } ?? false
        case "そ": return second == "の"
        case "序", "跋": return second.map { "章言　：（—·".unicodeScalars.contains($0) } ?? true
        case "正": return second == "文"
        case "上", "中", "下": return second == "卷"
        case "卷": return second.map(ChineseNumeral.isNumeral) ?? false
        case "楔": return second == "子"
        case "引": return second == "子" || second == "言"
        case "前": return second == "言"
        case "自": return second == "序"
        case "尾": return second == "声" || second == "聲"
        case "番": return second == "外"
        case "后", "後": return second == "记" || second == "記"
        case "终", "終": return second == "章"
        case "附": return second == "录" || second == "錄"
        // A bare numeral (`十一`), or one before `、` and a short title (`一、始计第一`).
        default:
            return ChineseNumeral.isNumeral(first)
                && (remaining <= 16 || (remaining <= 72 && (second == "、" || second.map(ChineseNumeral.isNumeral) ?? false)))
        }
    }

    /// The words an English heading opens with (`english`): a keyword, `The` before an ordinal, a front
    /// section's word, an ordinal.
    private static let englishOpenings =
        ["volume", "part", "book", "act", "chapter", "scene", "letter", "prologue", "epilogue", "the"] + frontWords
        + NumberWords.ordinalWords
    private static let englishStarts = Set(englishOpenings.map(EnglishWord.init))

    // MARK: Chinese and Japanese

    /// `第` + numeral + unit (`章回节節卷集部篇編编话話`), then nothing or a separator and a title. An Arabic
    /// number may have a space on either side (`第 1 章 GNU/Linux 教程`).
    private static func numbered(_ text: Substring) -> Heading? {
        let scalars = text.unicodeScalars
        var i = scalars.index(after: scalars.startIndex)
        let spaced = i < scalars.endIndex && scalars[i] == " "
        if spaced { i = scalars.index(after: i) }
        let numberStart = i
        while i < scalars.endIndex, isNumberScalar(scalars[i]) {
            i = scalars.index(after: i)
            guard scalars.distance(from: numberStart, to: i) <= 8 else { return nil }
        }
        let digits = scalars[numberStart..<i]
        if i < scalars.endIndex, scalars[i] == " ", arabic(digits) != nil { i = scalars.index(after: i) }
        guard !digits.isEmpty, !spaced || arabic(digits) != nil, i < scalars.endIndex, let level = unitLevel(scalars[i]) else { return nil }
        let unit = scalars[i]
        let rest = scalars[scalars.index(after: i)...]
        guard startsWithSeparator(rest) || isRunOnTitle(rest), isShortTitle(rest),
            let number = arabic(digits) ?? ChineseNumeral.value(digits)
        else { return nil }
        return Heading(level: level, kind: String(unit), number: number, title: HeadingText.collapsed(text))
    }

    /// A chapter line after a word that says where it stands (`正文 第一回 …`, as downloaded web novels
    /// write every chapter line; `上卷 第一回`; `卷一 第一章`): the chapter, titled by the whole line.
    private static func prefixed(_ text: Substring) -> Heading? {
        let scalars = text.unicodeScalars
        guard let space = scalars.firstIndex(where: HeadingText.isSpace) else { return nil }
        let word = scalars[..<space]
        let isPlace =
            word.elementsEqual("正文".unicodeScalars) || (word.count == 2 && word.last == "卷" && "上中下".unicodeScalars.contains(word.first!))
            || (word.first == "卷" && word.count >= 2 && word.count <= 5 && word.dropFirst().allSatisfy(ChineseNumeral.isNumeral))
        return isPlace ? chapter(after: space, in: text) : nil
    }

    /// A Markdown heading's marks before a heading (`# Chapter 1`, `## 第一章 甲`), or before the book's
    /// title and `正文` and a chapter line (`## 源氏物語 正文 第01章　銅壺`, titled by the chapter line).
    /// What else follows the marks (`# apt-get install`, a root prompt in a manual) is no heading.
    private static func markdown(_ text: Substring) -> Heading? {
        let scalars = text.unicodeScalars
        let marks = scalars.prefix { $0 == "#" }.count
        guard marks <= 6, let start = scalars.dropFirst(marks).firstIndex(where: { !HeadingText.isSpace($0) }),
            start > scalars.index(scalars.startIndex, offsetBy: marks)
        else { return nil }
        let rest = Substring(scalars[start...])
        if let heading = parse(rest), !heading.bare { return heading }
        guard let main = rest.firstRange(of: " 正文 "), rest.distance(from: rest.startIndex, to: main.lowerBound) <= maxTitleBeforeMain,
            var heading = prefixed(rest[rest.index(after: main.lowerBound)...])
        else { return nil }
        heading.title = HeadingText.collapsed(rest[main.upperBound...])
        return heading
    }

    /// Most characters of a book's title before `正文` on a Markdown heading's line.
    static let maxTitleBeforeMain = 12

    /// The chapter a volume's line goes on to (`第一卷 少年 第一章 标题`, a volume name between them):
    /// each chapter line names its volume, so the line is the chapter's.
    private static func volumeChapter(_ text: Substring) -> Heading? {
        let scalars = text.unicodeScalars
        var i = scalars.startIndex, words = 0
        while words < 2, let space = scalars[i...].firstIndex(where: HeadingText.isSpace) {
            if let found = chapter(after: space, in: text) { return found }
            guard let next = scalars[space...].firstIndex(where: { !HeadingText.isSpace($0) }) else { return nil }
            i = next
            words += 1
        }
        return nil
    }

    /// The chapter heading (`第一章 …`, `第一回`) that starts after the spaces at `space` in `text`,
    /// titled by the whole line.
    private static func chapter(after space: Substring.UnicodeScalarView.Index, in text: Substring) -> Heading? {
        let scalars = text.unicodeScalars
        guard let start = scalars[space...].firstIndex(where: { !HeadingText.isSpace($0) }), scalars[start] == "第",
            let inner = numbered(Substring(scalars[start...])), inner.level == .chapter
        else { return nil }
        return Heading(level: .chapter, kind: inner.kind, number: inner.number, title: HeadingText.collapsed(text))
    }

    /// Japanese `その一`, `その十二 …`.
    private static func sono(_ text: Substring) -> Heading? {
        let scalars = text.unicodeScalars
        guard text.hasPrefix("その") else { return nil }
        let numberStart = scalars.index(scalars.startIndex, offsetBy: 2)
        let end = scalars[numberStart...].firstIndex(where: { !isNumberScalar($0) }) ?? scalars.endIndex
        let digits = scalars[numberStart..<end]
        guard !digits.isEmpty, digits.count <= 6, startsWithSeparator(scalars[end...]), isShortTitle(scalars[end...]),
            let number = arabic(digits) ?? ChineseNumeral.value(digits)
        else { return nil }
        return Heading(level: .chapter, kind: "その", number: number, title: HeadingText.collapsed(text))
    }

    /// A numeral alone on its line (`一` … `十一`, as 吾輩は猫である numbers its chapters).
    private static func bare(_ text: Substring) -> Heading? {
        let scalars = text.unicodeScalars
        guard text.utf8.count <= 12, scalars.count <= 4, scalars.allSatisfy(ChineseNumeral.isNumeral),
            let number = ChineseNumeral.value(scalars), number > 0
        else { return nil }
        return Heading(level: .chapter, bare: true, kind: "bare", number: number, title: String(text))
    }

    /// A numeral, `、` and a short title (`一、始计第一`, `三、家`): as a bare numeral, a heading only
    /// inside a 1, 2, 3… sequence. The title is a name, not a list item's sentence: at most
    /// `maxEnumeratedTitle` characters, no clause punctuation.
    private static func enumerated(_ text: Substring) -> Heading? {
        let scalars = text.unicodeScalars
        guard let mark = scalars.firstIndex(of: "、"), scalars.distance(from: scalars.startIndex, to: mark) <= 4 else { return nil }
        let digits = scalars[..<mark], title = scalars[scalars.index(after: mark)...]
        guard digits.allSatisfy(ChineseNumeral.isNumeral), let number = ChineseNumeral.value(digits), number > 0,
            (1...maxEnumeratedTitle).contains(title.count), let last = title.last, !HeadingText.isSpace(title.first!),
            !title.contains(where: { "。；，、：！？!?,;:".unicodeScalars.contains($0) }),
            last.properties.generalCategory != .otherPunctuation
        else { return nil }
        return Heading(level: .chapter, bare: true, kind: "bare", number: number, title: HeadingText.collapsed(text))
    }

    /// Most characters an enumerated heading's title (`enumerated`) has.
    static let maxEnumeratedTitle = 16

    /// A Roman numeral alone on its line (`I`, `XIV.`, as many novels number their chapters): like a
    /// bare kanji numeral, a heading only inside a 1, 2, 3… sequence.
    private static func bareRoman(_ text: Substring) -> Heading? {
        let token = text.utf8.last == 0x2E ? text.dropLast() : text
        guard token.utf8.count <= 8, token.utf8.allSatisfy(isRomanLetter), let number = RomanNumeral.value(token), number > 0 else {
            return nil
        }
        return Heading(level: .chapter, bare: true, kind: "bare", number: number, title: String(text))
    }

    /// Words that head a chapter without a number, longest first so `序章` wins over `序`.
    private static let specials = [
        "序章", "序言", "楔子", "引子", "引言", "前言", "自序", "尾声", "尾聲", "番外", "后记", "後記",
        "终章", "終章", "附录", "附錄", "序", "跋",
    ]

    /// `序章`, `楔子`, `尾声`, `附录`… alone or with a short title; `番外` with anything short after it.
    /// A lettered or numbered appendix (`附录 A. 附录`) is a numbered section's, not this.
    private static func special(_ text: Substring) -> Heading? {
        guard let word = specials.first(where: { text.hasPrefix($0) }) else { return nil }
        let rest = text.unicodeScalars.dropFirst(word.unicodeScalars.count)
        let isExtra = word == "番外"
        guard isExtra || startsWithSeparator(rest), rest.count <= 24, isShortTitle(rest) else { return nil }
        if word.hasPrefix("附"), let label = rest.first(where: { !HeadingText.isSpace($0) }), label.isASCII,
            label.properties.isAlphabetic || ("0"..."9").contains(label)
        {
            return nil
        }
        return Heading(level: .chapter, flexible: isExtra, front: !isExtra, kind: word, title: HeadingText.collapsed(text))
    }

    private static func isNumberScalar(_ s: Unicode.Scalar) -> Bool {
        ChineseNumeral.isNumeral(s) || ("0"..."9").contains(s) || ("０"..."９").contains(s)
    }

    /// Value of ASCII or full-width digits (`001`, `１２`), or nil when anything else is there.
    private static func arabic(_ digits: Substring.UnicodeScalarView.SubSequence) -> Int? {
        var total = 0
        for s in digits {
            switch s {
            case "0"..."9": total = total * 10 + Int(s.value - 0x30)
            case "０"..."９": total = total * 10 + Int(s.value - 0xFF10)
            default: return nil
            }
        }
        return total
    }

    private static func unitLevel(_ s: Unicode.Scalar) -> Heading.Level? {
        switch s {
        case "部": .part
        case "卷", "集", "篇", "编", "編": .book
        case "章", "回", "话", "話": .chapter
        case "节", "節": .section
        default: nil
        }
    }

    /// True when nothing follows, or a space or an opening/neutral punctuation mark does
    /// (`第三章的…` and `第一回，…` continue a sentence; `第一回　…` and `第一章：…` do not).
    private static func startsWithSeparator(_ rest: Substring.UnicodeScalarView.SubSequence) -> Bool {
        guard let s = rest.first else { return true }
        if HeadingText.isSpace(s) { return true }
        switch s {
        case "，", "、", ",", "」", "』", "）", ")", "”", "’", "。", "；": return false
        default: break
        }
        switch s.properties.generalCategory {
        case .otherPunctuation, .dashPunctuation, .openPunctuation, .initialPunctuation, .connectorPunctuation: return true
        default: return false
        }
    }

    /// Most characters a title written straight after its unit (`第3章风起`) may have.
    static let maxRunOnTitle = 16

    /// Characters that go on the word or the sentence when they follow `第3章`/`第一回` at once
    /// (`第3章节`, `第一回合`, `第三章的`, `第五章中`…): such a line is prose, not a heading.
    private static let continuations = Set("节節的了是在中里裡裏内內后後前之也和与與及就都又说說讲講时時合目次个個以上下为為有将將完已".unicodeScalars)

    /// A title written straight after the unit, with no space (`第3章风起`): short, only letters
    /// (no punctuation: the line is not a sentence), and not opening with a character that
    /// continues the unit into a word or a sentence.
    private static func isRunOnTitle(_ rest: Substring.UnicodeScalarView.SubSequence) -> Bool {
        guard let first = rest.first, rest.count >= 2, rest.count <= maxRunOnTitle,
            !continuations.contains(first)
        else { return false }
        return rest.allSatisfy { $0.properties.isAlphabetic || HeadingText.isSpace($0) }
    }

    /// A CJK title is not a sentence: no full stop or semicolon, not ending on a comma.
    private static func isShortTitle(_ rest: Substring.UnicodeScalarView.SubSequence) -> Bool {
        if rest.contains(where: { $0 == "。" || $0 == "；" }) { return false }
        guard let last = rest.last else { return true }
        return last != "，" && last != "、"
    }
}
