#if canImport(Glibc)
import Glibc
#endif

/// A whole book of a format that is slow to convert (a MOBI libmobi unpacks, a PDF poppler reads),
/// kept as its converter left it: its blocks, chapters, links, pictures and what it says of
/// itself, so it reopens without the converter (`KeptConversion`). Versioned, tied to the reader
/// that wrote it (`producer`) and to the file it was read from by fingerprint, size and
/// modification time; anything that does not fit or does not check out is refused whole, never
/// trusted in part.
public enum BookSnapshot {
    /// Raised whenever the layout below, or a converter's output for the same file, changes, so
    /// snapshots of an older reader are read again rather than trusted.
    static let version = 1
    static let magic = Array("termreader book\n".utf8)

    /// The running reader's build: its executable's inode, size and modification time. A new build may
    /// convert the same file differently (a fixed PDF reflow), so its snapshots are its own.
    static let producer: String = {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return "" }
        return "\(info.st_ino).\(info.st_size).\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }()

    /// The file a snapshot was taken of, as it was then.
    public struct Key: Equatable, Sendable {
        public let fingerprint: String
        public let size: Int
        public let modified: Int

        public init(fingerprint: String, size: Int, modified: Int) {
            self.fingerprint = fingerprint
            self.size = size
            self.modified = modified
        }
    }

    /// How the pictures of a kept book are read again.
    private enum PictureKind: UInt8 {
        case none, mobiRecords, besideBook, withoutPictures
    }

    /// The bytes of `book`, read whole from the file `key` names; nil when the book cannot be kept:
    /// its text is not all in memory, or its pictures are held in a way a snapshot does not keep
    /// (an FB2's, decoded from the document). `producer`: the reader writing it.
    static func encode(_ book: Book, key: Key, producer: String = producer) -> [UInt8]? {
        guard book.holdsAllText else { return nil }
        var w = SnapshotWriter(reservingCapacity: book.sourceSize / 2 + 4096)
        for b in magic { w.byte(b) }
        w.int(version)
        w.string(producer)
        w.string(key.fingerprint)
        w.int(key.size)
        w.int(key.modified)
        w.string(book.title)
        w.string(book.encoding.rawValue)
        w.int(book.sourceSize)
        w.int(book.readingOrderSize)
        w.string(book.pageProgression.rawValue)
        w.optional(book.language)
        w.strings(book.authors)
        w.strings(book.missing)
        writeBlocks(book.paragraphs, to: &w)
        w.int(book.chapters.count)
        for c in book.chapters {
            w.string(c.title)
            w.int(c.paragraphs.lowerBound)
            w.int(c.paragraphs.count)
            w.int(c.heading.map { $0 + 1 } ?? 0)
            w.int(c.offset)
            w.int(c.level)
            w.strings(c.containers)
        }
        w.int(book.links.count)
        for link in book.links {
            switch link {
            case .place(let offset, let grapheme):
                w.byte(0)
                w.int(offset)
                w.int(grapheme)
            case .external(let url):
                w.byte(1)
                w.string(url)
            case .unresolved(let path):
                w.byte(2)
                w.string(path)
            }
        }
        guard writePictures(book.pictures, to: &w) else { return nil }
        w.byte(book.sourcePages == nil ? 0 : 1)
        if let pages = book.sourcePages {
            w.int(pages.span)
            w.int(pages.count)
            w.string(pages.name)
        }
        return w.sealed()
    }

    /// Each block's offset (after the one before), kind, text and spans.
    private static func writeBlocks(_ blocks: ParagraphList, to w: inout SnapshotWriter) {
        w.int(blocks.count)
        var previous = 0
        for block in blocks {
            w.int(block.offset - previous)
            previous = block.offset
            w.byte(block.kind.rawValue)
            w.string(block.text)
            w.int(block.spans.count)
            for span in block.spans {
                w.byte(span.kind.rawValue)
                w.int(Int(span.link))
                w.int(span.utf8.lowerBound)
                w.int(span.utf8.count)
            }
        }
    }

    /// Writes how `pictures` are read again; false when they cannot be kept.
    private static func writePictures(_ pictures: BookPictures?, to w: inout SnapshotWriter) -> Bool {
        guard let pictures else {
            w.byte(PictureKind.none.rawValue)
            return true
        }
        switch pictures.files {
        case let records as MOBIPictureFiles:
            w.byte(PictureKind.mobiRecords.rawValue)
            w.int(records.places.count)
            for (name, place) in records.places.sorted(by: { $0.key < $1.key }) {
                w.string(name)
                w.int(place.offset)
                w.int(place.size)
            }
        case is FolderPictureFiles: w.byte(PictureKind.besideBook.rawValue)
        case let held as FB2Pictures where held.pictures.isEmpty: w.byte(PictureKind.withoutPictures.rawValue)
        default: return false
        }
        w.int(pictures.offsets.count)
        for (offset, path) in zip(pictures.offsets, pictures.paths) {
            w.int(offset)
            w.string(path)
        }
        return true
    }

