/// Which lines are chapter headings: the built-in rules (`auto`), none at all (`none`: the book is
/// cut into size-based sections), or regular expressions of the user's, added to the built-in rules
/// or standing alone (as legado's TXT contents rules do). A line matched by a user rule is a
/// chapter heading on its own line, titled by the line.
public struct HeadingRules: Sendable, Equatable {
    /// Whether the built-in rules (headings, scripture, fortune entries) are used.
    public let builtIn: Bool
    /// The user's rules, in the order given.
    private let patterns: [UserRule]
    /// What the user's rules may still spend on the book being read (see `RuleBudget`).
    private let budget: RuleBudget
    /// The user's rules as written.
    public var sources: [String] { patterns.map(\.pattern) }

    /// Most user rules a book is read with: each line is searched with every rule, and the budget
    /// charges only costly searches, so 60,000 cheap rules held a 25 MB book for minutes.
    public static let maximumRules = 32

    /// The built-in rules alone.
    public static let auto = HeadingRules(builtIn: true, compiled: [])
    /// No heading at all.
    public static let none = HeadingRules(builtIn: false, compiled: [])

    /// The rules already compiled, with or without the built-in ones.
    public init(builtIn: Bool, compiled: [UserRule]) {
        self.builtIn = builtIn
        patterns = compiled
        budget = RuleBudget()
    }

    /// The rules `patterns` (PCRE2 syntax), with or without the built-in ones; throws for the
    /// first pattern that does not compile.
    public init(patterns: [String], builtIn: Bool) throws(HeadingRuleError) {
        var compiled: [UserRule] = []
        for p in patterns { compiled.append(try Self.compile(p)) }
        self.init(builtIn: builtIn, compiled: compiled)
    }

    /// One rule compiled, or the error naming it.
    public static func compile(_ pattern: String) throws(HeadingRuleError) -> UserRule {
        try UserRule(pattern)
    }

    /// The same rules with a budget of their own: the budget is per book, so each book opened gets a copy.
    public func forNewBook() -> HeadingRules {
        HeadingRules(builtIn: builtIn, compiled: patterns)
    }

    /// Why the user's rules were stopped on this book (a line or the book cost too many steps); from
    /// then on they match nothing, and the headings they found before stay.
    public var budgetFailure: HeadingRuleError? { budget.failure }

    /// Stops the user's rules when the book holds more headings than it may (`HeadingOutline.maxHeadings`):
    /// they say why, and the headings found so far stay.
    func stopCrowded() {
        guard let first = patterns.first else { return }
        budget.stop(first, "it matches more than one line in every 16 bytes of text")
    }

    /// Identity of the rules, stored with the index cache so chapters found under other rules are not reused.
    public var key: String {
        guard !sources.isEmpty else { return builtIn ? "auto" : "none" }
        return (builtIn ? "auto+" : "") + sources.map { "/" + $0 + "/" }.joined(separator: " ")
    }

    /// Rules are equal when they are written alike.
    public static func == (a: HeadingRules, b: HeadingRules) -> Bool { a.key == b.key }

    /// True when `line` (without its indent) is a heading under these rules. `found` then gets the
    /// built-in heading it is (what `heading(_:)` gives for the line as a block of its own), nil for a
    /// heading by a user rule alone; a line that is none leaves it alone (no write on every line).
    @inline(__always)
    func isHeading(_ line: Substring, keeping found: inout Heading?) -> Bool {
        if builtIn, let heading = HeadingParser.parse(line) {
            found = heading
            return true
        }
        guard matchesUserRule(line) else { return false }
        found = nil
        return true
    }

    /// True when some user rule matches somewhere in the line (anchor it with `^` to match its start).
    func matchesUserRule(_ line: Substring) -> Bool {
        guard !patterns.isEmpty, line.utf8.count <= HeadingParser.maxBytes, !line.utf8.contains(0x0A) else { return false }
        let text = HeadingText.trimmed(line)
        return budget.matches(patterns, text)
    }

    /// The heading a paragraph is under these rules: a built-in one first, else a user rule's
    /// (a chapter titled by the line, whitespace collapsed).
    func heading(_ text: String) -> Heading? {
        if builtIn, HeadingParser.mayStartHeading(text), let h = HeadingParser.parse(text[...]) { return h }
        if let h = sectionHeading(text) { return h }
        guard matchesUserRule(text[...]) else { return nil }
        return Heading(level: .chapter, kind: "rule", title: HeadingText.collapsed(HeadingText.trimmed(text[...])))
    }
}

extension HeadingRules {
    /// `heading(text)` of a line `isHeading` already said no to: only a numbered section
    /// (`1.`, `2.3.`), which `isHeading` does not look for, can still be one.
    func sectionHeading(_ text: String) -> Heading? {
        mayBeSection(text) ? HeadingParser.section(text) : nil
    }

    /// Whether `sectionHeading(text)` may find a section: a section starts with a digit, a capital or a
    /// CJK character (`章 1.`), after spaces or tabs, so the first byte rules most lines out.
    @inline(__always)
    func mayBeSection(_ text: String) -> Bool {
        guard builtIn, !text.isEmpty else { return false }
        let first = text.utf8[text.utf8.startIndex]
        return
            (first == 0x20 || first == 0x09 || (0x30...0x39).contains(first) || (0x41...0x5A).contains(first)
            || (0xE3...0xE9).contains(first))
            && HeadingParser.mayStartSection(text)
    }
}

/// A user heading rule that is not a valid regular expression.
public struct HeadingRuleError: Error, Equatable, CustomStringConvertible {
    public var pattern: String
    public var reason: String

    /// One line, the pattern cleaned of control characters (it may come from a config file).
    public var description: String {
        let firstLine = reason.split(separator: "\n").first.map(String.init) ?? reason
        return Sanitizer.printable("bad chapter rule /\(pattern)/: \(firstLine)")
    }
}
