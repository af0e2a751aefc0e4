import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// What a full read of a book learned, kept so the next open needs no detection, no
/// shape sampling and no chapter scan: encoding, paragraph shape and chapter starts.
/// Keyed by content fingerprint, size and modification time; a stale or corrupt entry
/// is ignored and rebuilt, never trusted.
public struct BookIndexCache: Codable, Equatable, Sendable {
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
    static let currentVersion = 10

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

/// The part of a cache entry that opening needs (encoding and paragraph shape), kept in a
/// small file of its own: decoding the chapter list of a long book costs milliseconds that
/// the first page should not wait for (the background read loads it).
public struct BookOpening: Codable, Equatable, Sendable {
    public var version: Int
    public var fingerprint: String
    public var size: Int
    public var modified: Int
    public var encoding: String
    public var bomLength: Int
    public var wrapWidth: Int?
    /// The body text's indent in hard-wrapped text (`WrapStyle.hardWrapped`); nil read as 0.
    public var bodyIndent: Int?
    /// Every line is kept (`WrapStyle.linesKept`, a fortune file); nil read as false.
    public var linesKept: Bool?

    /// What opening `source` learned.
    public init(source: BookSource, fingerprint: String, modified: Int) {
        version = BookIndexCache.currentVersion
        self.fingerprint = fingerprint
        size = source.file.size
        self.modified = modified
        encoding = source.detection.encoding.rawValue
        bomLength = source.detection.bomLength
        if case .hardWrapped(let width, let indent) = source.wrapStyle {
            wrapWidth = width
            bodyIndent = indent
        } else {
            wrapWidth = nil
        }
        linesKept = source.wrapStyle == .linesKept ? true : nil
    }

    /// The opening part of a whole entry.
    public init(_ cache: BookIndexCache) {
        self = cache.opening
    }

    /// True when this describes the file with this fingerprint, size and modification time, in this format.
    func describes(fingerprint: String, size: Int, modified: Int) -> Bool {
        version == BookIndexCache.currentVersion && self.fingerprint == fingerprint && self.size == size
            && self.modified == modified && known != nil
    }

    /// What is wrong with this entry on its face (before it is compared with the file), nil when nothing.
    var problem: String? {
        guard TextEncoding(rawValue: encoding) != nil else { return "unknown encoding \"\(encoding.prefix(40))\"" }
        guard (0...4).contains(bomLength) else { return "byte-order mark length \(bomLength) is out of range" }
        if let wrapWidth, !(1...CachedDetectionCheck.maxWrapWidth).contains(wrapWidth) {
            return "wrap width \(wrapWidth) is out of range"
        }
        if let bodyIndent, !(0...CachedDetectionCheck.maxWrapWidth).contains(bodyIndent) {
            return "body indent \(bodyIndent) is out of range"
        }
        guard size >= 0 else { return "size \(size) is negative" }
        return nil
    }

    /// The detection and shape this entry records, for `BookSource`.
    public var known: (Detection, WrapStyle)? {
        guard let e = TextEncoding(rawValue: encoding) else { return nil }
        let style: WrapStyle =
            linesKept == true ? .linesKept : wrapWidth.map { .hardWrapped(width: $0, bodyIndent: bodyIndent ?? 0) } ?? .paragraphPerLine
        return (Detection(encoding: e, bomLength: bomLength), style)
    }
}

/// Cache entries in a folder the caller chooses (termreader's is `$XDG_CACHE_HOME/termreader/`:
/// `BookCacheStore.standard` in ReaderStore).
public struct BookCacheStore: Sendable {
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    public func path(for fingerprint: String) -> String { directory + "/" + fingerprint + ".index.json" }
    public func openingPath(for fingerprint: String) -> String { directory + "/" + fingerprint + ".open.json" }

    /// The whole entry for this file, nil when there is none or it is stale or corrupt.
    public func load(fingerprint: String, size: Int, modified: Int) -> BookIndexCache? {
        lookup(fingerprint: fingerprint, size: size, modified: modified).entry
    }

    /// Just what opening needs, from the small file; nil when absent, stale or corrupt.
    public func loadOpening(fingerprint: String, size: Int, modified: Int) -> BookOpening? {
        lookupOpening(fingerprint: fingerprint, size: size, modified: modified).entry
    }

    /// The whole entry for this file, telling a corrupt entry (worth one warning) from a missing or stale one.
    public func lookup(fingerprint: String, size: Int, modified: Int) -> CacheLookup<BookIndexCache> {
        Self.lookup(path(for: fingerprint), as: BookIndexCache.self) { $0.opening }
            .fitting(fingerprint: fingerprint, size: size, modified: modified) { $0.opening }
    }

    /// What opening needs, from the small file, telling a corrupt entry from a missing or stale one.
    public func lookupOpening(fingerprint: String, size: Int, modified: Int) -> CacheLookup<BookOpening> {
        Self.lookup(openingPath(for: fingerprint), as: BookOpening.self) { $0 }
            .fitting(fingerprint: fingerprint, size: size, modified: modified) { $0 }
    }

    /// Reads and decodes one cache file; only regular files are read (a FIFO planted there would hang us).
    private static func lookup<Entry: Decodable>(
        _ path: String, as: Entry.Type, opening: (Entry) -> BookOpening
    ) -> CacheLookup<Entry> {
        let data: Data
        switch RegularFile.read(path) {
        case .missing: return .missing
        case .refused(let reason): return .corrupt("\(path): \(reason)")
        case .contents(let bytes): data = bytes
        }
        guard let entry = try? JSONDecoder().decode(Entry.self, from: data) else { return .corrupt("\(path) is corrupt") }
        if let problem = opening(entry).problem { return .corrupt("\(path): \(problem)") }
        return .found(entry)
    }

    /// Writes an entry (both files) atomically; a failure only costs the next open a scan.
    @discardableResult
    public func save(_ cache: BookIndexCache) -> Bool {
        guard let data = try? JSONEncoder().encode(cache), let opening = try? JSONEncoder().encode(cache.opening) else {
            return false
        }
        return AtomicFile.write(data, to: path(for: cache.fingerprint), in: directory)
            && AtomicFile.write(opening, to: openingPath(for: cache.fingerprint), in: directory)
    }
}

/// The outcome of looking a cache entry up: none (or a stale one, which is normal after an
/// edit), a usable one, or a corrupt one, which the reader mentions once and rebuilds.
public enum CacheLookup<Entry> {
    case missing
    case found(Entry)
    case corrupt(String)

    /// The entry, when one was found.
    public var entry: Entry? {
        if case .found(let entry) = self { return entry }
        return nil
    }

    /// Why the entry was rejected, when it was corrupt.
    public var complaint: String? {
        if case .corrupt(let reason) = self { return reason }
        return nil
    }

    /// A found entry that describes another file (or an older format) counts as missing.
    func fitting(fingerprint: String, size: Int, modified: Int, _ opening: (Entry) -> BookOpening) -> CacheLookup<Entry> {
        guard case .found(let entry) = self else { return self }
        return opening(entry).describes(fingerprint: fingerprint, size: size, modified: modified) ? self : .missing
    }
}
