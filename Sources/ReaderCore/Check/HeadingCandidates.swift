/// Blocks of a plain-text book shaped like headings whatever the reader made of them, for the sweep's
/// `few-contents`: a short line alone that is numbered (`2.1 NAME`, `3.1.4. Scope`) or in capitals (a man
/// page's `DESCRIPTION`, `SHELL GRAMMAR`). A book with many more of them than contents entries lost its structure.
public enum HeadingCandidates {
    /// Longest candidate, in UTF-8 bytes, and most words.
    static let maxBytes = 60
    static let maxWords = 8

    /// How many of `book`'s paragraphs and headings are candidates (not list items: a printed contents
    /// list, which w3m repeats on every chapter's page, is one).
    public static func count(_ book: Book) -> Int {
        var count = 0
        for i in 0..<book.paragraphs.count {
            let kind = book.paragraphs.kinds[i]
            guard kind == .paragraph || kind.headingLevel != nil else { continue }
            if isCandidate(book.paragraphs[i].text[...]) { count += 1 }
        }
        return count
    }

    /// A short line that is numbered (two numbers or more, then a word) or all in capitals (two letters
    /// at least), not a sentence: no final full stop or comma after capitals (a play's `PEACHUM.`).
    static func isCandidate(_ text: Substring) -> Bool {
        let line = HeadingText.trimmed(text)
        guard !line.isEmpty, line.utf8.count <= maxBytes, !line.contains("\n"), HeadingText.wordCount(line) <= maxWords else {
            return false
        }
        let numbers = line.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        if numbers.first?.isNumber == true {
            // Two numbers at least (`2.1`, `3.1.4.`): a single `1.` opens list items as often as sections.
            let rest = line[numbers.endIndex...]
            let dotted = numbers.split(separator: ".").count >= 2
            return dotted && rest.first == " " && rest.dropFirst().first?.isLetter == true
        }
        guard let last = line.last, !".,;:".contains(last) else { return false }
        let letters = line.filter(\.isLetter)
        return letters.count >= 2 && letters.allSatisfy { $0.isUppercase }
    }
}
