/// Numbered sections of manuals and licences: `1. Definitions.`, `2.3. Scope`, `0. PREAMBLE`,
/// lettered ones (`A. Glossary`) alone on their line, or run in at the start of a paragraph (`2. Grant of Copyright License.
/// Subject to…`). Only a block of its own is looked at, never a raw line, so a numbered list in a
/// novel is not split by the paragraph assembler; `HeadingOutline` keeps them only in sequence.
extension HeadingParser {
    /// Deepest numbering read (`1.2.3.`).
    static let maxSectionDepth = 3
    /// Most words a section title may have.
    static let maxSectionWords = 10

    /// Cheap first look at the bytes: the block opens (after indentation) with one or two ASCII
    /// digits and a full stop, as `section` reads a number first (a verse's `1 In the beginning`,
    /// a table's `1024  …` stop here), or with a capital, a full stop and a space (most prose
    /// starting with a capital stops here).
    static func mayStartSection(_ block: String) -> Bool {
        let utf8 = block.utf8
        guard let start = utf8.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return false }
        let lead = utf8[start]
        let rest = utf8[utf8.index(after: start)...]
        if (0x30...0x39).contains(lead) {
            let digits = rest.prefix(2)
            return digits.first == UInt8(ascii: ".") || (digits.first.map { (0x30...0x39).contains($0) } == true && digits.last == UInt8(ascii: "."))
        }
        guard (0x41...0x5A).contains(lead) else { return false }
        return rest.starts(with: [UInt8(ascii: "."), UInt8(ascii: " ")])
    }

    /// The numbered section this block opens, or nil. A run-in heading's title is the part up to
    /// its first full stop, and `Heading.runIn` is set.
    static func section(_ block: String) -> Heading? {
        let line = block[..<(block.utf8.firstIndex(of: 0x0A) ?? block.endIndex)]
        let text = HeadingText.trimmed(line[...])
        guard let first = text.utf8.first else { return nil }
        var numbers = [Int]()
        var i = text.startIndex
        let lettered = (0x41...0x5A).contains(first)
        if lettered {
            // One capital and a full stop: `A. Glossary`.
            let utf8 = text.utf8
            guard utf8.count > 2, utf8[utf8.index(after: utf8.startIndex)] == UInt8(ascii: ".") else { return nil }
            numbers = [Int(first) - 0x40]
            i = text.index(i, offsetBy: 2)
        }
        while !lettered, numbers.count < maxSectionDepth, i < text.endIndex, text[i].isASCII, text[i].isNumber {
            let digits = text[i...].prefix { $0.isASCII && $0.isNumber }
            guard digits.count <= 2, let n = Int(digits), digits.endIndex < text.endIndex, text[digits.endIndex] == "." else {
                return nil
            }
            numbers.append(n)
            i = text.index(after: digits.endIndex)
        }
        guard !numbers.isEmpty, i < text.endIndex, text[i] == " " else { return nil }
        let rest = text[text.index(after: i)...].drop { $0 == " " }
        guard let initial = rest.unicodeScalars.first, ("A"..."Z").contains(initial) else { return nil }
        let standalone = block.utf8.count == line.utf8.count && rest.utf8.count <= maxColumns
        let title: Substring
        if standalone {
            title = rest
        } else if let stop = rest.firstRange(of: ". ") {
            title = rest[..<stop.upperBound].dropLast()
            guard isTitleCase(title.dropLast()) else { return nil }
        } else {
            return nil
        }
        let words = title.split(separator: " ")
        guard words.count <= maxSectionWords, !title.contains(where: { ",;:()\"“".contains($0) }) else { return nil }
        let label = (lettered ? String(text.prefix(1)) : numbers.map(String.init).joined(separator: ".")) + ". "
        return Heading(level: numbers.count == 1 ? .chapter : .section, runIn: !standalone, kind: lettered ? "lettered" : "section",
                       number: numbers.last!, sectionPath: numbers, title: HeadingText.collapsed((label + title)[...]))
    }

    /// Short words a run-in title may leave in lowercase (`Grant of Copyright License`).
    private static let minorWords: Set<Substring> = ["a", "an", "and", "as", "by", "for", "from", "in", "of", "on", "or",
                                                     "the", "this", "to", "with"]

    /// Every word capitalised except minor ones: what tells `Trademarks.` from a sentence's start.
    private static func isTitleCase(_ title: Substring) -> Bool {
        title.split(separator: " ").allSatisfy { word in
            minorWords.contains(word) || word.unicodeScalars.first.map { ("A"..."Z").contains($0) } ?? false
        }
    }
}
