/// An anomaly the sweep (`termreader check`) reports for a book. Each has a stable name, used in
/// the output and in the allow-list.
public enum CheckFlag: String, Sendable, Codable, CaseIterable, Comparable {
    /// The book could not be opened: one line on stderr and a sysexits code (expected of hostile input).
    case openFailed = "open-failed"
    /// The reader died or failed without a clean one-line error (a signal, a trap, no report).
    case crash
    /// A long book (more than `CheckReport.longBook` pages) with at most two contents entries, only
    /// size-based sections, or far fewer entries than heading-shaped lines (`CheckReport.hasFewContents`).
    case fewContents = "few-contents"
    /// A contents entry whose heading is followed by more headings: it points into a printed contents list.
    case contentsInList = "contents-in-list"
    /// Text of the source missing from the laid-out rows.
    case lostText = "lost-text"
    /// Text in the laid-out rows that the source does not have.
    case addedText = "added-text"
    /// An EPUB's `<pre>` whose words no preformatted block holds in order: code that lost its spaces.
    case preSpacing = "pre-spacing"
    /// A row starting with a character kinsoku forbids at a line start, where the text had no space.
    case kinsokuStart = "kinsoku-start"
    /// A row ending with a character kinsoku forbids at a line end, where the text had no space.
    case kinsokuEnd = "kinsoku-end"
    /// A row wider than the page.
    case tooWide = "too-wide"
    /// Indexing slower than the floor, for a book big enough to measure (`CheckReport.timedBytes`).
    case slow

    public static func < (a: CheckFlag, b: CheckFlag) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
