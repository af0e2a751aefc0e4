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
        guard !line.isEmpty, line.utf8.count <= maxBytes else { return nil }
        let text = HeadingText.trimmed(line)
        guard let first = text.unicodeScalars.first, !text.utf8.contains(UInt8(ascii: "\n")) else { return nil }
        let heading: Heading?
        switch first {
        case "第": heading = numbered(text)
        case "A"..."Z": heading = english(text)
        case "そ": heading = sono(text)
        case "序", "楔", "引", "尾", "番", "后", "後", "终", "終", "跋": heading = special(text)
        default: heading = ChineseNumeral.isNumeral(first) ? bare(text) : nil
        }
        guard let h = heading, CellWidth.width(of: h.title) <= maxColumns else { return nil }
        return h
    }

    // MARK: Chinese and Japanese

    /// `第` + numeral + unit (`章回节節卷集部篇话話`), then nothing or a separator and a title.
    private static func numbered(_ text: Substring) -> Heading? {
        let scalars = text.unicodeScalars
        var i = scalars.index(after: scalars.startIndex)
        let numberStart = i
        while i < scalars.endIndex, isNumberScalar(scalars[i]) {
            i = scalars.index(after: i)
            guard scalars.distance(from: numberStart, to: i) <= 8 else { return nil }
        }
        guard i > numberStart, i < scalars.endIndex, let level = unitLevel(scalars[i]) else { return nil }
        let unit = scalars[i]
        let rest = scalars[scalars.index(after: i)...]
        let digits = scalars[numberStart..<i]
        guard startsWithSeparator(rest), isShortTitle(rest),
              let number = arabic(digits) ?? ChineseNumeral.value(digits) else { return nil }
        return Heading(level: level, kind: String(unit), number: number, title: HeadingText.collapsed(text))
    }

    /// Japanese `その一`, `その十二 …`.
    private static func sono(_ text: Substring) -> Heading? {
        let scalars = text.unicodeScalars
        guard text.hasPrefix("その") else { return nil }
        let numberStart = scalars.index(scalars.startIndex, offsetBy: 2)
        let end = scalars[numberStart...].firstIndex(where: { !isNumberScalar($0) }) ?? scalars.endIndex
        let digits = scalars[numberStart..<end]
        guard !digits.isEmpty, digits.count <= 6, startsWithSeparator(scalars[end...]), isShortTitle(scalars[end...]),
              let number = arabic(digits) ?? ChineseNumeral.value(digits) else { return nil }
        return Heading(level: .chapter, kind: "その", number: number, title: HeadingText.collapsed(text))
    }

    /// A numeral alone on its line (`一` … `十一`, as 吾輩は猫である numbers its chapters).
    private static func bare(_ text: Substring) -> Heading? {
        let scalars = text.unicodeScalars
        guard text.utf8.count <= 12, scalars.count <= 4, scalars.allSatisfy(ChineseNumeral.isNumeral),
              let number = ChineseNumeral.value(scalars), number > 0 else { return nil }
        return Heading(level: .chapter, bare: true, kind: "bare", number: number, title: String(text))
    }

    /// Words that head a chapter without a number, longest first so `序章` wins over `序`.
    private static let specials = ["序章", "序言", "楔子", "引子", "尾声", "尾聲", "番外", "后记", "後記", "终章", "終章", "序", "跋"]

    /// `序章`, `楔子`, `尾声`… alone or with a short title; `番外` with anything short after it.
    private static func special(_ text: Substring) -> Heading? {
        guard let word = specials.first(where: { text.hasPrefix($0) }) else { return nil }
        let rest = text.unicodeScalars.dropFirst(word.unicodeScalars.count)
        let isExtra = word == "番外"
        guard isExtra || startsWithSeparator(rest), rest.count <= 24, isShortTitle(rest) else { return nil }
        return Heading(level: .chapter, flexible: isExtra, kind: word, title: HeadingText.collapsed(text))
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
        case "卷", "集": .book
        case "章", "回", "篇", "话", "話": .chapter
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

    /// A CJK title is not a sentence: no full stop or semicolon, not ending on a comma.
    private static func isShortTitle(_ rest: Substring.UnicodeScalarView.SubSequence) -> Bool {
        if rest.contains(where: { $0 == "。" || $0 == "；" }) { return false }
        guard let last = rest.last else { return true }
        return last != "，" && last != "、"
    }

    // MARK: English

    private enum Keyword { case chapter, part, book, prologue, epilogue }

    /// `Chapter 1`, `CHAPTER I. Title`, `Book One: 1805`, `Part XLII — Title`, `Epilogue`, `FIRST EPILOGUE: 1813 - 20`.
    private static func english(_ text: Substring) -> Heading? {
        let (firstWord, afterFirst) = word(in: text, from: text.startIndex)
        guard HeadingText.isHeadingCase(firstWord) else { return nil }
        var prefix: String
        var keyword: Keyword
        var number: Int?
        var cursor: Substring.Index
        if let k = self.keyword(firstWord) {
            keyword = k
            prefix = HeadingText.displayWord(firstWord)
            cursor = afterFirst
        } else if let ordinal = NumberWords.ordinal(firstWord), afterFirst < text.endIndex, text[afterFirst] == " " {
            let (second, afterSecond) = word(in: text, from: text.index(after: afterFirst))
            guard HeadingText.isHeadingCase(second), let k = self.keyword(second) else { return nil }
            keyword = k
            number = ordinal
            prefix = HeadingText.displayWord(firstWord) + " " + HeadingText.displayWord(second)
            cursor = afterSecond
        } else {
            return nil
        }
        if number == nil {
            let spaced = text[cursor...].prefix(while: { $0 == " " })
            let (token, afterToken) = numberToken(in: text, from: spaced.endIndex)
            if !spaced.isEmpty, let value = englishNumber(token) {
                number = value
                prefix += " " + (RomanNumeral.value(token) != nil ? String(token) : HeadingText.displayWord(token))
                cursor = afterToken
            } else if keyword != .prologue && keyword != .epilogue {
                return nil
            }
        }
        let rest = text[cursor...]
        let restStart = rest.drop(while: { $0 == " " })
        if let mark = restStart.first {
            guard ".:—–-(".contains(mark) else { return nil }
            guard restStart.split(separator: " ").count <= maxTitleWords, !namesAnotherHeading(restStart) else { return nil }
        }
        let kind: String
        switch keyword {
        case .chapter: kind = "chapter"
        case .part: kind = "part"
        case .book: kind = "book"
        case .prologue: kind = "prologue"
        case .epilogue: kind = "epilogue"
        }
        let level: Heading.Level = keyword == .part ? .part : keyword == .book ? .book : .chapter
        let flexible = keyword == .prologue || keyword == .epilogue
        return Heading(level: level, flexible: flexible, kind: kind, number: number,
                       title: HeadingText.collapsed((prefix + rest)[...]))
    }

    /// True when a title names a numbered heading again (`BOOK I. (_Folio_), CHAPTER I. (_Sperm Whale_).—This
    /// whale…` in Moby-Dick's Cetology): a cross-reference that starts a sentence, not a heading.
    private static func namesAnotherHeading(_ rest: Substring) -> Bool {
        var i = rest.startIndex
        while let start = rest[i...].firstIndex(where: { $0.isASCII && $0.isLetter }) {
            let (w, end) = word(in: rest, from: start)
            if HeadingText.isHeadingCase(w), let k = keyword(w), k == .chapter || k == .part || k == .book,
               end < rest.endIndex, rest[end] == " " {
                let (token, _) = numberToken(in: rest, from: rest.index(after: end))
                if englishNumber(token) != nil { return true }
            }
            i = end
        }
        return false
    }

    /// The run of ASCII letters starting at `start`, and the index after it.
    private static func word(in text: Substring, from start: Substring.Index) -> (Substring, Substring.Index) {
        let end = text[start...].firstIndex(where: { !($0.isASCII && $0.isLetter) }) ?? text.endIndex
        return (text[start..<end], end)
    }

    /// The run of ASCII letters, digits and hyphens starting at `start` (`12`, `XLII`, `Twenty-One`).
    private static func numberToken(in text: Substring, from start: Substring.Index) -> (Substring, Substring.Index) {
        let end = text[start...].firstIndex(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-")) })
            ?? text.endIndex
        return (text[start..<end], end)
    }

    private static func englishNumber(_ token: Substring) -> Int? {
        guard !token.isEmpty else { return nil }
        if token.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            return token.utf8.count <= 4 ? Int(token) : nil
        }
        return RomanNumeral.value(token) ?? NumberWords.cardinal(token)
    }

    /// The keyword a word spells, compared without allocating (most lines start with some capitalised word).
    private static func keyword(_ word: Substring) -> Keyword? {
        let isWord = { (target: String) in HeadingText.equalsIgnoringCase(word, target) }
        switch word.utf8.count {
        case 4: return isWord("part") ? .part : isWord("book") ? .book : nil
        case 7: return isWord("chapter") ? .chapter : nil
        case 8: return isWord("prologue") ? .prologue : isWord("epilogue") ? .epilogue : nil
        default: return nil
        }
    }
}
