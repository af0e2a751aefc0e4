/// What the sweep measured of one book, as the child process that opened it reports it, and the
/// flags those measurements raise.
public struct CheckReport: Sendable, Codable, Equatable {
    public var file: String
    /// `txt` or `epub`.
    public var format: String
    public var encoding: String
    public var bytes: Int
    /// The page size the book was laid out at, `COLSxROWS`.
    public var size: String
    public var pages: Int
    /// Contents entries per level, the first for level 1.
    public var contents: [Int]
    /// Blocks by kind name (as `info --json` names them).
    public var blocks: [String: Int]
    /// Titles of the chapters whose heading opens a list of headings (`ContentsSurvey`).
    public var contentsInList: [String]
    public var contentsInListCount: Int
    /// The contents are size-based sections only (`ContentsSurvey.sizeBased`).
    public var sizeBasedContents: Bool
    /// Blocks shaped like headings (`HeadingCandidates`; 0 for an EPUB, whose headings are marked up).
    public var headingCandidates: Int
    public var kinsokuStarts: LayoutSurvey.Offenders
    public var kinsokuEnds: LayoutSurvey.Offenders
    public var tooWide: LayoutSurvey.Offenders
    /// Compared scalars of the source (`SourceLetters`) and how the rows differ from them; nil
    /// for a format the sweep has no independent reading of (all but TXT and EPUB).
    public var sourceLetters: Int
    public var text: TextDiff?
    /// Whether each of an EPUB's `<pre>` elements is found whole in a preformatted block (none
    /// compared for a TXT book).
    public var preformatted: CodeWords
    /// Opening and laying out every page as the reader does, in seconds, and the speed it gives.
    public var indexSeconds: Double
    public var indexMBPerSecond: Double
    /// The process's peak resident memory once the book is indexed (before the checks' own work).
    public var peakRSSMB: Double

    /// More pages than this make a book long enough to need a real contents tree.
    public static let longBook = 100
    /// Heading candidates per contents entry beyond which the contents lost the book's structure,
    /// and fewest candidates that say so.
    public static let candidatesPerEntry = 3
    public static let fewestCandidates = 12
    /// Books of fewer bytes are indexed too quickly for their speed to mean anything on a busy machine.
    public static let timedBytes = 1_000_000

    public init(
        file: String, format: String, encoding: String, bytes: Int, size: String, pages: Int, contents: [Int], blocks: [String: Int],
        contentsInList: [String], contentsInListCount: Int, sizeBasedContents: Bool = false, headingCandidates: Int = 0,
        kinsokuStarts: LayoutSurvey.Offenders, kinsokuEnds: LayoutSurvey.Offenders,
        tooWide: LayoutSurvey.Offenders, sourceLetters: Int, text: TextDiff?, preformatted: CodeWords = CodeWords(), indexSeconds: Double,
        indexMBPerSecond: Double,
        peakRSSMB: Double
    ) {
        self.file = file
        self.format = format
        self.encoding = encoding
        self.bytes = bytes
        self.size = size
        self.pages = pages
        self.contents = contents
        self.blocks = blocks
        self.contentsInList = contentsInList
        self.contentsInListCount = contentsInListCount
        self.sizeBasedContents = sizeBasedContents
        self.headingCandidates = headingCandidates
        self.kinsokuStarts = kinsokuStarts
        self.kinsokuEnds = kinsokuEnds
        self.tooWide = tooWide
        self.sourceLetters = sourceLetters
        self.text = text
        self.preformatted = preformatted
        self.indexSeconds = indexSeconds
        self.indexMBPerSecond = indexMBPerSecond
        self.peakRSSMB = peakRSSMB
    }

    /// At most two entries, size-based sections only, or far fewer entries than heading candidates.
    var hasFewContents: Bool {
        let entries = contents.reduce(0, +)
        return entries <= 2 || sizeBasedContents
            || (headingCandidates >= Self.fewestCandidates && entries * Self.candidatesPerEntry < headingCandidates)
    }

    /// The flags these measurements raise; `floor` is the slowest indexing accepted, in MB/s.
    public func flags(floor: Double) -> [CheckFlag] {
        var flags: [CheckFlag] = []
        if pages > Self.longBook, hasFewContents { flags.append(.fewContents) }
        if contentsInListCount > 0 { flags.append(.contentsInList) }
        if let text, text.lost > 0 { flags.append(.lostText) }
        if let text, text.added > 0 { flags.append(.addedText) }
        if preformatted.missing > 0 { flags.append(.preSpacing) }
        if kinsokuStarts.count > 0 { flags.append(.kinsokuStart) }
        if kinsokuEnds.count > 0 { flags.append(.kinsokuEnd) }
        if tooWide.count > 0 { flags.append(.tooWide) }
        if bytes > Self.timedBytes, indexMBPerSecond < floor { flags.append(.slow) }
        return flags
    }
}
