/// Numbered sections of manuals and licences: `1. Definitions.`, `2.3. Scope`, `0. PREAMBLE`,
/// lettered ones (`A. Glossary`) alone on their line, or run in at the start of a paragraph (`2. Grant of Copyright License.
/// Subject to…`). Only a block of its own is looked at, never a raw line, so a numbered list in a
/// novel is not split by the paragraph assembler; `HeadingOutline` keeps them only in sequence.
extension HeadingParser {
    /// Deepest numbering read (`1.2.3.`).
    static let maxSectionDepth = 3
    /// Most words a section title may have.
    static let maxSectionWords = 12

    /// Cheap first look at the bytes: the block opens (after indentation) with one or two ASCII digits
    /// and a full stop, with a capital, a full stop and a space (most prose starting with a capital
    /// stops here), or with a word (ASCII letters, perhaps abbreviated, or one CJK character) and a
    /// space before a digit (`Chapter 1.`, `章 1.`, `No. 1.`).
    /// Asked of every one-line block: a few byte compares.
    static func mayStartSection(_ block: String) -> Bool {
        block.utf8.withContiguousStorageIfAvailable(mayStartSection) ?? Array(block.utf8).withUnsafeBufferPointer(mayStartSection)
    }

    private static func mayStartSection(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < b.count, b[i] == 0x20 || b[i] == 0x09 { i += 1 }
        guard i < b.count else { return false }
        let lead = b[i]
        // `section` reads one or two digits and a full stop first: a verse's `1 In the beginning`
        // and a table's `1024  …` stop here.
        if (0x30...0x39).contains(lead) {
            let dot = UInt8(ascii: ".")
            guard i + 1 < b.count else { return false }
            if b[i + 1] == dot { return true }
            return (0x30...0x39).contains(b[i + 1]) && i + 2 < b.count && b[i + 2] == dot
        }
        var end: Int
        if (0x41...0x5A).contains(lead) {
            // `A. Glossary`, `A.1. Census`.
            if i + 2 < b.count, b[i + 1] == UInt8(ascii: "."), b[i + 2] == 0x20 || (0x30...0x39).contains(b[i + 2]) { return true }
            end = i + 1
            while end < b.count, end - i < maxWordBytes, (0x61...0x7A).contains(b[end] | 0x20) { end += 1 }
            // An abbreviated word: `No. 12.`.
            if end < b.count, b[end] == UInt8(ascii: ".") { end += 1 }
        } else if (0xE3...0xE9).contains(lead) {
            // One CJK character or two (`章 1.`, `附录 A.`).
            end = i + 3
            if end < b.count, (0xE3...0xE9).contains(b[end]) { end += 3 }
        } else {
            return false
        }
        // A space (or a no-break one, C2 A0), then a digit, or a capital and a full stop or a space (`Appendix A.`).
        if end < b.count, b[end] == 0x20 {
            end += 1
        } else if end + 1 < b.count, b[end] == 0xC2, b[end + 1] == 0xA0 {
            end += 2
        } else {
            return false
        }
        guard end < b.count else { return false }
        if (0x30...0x39).contains(b[end]) { return true }
        return (0x41...0x5A).contains(b[end]) && end + 1 < b.count
            && (b[end + 1] == UInt8(ascii: ".") || b[end + 1] == 0x20 || b[end + 1] == 0xC2)
    }

    /// Longest word, in UTF-8 bytes, that may stand before a chapter's number (`Chapter`, `章`, `Kapitel`).
    static let maxWordBytes = 12

    /// The numbered section this block opens, or nil. A run-in heading's title is the part up to
    /// its first full stop, and `Heading.runIn` is set. A section alone on its line may have a word
    /// before a top-level number (`章 1. Title`: the word names the family, `HeadingOutline` keeps one)
    /// and a title in any script; it is not a sentence (no `;` `。`, no final comma or colon, and a
    /// final full stop only after a title-case title).
    static func section(_ block: String) -> Heading? {
        let line = block[
            ..<(HeadingText.firstOffset(of: 0x0A, in: block).map { block.utf8.index(block.startIndex, offsetBy: $0) } ?? block.endIndex)]
        let text = HeadingText.withPlainSpaces(HeadingText.trimmed(line[...]))
        let standalone = block.utf8.count == line.utf8.count
        guard let first = text.utf8.first else { return nil }
        var numbers = SectionPath()
        var i = text.startIndex
        var word = ""
        let lettered = (0x41...0x5A).contains(first) && text.utf8.dropFirst().first == UInt8(ascii: ".")
        if lettered {
            // One capital and a full stop: `A. Glossary`, or an appendix's section `A.1. Census`.
            guard text.utf8.count > 2 else { return nil }
            numbers = [Int(first) - 0x40]
            i = text.index(i, offsetBy: 2)
        } else if !(0x30...0x39).contains(first) {
            // A word before the number, or an abbreviated one (`No. 12. Boiled Beef.`): alone on its line only.
            guard standalone, let space = text.firstIndex(of: " "), text.utf8.distance(from: text.startIndex, to: space) <= maxWordBytes,
                (text[..<space].last == "." ? text[..<space].dropLast() : text[..<space]).allSatisfy(\.isLetter)
            else { return nil }
            word = String(text[..<space])
            i = text.index(after: space)
            if let first = text[i...].unicodeScalars.first, ("A"..."Z").contains(first) { return appendix(word, text[i...]) }
        }
        let numbered = Numbered(numbers: numbers, word: word, lettered: lettered, standalone: standalone)
        switch sectionByBytes(text, from: text.utf8.distance(from: text.startIndex, to: i), numbered) {
        case .heading(let heading): return heading
        case .none: return nil
        case .unsure: return sectionByCharacters(text, from: i, numbered)
        }
    }

