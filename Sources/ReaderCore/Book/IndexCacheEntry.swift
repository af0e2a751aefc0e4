import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// What a full read of a book learned, kept so the next open needs no detection, no
/// shape sampling and no chapter scan: encoding, paragraph shape and chapter starts.
/// Keyed by content fingerprint, size and modification time; a stale or corrupt entry
/// is ignored and rebuilt, never trusted.
public struct IndexCacheEntry: Codable, Equatable, Sendable {
    /// A chapter start: its title, the source offset of its first paragraph, whether that is a
    /// heading, its level in the contents tree and the containers opening there.
    public struct ChapterStart: Codable, Equatable, Sendable {
        public var title: String
        public var offset: Int
        public var heading: Bool
        public var level: Int
        public var containers: [String]
    }

    /// Encoding and shape: what opening needs (also stored on its own, see `BookOpening`).
    public var opening: BookOpening
    public var chapters: [ChapterStart]
    /// The heading rules the chapters were found under (`HeadingRules.key`): other rules find others.
    public var rules: String

    /// Raised whenever what a read learns changes (the format, or how chapters are found), so
    /// entries written by an older reader are rebuilt rather than trusted. 2: omnibus books
    /// keep the first chapter after a contents list. 3: blocks of kinds (lines joined differently).
    /// 4: chapter levels and containers (more headings found: volumes, letters, front sections).
    /// 5: the heading rules the chapters were found under. 6: the body text's indent (block quotes).
    /// 7: fortune files keep their lines (`WrapStyle.linesKept`). 8: underlined headings, man page sections, 附录.
    /// 9: the titles of a collection set apart by blank lines (`SpacedTitles`). 10: `No. 12.` sections.
    /// 11: Aozora heading notes, chapter lines after `正文`, `上卷`, `卷一` or a volume. 12: `一、始计第一`.
    /// 13: headings after Markdown's marks, and spaced out by tabs (`Act ⇥⇥⇥⇥I`).
    static let currentVersion = 13

    /// The cache entry for a fully read `book` from `source`.
    public init(book: Book, source: BookSource, fingerprint: String, modified: Int, rules: HeadingRules = .auto) {
        opening = BookOpening(source: source, fingerprint: fingerprint, modified: modified)
        self.rules = rules.key
        chapters = book.chapters.map {
            ChapterStart(
                title: $0.title, offset: book.paragraphs.offsets[$0.paragraphs.lowerBound], heading: $0.heading != nil,
                level: $0.level, containers: $0.containers)
        }
    }

    public var fingerprint: String { opening.fingerprint }
    public var size: Int { opening.size }

    /// The detection and shape this entry records, for `BookSource`.
    public var known: (Detection, WrapStyle)? { opening.known }

    /// Chapters for `paragraphs` from the recorded starts, or nil when they do not fit (the file
    /// is not what the entry describes, the levels do not make a tree, or other `rules` found them).
    func chapters(for paragraphs: [Paragraph], rules: HeadingRules) -> [Chapter]? {
        chapters(forOffsets: paragraphs.lazy.map(\.offset), rules: rules)
    }

    /// `chapters(for:rules:)` knowing only where each block starts.
    func chapters<Offsets: RandomAccessCollection<Int>>(forOffsets offsets: Offsets, rules: HeadingRules) -> [Chapter]?
    where Offsets.Index == Int {
        guard self.rules == rules.key else { return nil }
        var result: [Chapter] = []
        var index = 0
        for start in chapters {
            // A title goes to the screen: one that is not what the sanitizer would have made is not ours.
            guard start.title.count <= Self.maxTitleLength, !start.title.contains("\n"), Sanitizer.clean(start.title) == start.title
            else { return nil }
            let top = start.level - start.containers.count
            guard top >= 1, top <= (result.last?.level ?? 0) + 1, start.level <= Self.maxLevel else { return nil }
            while index < offsets.count, offsets[index] < start.offset { index += 1 }
            guard index < offsets.count, offsets[index] == start.offset else { return nil }
            if var last = result.popLast() {
                guard last.paragraphs.lowerBound < index else { return nil }
                last.paragraphs = last.paragraphs.lowerBound..<index
                result.append(last)
            }
            result.append(
                Chapter(
                    title: start.title, paragraphs: index..<offsets.count, heading: start.heading ? index : nil,
                    offset: start.offset, level: start.level, containers: start.containers))
        }
        guard let first = result.first, first.paragraphs.lowerBound == 0 else { return nil }
        return result
    }

    /// Titles longer than this are not from a heading: such an entry is rebuilt.
    static let maxTitleLength = 4096
    /// Deepest level a valid entry records (headings have four depths).
    static let maxLevel = 4
}
