/// English headings: `Volume`/`Part`/`Book`/`Act`/`Chapter`/`Scene`/`Letter` with an Arabic, Roman or
/// spelled-out number, `Prologue`/`Epilogue` (also `FIRST EPILOGUE`, `THE FIRST ACT`), each optionally
/// followed by `.`/`:`/`—` and a title; and front sections named by one word alone on their line
/// (`Preface`, `ETYMOLOGY.`). A play's act holds its scenes as a book holds chapters.
extension HeadingParser {
    private enum Keyword { case volume, part, book, act, chapter, scene, letter, prologue, epilogue }

    /// One-word front and back sections, lowercase; a heading only as the whole line (a `.` and a
    /// parenthesised note may follow: `EXTRACTS. (Supplied by a Sub-Sub-Librarian).`).
    static let frontWords = ["preface", "introduction", "foreword", "etymology", "extracts", "afterword", "appendix"]

    /// `Chapter 1`, `CHAPTER I. Title`, `Book One: 1805`, `Part XLII — Title`, `Epilogue`, `FIRST EPILOGUE: 1813 - 20`.
    static func english(_ whole: Substring) -> Heading? {
        // `THE FIRST ACT`: an ordinal may follow `The`.
        let text = dropThe(whole)
        let (firstWord, afterFirst) = word(in: text, from: text.startIndex)
        guard HeadingText.isHeadingCase(firstWord) else { return nil }
        var prefix: String
        var keyword: Keyword
        var number: Int?
        var cursor: Substring.Index
        if let word = frontWords.first(where: { HeadingText.equalsIgnoringCase(firstWord, $0) }) {
            return front(word, text, after: afterFirst)
        }
        if let k = self.keyword(firstWord) {
            keyword = k
            prefix = HeadingText.displayWord(firstWord)
            cursor = afterFirst
        } else if let ordinal = NumberWords.ordinal(firstWord), afterFirst < text.endIndex, text.utf8[afterFirst] == 0x20 {
            let (second, afterSecond) = word(in: text, from: text.index(after: afterFirst))
            guard HeadingText.isHeadingCase(second), let k = self.keyword(second) else { return nil }
            keyword = k
            number = ordinal
            prefix = HeadingText.displayWord(firstWord) + " " + HeadingText.displayWord(second)
            cursor = afterSecond
        } else {
            return nil
        }
        if text.startIndex != whole.startIndex { prefix = "The " + prefix }
        if number == nil {
            let spaced = text[cursor...].utf8.prefix(while: { $0 == 0x20 })
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
        let restStart = rest[(rest.utf8.firstIndex(where: { $0 != 0x20 }) ?? rest.endIndex)...]
        // A play's `Second Act._` ending an italic sentence, or `First Act:` over a list of errata, is no heading.
        if keyword == .act || keyword == .scene, !restStart.isEmpty, restStart != ".", !restStart.contains(where: \.isLetter) { return nil }
        if let mark = restStart.unicodeScalars.first {
            guard ".:—–-(".unicodeScalars.contains(mark) else { return nil }
            // `ACT II. SCENE I.`: an act opening with its first scene is the act's heading.
            guard words(in: restStart) <= maxTitleWords,
                !namesAnotherHeading(restStart, but: keyword == .act ? .scene : nil)
            else { return nil }
        }
        let kind: String
        let level: Heading.Level
        switch keyword {
        case .volume: (kind, level) = ("volume", .part)
        case .part: (kind, level) = ("part", .part)
        case .book: (kind, level) = ("book", .book)
        case .act: (kind, level) = ("act", .book)
        case .chapter: (kind, level) = ("chapter", .chapter)
        case .scene: (kind, level) = ("scene", .chapter)
        case .letter: (kind, level) = ("letter", .chapter)
        case .prologue: (kind, level) = ("prologue", .chapter)
        case .epilogue: (kind, level) = ("epilogue", .chapter)
        }
        let flexible = keyword == .prologue || keyword == .epilogue
        return Heading(
            level: level, flexible: flexible, kind: kind, number: number,
            title: HeadingText.collapsed((prefix + rest)[...]))
    }

    /// `Preface`, `ETYMOLOGY.`, `EXTRACTS. (Supplied by a Sub-Sub-Librarian).`: the word, then at most
    /// a full stop and a note in parentheses; anything else makes the line prose.
    private static func front(_ word: String, _ text: Substring, after end: Substring.Index) -> Heading? {
        var rest = text[end...]
        if rest.utf8.first == UInt8(ascii: ".") { rest = rest.dropFirst() }
        let note = rest.drop { $0 == " " }
        guard
            note.isEmpty
                || (note.first == "(" && (note.hasSuffix(")") || note.hasSuffix(")."))
                    && note.count < rest.count)
        else { return nil }
        let title = HeadingText.displayWord(text[text.startIndex..<end]) + (note.isEmpty ? "" : " " + note)
        return Heading(level: .chapter, front: true, kind: word, title: HeadingText.collapsed(title[...]))
    }

    /// True when a title names a numbered heading again (`BOOK I. (_Folio_), CHAPTER I. (_Sperm Whale_).—This
    /// whale…` in Moby-Dick's Cetology): a cross-reference that starts a sentence, not a heading.
    private static func namesAnotherHeading(_ rest: Substring, but allowed: Keyword? = nil) -> Bool {
        var i = rest.startIndex
        while let start = rest.utf8[i...].firstIndex(where: isLetter) {
            let (w, end) = word(in: rest, from: start)
            if HeadingText.isHeadingCase(w), let k = keyword(w), k != .prologue, k != .epilogue, k != allowed,
                end < rest.endIndex, rest.utf8[end] == 0x20
            {
                let (token, _) = numberToken(in: rest, from: rest.index(after: end))
                if englishNumber(token) != nil { return true }
            }
            i = end
        }
        return false
    }

    /// How many words, runs of bytes other than spaces, `text` holds.
    private static func words(in text: Substring) -> Int {
        var count = 0, inWord = false
        for b in text.utf8 {
            if b == 0x20 {
                inWord = false
            } else if !inWord {
                inWord = true
                count += 1
            }
        }
        return count
    }

    /// `text` without a leading `The ` before an ordinal (`THE FIRST ACT`), else `text`.
    private static func dropThe(_ text: Substring) -> Substring {
        guard text.utf8.count > 4, HeadingText.equalsIgnoringCase(text.prefix(3), "the"), text.utf8.dropFirst(3).first == 0x20 else {
            return text
        }
        let rest = text.dropFirst(4)
        return NumberWords.ordinal(word(in: rest, from: rest.startIndex).0) != nil ? rest : text
    }

    /// The run of ASCII letters starting at `start`, and the index after it.
    private static func word(in text: Substring, from start: Substring.Index) -> (Substring, Substring.Index) {
        let end = text.utf8[start...].firstIndex(where: { !isLetter($0) }) ?? text.endIndex
        return (text[start..<end], end)
    }

    /// The run of ASCII letters, digits and hyphens starting at `start` (`12`, `XLII`, `Twenty-One`).
    private static func numberToken(in text: Substring, from start: Substring.Index) -> (Substring, Substring.Index) {
        let end =
            text.utf8[start...].firstIndex(where: { !(isLetter($0) || (0x30...0x39).contains($0) || $0 == 0x2D) })
            ?? text.endIndex
        return (text[start..<end], end)
    }

    private static func isLetter(_ b: UInt8) -> Bool { (0x61...0x7A).contains(b | 0x20) }

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
        case 3: return isWord("act") ? .act : nil
        case 4: return isWord("part") ? .part : isWord("book") ? .book : nil
        case 5: return isWord("scene") ? .scene : nil
        case 6: return isWord("volume") ? .volume : isWord("letter") ? .letter : nil
        case 7: return isWord("chapter") ? .chapter : nil
        case 8: return isWord("prologue") ? .prologue : isWord("epilogue") ? .epilogue : nil
        default: return nil
        }
    }
}