    /// `section` from `i` on (the number, or the numbers after a lettered section's letter), read as
    /// `Character`s: for the text `sectionByBytes` cannot read as bytes.
    static func sectionByCharacters(_ text: Substring, from i: Substring.Index, _ numbered: Numbered) -> Heading? {
        var (numbers, i) = (numbered.numbers, i)
        let (word, lettered, standalone) = (numbered.word, numbered.lettered, numbered.standalone)
        while numbers.count < maxSectionDepth, i < text.endIndex, text[i].isASCII, text[i].isNumber {
            let digits = text[i...].prefix { $0.isASCII && $0.isNumber }
            // Two digits at most (a year is no section), three after a word (`No. 241.`).
            guard digits.count <= (word.isEmpty ? 2 : 3), let n = Int(digits), digits.endIndex < text.endIndex, text[digits.endIndex] == "."
            else {
                return nil
            }
            numbers.append(n)
            i = text.index(after: digits.endIndex)
        }
        guard !numbers.isEmpty, word.isEmpty || numbers.count == 1, i < text.endIndex, text[i] == " " else { return nil }
        let rest = text[text.index(after: i)...].drop { $0 == " " }
        guard let initial = rest.unicodeScalars.first else { return nil }
        let alone = standalone && rest.utf8.count <= maxColumns
        let title: Substring
        if alone {
            guard initial.properties.isAlphabetic || opensQuote(initial), !HeadingText.containsAny(of: ";。；", in: rest),
                let last = rest.last, !",:，：、".contains(last), last != "." || isTitleCase(rest.dropLast())
            else { return nil }
            title = rest
        } else if ("A"..."Z").contains(initial), let stop = rest.firstRange(of: ". ") {
            title = rest[..<stop.upperBound].dropLast()
            guard isTitleCase(title.dropLast()), !HeadingText.containsAny(of: ",;:()\"“", in: title) else { return nil }
        } else {
            return nil
        }
        guard HeadingText.wordCount(title) <= maxSectionWords, !alone || !isNavigationLine(rest) else { return nil }
        let found = Numbered(numbers: numbers, word: word, lettered: lettered, standalone: standalone)
        return found.heading(runIn: !alone, title: HeadingText.collapsed((String(decoding: found.opening, as: UTF8.self) + title)[...]))
    }

    /// Words that name an appendix, lowercase (`Appendix A. Glossary`, `附录 A. 附录`, `付録 A 派生…`).
    static let appendixWords: Set<String> = ["appendix", "annexe", "annex", "anhang", "apéndice", "appendice", "附录", "附錄", "付録", "부록"]

    /// `Appendix A. Title` (`rest`: from the letter on): a chapter-level heading numbered by its letter,
    /// under which `A.1.` sections count as `1.1.` do under `Chapter 1.`; nil for any other word.
    private static func appendix(_ word: String, _ rest: Substring) -> Heading? {
        guard appendixWords.contains(word.lowercased()), let letter = rest.utf8.first else { return nil }
        var title = rest.dropFirst()
        if title.first == "." { title = title.dropFirst() }
        guard title.first == " " else { return nil }
        title = title.drop { $0 == " " }
        guard let initial = title.unicodeScalars.first, initial.properties.isAlphabetic || opensQuote(initial),
            title.utf8.count <= maxColumns, !HeadingText.containsAny(of: ";。；", in: title),
            let last = title.last, !",:，：、".contains(last)
        else { return nil }
        return Heading(
            level: .chapter, kind: "appendix", number: Int(letter) - 0x40, title: HeadingText.collapsed((word + " ")[...] + rest))
    }

    /// An opening quotation mark or bracket, which a title may start with (`1.5.2. “$LANG” variable`).
    static func opensQuote(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .initialPunctuation, .openPunctuation: true
        default: s == "\"" || s == "'"
        }
    }

    /// Short words a run-in title may leave in lowercase (`Grant of Copyright License`).
    static let minorWords: Set<Substring> = [
        "a", "an", "and", "as", "by", "for", "from", "in", "of", "on", "or",
        "the", "this", "to", "with",
    ]

    /// Every word capitalised (or a number) except minor ones: what tells `Trademarks.` from a sentence's start.
    private static func isTitleCase(_ title: Substring) -> Bool {
        title.split(separator: " ").allSatisfy { word in
            minorWords.contains(word) || word.unicodeScalars.first.map { ("A"..."Z").contains($0) || ("0"..."9").contains($0) } ?? false
        }
    }
}
