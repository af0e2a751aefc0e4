/// Numbered sections of manuals and licences: `1. Definitions.`, `2.3. Scope`, `0. PREAMBLE`
/// alone on their line, or run in at the start of a paragraph (`2. Grant of Copyright License.
/// Subject to…`). Only a block of its own is looked at, never a raw line, so a numbered list in a
/// novel is not split by the paragraph assembler; `HeadingOutline` keeps them only in sequence.
extension HeadingParser {
    /// Deepest numbering read (`1.2.3.`).
    static let maxSectionDepth = 3
    /// Most words a section title may have.
    static let maxSectionWords = 10

    /// Cheap first look: the block opens (after indentation) with an ASCII digit.
    static func mayStartSection(_ block: String) -> Bool {
        guard let lead = block.utf8.first(where: { $0 != 0x20 && $0 != 0x09 }) else { return false }
        return (0x30...0x39).contains(lead)
    }

    /// The numbered section this block opens, or nil. A run-in heading's title is the part up to
    /// its first full stop, and `Heading.runIn` is set.
    static func section(_ block: String) -> Heading? {
        let line = block.prefix { $0 != "\n" }
        let text = HeadingText.trimmed(line[...])
        guard let first = text.utf8.first, (0x30...0x39).contains(first) else { return nil }
        var numbers = [Int]()
        var i = text.startIndex
        while numbers.count < maxSectionDepth, i < text.endIndex, text[i].isASCII, text[i].isNumber {
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
        let label = numbers.map(String.init).joined(separator: ".") + ". "
        return Heading(level: numbers.count == 1 ? .chapter : .section, runIn: !standalone, kind: "section",
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