    /// The book in `bytes` when they are a whole, sound snapshot of the file `key` names, now at
    /// `path` (where pictures beside it are read from); nil for anything else.
    static func decode(_ bytes: UnsafeRawBufferPointer, key: Key, path: String) -> Book? {
        guard let content = SnapshotSeal.opened(bytes) else { return nil }
        var r = SnapshotReader(content)
        do throws(SnapshotReader.Damaged) {
            for b in magic { guard try r.byte() == b else { return nil } }
            guard try r.int() == version, try r.string() == producer, try r.string() == key.fingerprint, try r.int() == key.size,
                try r.int() == key.modified
            else { return nil }
            let title = try r.string()
            guard let encoding = TextEncoding(rawValue: try r.string()) else { return nil }
            let sourceSize = try r.int()
            let readingOrderSize = try r.int(upTo: sourceSize)
            guard let progression = PageProgression(rawValue: try r.string()) else { return nil }
            let language = try r.optional()
            let authors = try r.strings()
            let missing = try r.strings()
            let (blocks, linkCount) = try readBlocks(&r, sourceSize: sourceSize)
            let chapters = try readChapters(&r, blocks: blocks.count)
            let links = try (0..<r.count(itemBytes: 2)).map { _ throws(SnapshotReader.Damaged) in try readLink(&r) }
            guard linkCount <= links.count else { return nil }
            let pictures = try readPictures(&r, path: path)
            var sourcePages: SourcePages?
            if try r.byte() == 1 {
                let span = try r.int()
                guard span > 0 else { return nil }
                sourcePages = SourcePages(span: span, count: try r.int(), name: try r.string())
            }
            guard r.isAtEnd else { return nil }
            var book = Book(title: title, encoding: encoding, sourceSize: sourceSize, blocks: blocks, chapters: chapters)
            book.readingOrderSize = readingOrderSize
            book.pageProgression = progression
            book.language = language
            book.authors = authors
            book.missing = missing
            book.links = links
            book.pictures = pictures
            book.sourcePages = sourcePages
            return book
        } catch {
            return nil
        }
    }

    /// The blocks, ascending and inside the book, and the number of links their spans name.
    private static func readBlocks(
        _ r: inout SnapshotReader, sourceSize: Int
    ) throws(SnapshotReader.Damaged) -> (BlockStore, links: Int) {
        var blocks = BlockStore()
        var offset = 0
        var links = 0
        for _ in 0..<(try r.count(itemBytes: 4)) {
            offset += try r.int(upTo: sourceSize - offset)
            guard let kind = BlockKind(rawValue: try r.byte()) else { throw .init() }
            let text = try r.string(lineBreaks: true)
            let length = text.utf8.count
            var spans: [InlineSpan] = []
            for _ in 0..<(try r.count(itemBytes: 4)) {
                guard let kind = InlineSpan.Kind(rawValue: try r.byte()) else { throw .init() }
                let link = try r.int(upTo: Int(UInt32.max))
                let lower = try r.int(upTo: length)
                let upper = lower + (try r.int(upTo: length - lower))
                if kind == .link { links = max(links, link + 1) }
                spans.append(InlineSpan(kind, utf8: lower..<upper, link: UInt32(link)))
            }
            blocks.append(Paragraph(offset: offset, text: text, kind: kind, spans: spans))
        }
        return (blocks, links)
    }

    /// The chapters, which must tile the `blocks` blocks in order.
    private static func readChapters(_ r: inout SnapshotReader, blocks: Int) throws(SnapshotReader.Damaged) -> [Chapter] {
        var chapters: [Chapter] = []
        var next = 0
        for _ in 0..<(try r.count(itemBytes: 7)) {
            let title = try r.string()
            guard try r.int() == next else { throw .init() }
            let count = try r.int(upTo: blocks - next)
            let heading = try r.int(upTo: blocks)
            let offset = try r.int()
            let level = try r.int(upTo: 64)
            guard level >= 1, heading == 0 || (next..<next + count).contains(heading - 1) else { throw .init() }
            chapters.append(
                Chapter(
                    title: title, paragraphs: next..<next + count, heading: heading == 0 ? nil : heading - 1, offset: offset,
                    level: level, containers: try r.strings()))
            next += count
        }
        guard next == blocks else { throw .init() }
        return chapters
    }

    private static func readLink(_ r: inout SnapshotReader) throws(SnapshotReader.Damaged) -> LinkTarget {
        switch try r.byte() {
        case 0: return .place(offset: try r.int(), grapheme: try r.int())
        case 1: return .external(try r.string())
        case 2: return .unresolved(try r.string())
        default: throw .init()
        }
    }

    private static func readPictures(_ r: inout SnapshotReader, path: String) throws(SnapshotReader.Damaged) -> BookPictures? {
        let files: any PictureFiles
        switch PictureKind(rawValue: try r.byte()) {
        case .none?: return nil
        case .mobiRecords?:
            var places: [String: MOBIPictureFiles.Place] = [:]
            for _ in 0..<(try r.count(itemBytes: 3)) {
                places[try r.string()] = MOBIPictureFiles.Place(offset: try r.int(), size: try r.int())
            }
            files = MOBIPictureFiles(path: path, places: places)
        case .besideBook?: files = FolderPictureFiles(besideBookAt: path)
        case .withoutPictures?: files = FB2Pictures()
        case nil: throw .init()
        }
        let pairs = try (0..<r.count(itemBytes: 2)).map { _ throws(SnapshotReader.Damaged) in (offset: try r.int(), path: try r.string()) }
        return BookPictures(pairs, files: files)
    }
}
