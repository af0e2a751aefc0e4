import ReaderCore

/// A grapheme of a book's text that steps forward and back across paragraphs (skipping empty
/// ones), and knows what kind of character it stands on: what the selection's word steps walk with.
struct TextWalker {
    let book: Book
    private(set) var paragraph: Int
    private(set) var grapheme: Int
    /// The characters of `paragraph`.
    private var characters: [Character]

    /// What a character is to a word step.
    enum Kind: Equatable {
        /// Letters and digits of alphabetic scripts: runs of them are words.
        case letter
        /// A CJK character: a word of its own.
        case cjk
        /// Punctuation and symbols: runs of them are words, as in vim.
        case mark
        /// White space; the break between two paragraphs counts as one.
        case space
    }

    init(book: Book, at anchor: PageAnchor) {
        self.book = book
        paragraph = anchor.paragraph
        characters = Array(book.paragraphs[anchor.paragraph].text)
        grapheme = min(anchor.grapheme, max(0, characters.count - 1))
    }

    var anchor: PageAnchor { PageAnchor(paragraph: paragraph, grapheme: grapheme) }

    var kind: Kind { grapheme < characters.count ? Self.kind(of: characters[grapheme]) : .space }

    static func kind(of c: Character) -> Kind {
        if c.isWhitespace { return .space }
        if let first = c.unicodeScalars.first, Script.isCJK(first) { return .cjk }
        return c.isLetter || c.isNumber || c == "_" ? .letter : .mark
    }

    /// One grapheme on, into the next (or previous) non-empty paragraph at its edge; false at the book's edge.
    mutating func step(forward: Bool) -> Bool {
        if forward ? grapheme + 1 < characters.count : grapheme > 0 {
            grapheme += forward ? 1 : -1
            return true
        }
        guard let next = forward ? Self.paragraph(after: paragraph, in: book) : Self.paragraph(before: paragraph, in: book) else {
            return false
        }
        paragraph = next
        characters = Array(book.paragraphs[next].text)
        grapheme = forward ? 0 : characters.count - 1
        return true
    }

    /// Steps over white space; false when the book ends first.
    mutating func skipSpaces(forward: Bool) -> Bool {
        while kind == .space {
            guard step(forward: forward) else { return false }
        }
        return true
    }

    /// To the last grapheme (or back: the first) of the run of letters or marks it stands on, within
    /// the paragraph; a CJK character or a space is a run of one.
    mutating func toEndOfRun(forward: Bool) {
        let run = kind
        guard run == .letter || run == .mark else { return }
        while true {
            let next = grapheme + (forward ? 1 : -1)
            guard next >= 0, next < characters.count, Self.kind(of: characters[next]) == run else { return }
            grapheme = next
        }
    }

    /// To the end (or back: the start) of the word of letters it stands on, an apostrophe between
    /// letters inside it (`doesn't`, `rock’n’roll`): the word a dictionary is asked for.
    mutating func toEndOfWord(forward: Bool) {
        guard kind == .letter else { return }
        while true {
            toEndOfRun(forward: forward)
            let mark = grapheme + (forward ? 1 : -1), letter = grapheme + (forward ? 2 : -2)
            guard letter >= 0, letter < characters.count, characters[mark] == "'" || characters[mark] == "’",
                Self.kind(of: characters[letter]) == .letter
            else { return }
            grapheme = letter
        }
    }

    /// The next paragraph after `p` that has text; nil when none does.
    static func paragraph(after p: Int, in book: Book) -> Int? {
        var next = p + 1
        while next < book.paragraphs.count {
            if !book.paragraphs[next].text.isEmpty { return next }
            next += 1
        }
        return nil
    }

    /// The last paragraph before `p` that has text; nil when none does.
    static func paragraph(before p: Int, in book: Book) -> Int? {
        var previous = p - 1
        while previous >= 0 {
            if !book.paragraphs[previous].text.isEmpty { return previous }
            previous -= 1
        }
        return nil
    }
}
