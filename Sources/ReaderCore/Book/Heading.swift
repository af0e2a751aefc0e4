/// One line recognised as a heading by `HeadingParser`, before the book-wide guards of `HeadingOutline`.
struct Heading: Sendable, Equatable {
    /// Nesting depth: a part holds books, a book holds chapters, a chapter may hold sections.
    enum Level: Int, Sendable, Comparable, CaseIterable {
        case part, book, chapter, section, subsection
        static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }

        /// The level of a numbered section `depth` numbers deep: `1.` a chapter, `1.1.` a section, `1.1.1.` a subsection.
        static func forSection(depth: Int) -> Level {
            Level(rawValue: Level.chapter.rawValue + depth - 1) ?? .subsection
        }
    }

    // Stored widest first: a long book holds a heading per line it finds, and padding between
    // narrow fields would cost a quarter of each.

    /// What the heading names, independent of spelling: `chapter`, `epilogue`, `回`, `章`, `序章`…
    var kind: String
    /// Display title: trimmed, whitespace runs collapsed, all-caps English keywords title-cased.
    var title: String
    /// A numbered section's numbers (`2.3.` → [2, 3]); empty for every other heading.
    var sectionPath: SectionPath
    /// The parsed number (`第001回` and `第一回` both give 1), when there is one.
    var number: Int?
    /// The character of the line underlining the heading (`Underline`); its level is set book-wide
    /// by `HeadingOutline.levelingUnderlines`.
    var underline: Unicode.Scalar?
    /// Depth when the heading stands for itself; `flexible` headings may act one level up.
    var level: Level
    /// Prologue, Epilogue, 番外: a container (book level) when a deeper heading follows at once, else a chapter.
    var flexible: Bool
    /// A kanji numeral alone on its line (`一`, `十一`): a heading only inside a 1, 2, 3… sequence.
    var bare: Bool
    /// A front or back section named by one word (`Preface`, `ETYMOLOGY.`, `前言`): known by its kind
    /// alone, so a contents entry and the body's heading match however their subtitles are spelled.
    var front: Bool
    /// A numbered section run in at the start of its paragraph (`2. Grant of Copyright License.
    /// Subject to…`): the chapter starts at that paragraph, which is not drawn as a heading.
    var runIn: Bool
    /// A heading its shape marks (underlined, a man page's section header): never a printed contents
    /// list's entry, so `HeadingOutline` gives it a run of its own.
    var standsApart: Bool

    init(
        level: Level, flexible: Bool = false, bare: Bool = false, front: Bool = false, runIn: Bool = false, kind: String,
        number: Int? = nil,
        sectionPath: SectionPath = [], title: String, underline: Unicode.Scalar? = nil, standsApart: Bool = false
    ) {
        self.kind = kind
        self.title = title
        self.sectionPath = sectionPath
        self.number = number
        self.underline = underline
        self.level = level
        self.flexible = flexible
        self.bare = bare
        self.front = front
        self.runIn = runIn
        self.standsApart = standsApart
    }

    /// Feeds `hasher` the heading's identity, used to spot the same heading twice (a contents list,
    /// then the body): its kind, and its number, else (unless a front section) its title.
    func combineKey(into hasher: inout Hasher) {
        hasher.combine(kind)
        if let number {
            hasher.combine(number)
        } else {
            hasher.combine(front ? "" : title)
        }
    }
}

extension Heading {
    /// The heading a line underlined with `mark` is, at chapter level until the book's underlines are ranked.
    init(underlined text: String, by mark: Unicode.Scalar) {
        self.init(
            level: .chapter, kind: "underline", title: HeadingText.collapsed(HeadingText.trimmed(text[...])), underline: mark,
            standsApart: true)
    }
}
