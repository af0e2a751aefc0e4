import Synchronization

/// Reads an EPUB 2 or 3 into a `Book`: `META-INF/container.xml` → package (OPF) → spine
/// content documents → blocks, and the nav document or NCX → chapters. `window` reads only
/// the document holding a place (the first page at once), `load` the whole book; both give a
/// block the same offset (see `EPUBSpine`), so a `Location` found in one is valid in the other.
public enum EPUBLoader {
    /// Whether `file` starts as a zip archive does (its first bytes read with `pread`).
    public static func isZip(_ file: SourceFile) -> Bool {
        file.bytes(in: 0..<min(4, file.size)).withUnsafeBytes { isZip($0) }
    }

    /// Whether `bytes` start as a zip archive does (a local file header, or an empty archive's end record).
    public static func isZip(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 4 && bytes[0] == 0x50 && bytes[1] == 0x4B
            && ((bytes[2] == 3 && bytes[3] == 4) || (bytes[2] == 5 && bytes[3] == 6))
    }

    /// Loads the EPUB at `path` whole.
    public static func load(path: String) throws(ReaderError) -> Book {
        try load(path: path) { _ in true }!
    }

    /// Loads the EPUB at `path` whole; `progress` gets the fraction of its documents read and
    /// converted so far and returns false to stop (the result is then nil).
    public static func load(path: String, progress: @Sendable (Double) -> Bool) throws(ReaderError) -> Book? {
        try load(EPUBSpine(path: path), progress: progress)
    }

    /// The book of `spine`, whole: `load(path:progress:)` for any container. The documents in
    /// `parsed` (by spine index: those a window parsed) are taken as they are, not read again.
    static func load(
        _ spine: EPUBSpine, parsed: [Int: XHTMLBlocks] = [:], progress: @Sendable (Double) -> Bool
    ) throws(ReaderError) -> Book? {
        let path = spine.archive.path
        // Every content document is read first (one zip handle), then parsed on every processor.
        var documents: [[UInt8]] = []
        var elements: [Int] = []
        for k in spine.items.indices {
            let before = spine.archive.elements
            documents.append(parsed[k] == nil ? try spine.markup(k) : [])
            elements.append(spine.archive.elements - before)
            guard progress(0.5 * Double(k + 1) / Double(spine.items.count)) else { return nil }
        }
        guard
            let converted = try convert(
                spine.items, documents, parsed: parsed, elements: elements, path: path, floated: spine.floated, progress: progress)
        else {
            return nil
        }
        documents = []
        var book = try assemble(Array(zip(spine.items, converted)), spine: spine, path: path)
        let entries = contents(spine)
        let marks = entries.compactMap { entry -> (index: Int, title: String, level: Int)? in
            guard let index = book.index(entry.path, entry.fragment) else { return nil }
            return (index, entry.title, entry.level)
        }
        book.book.chapters = chapters(
            marks: marks, blocks: book.blocks, title: book.book.title, headings: entries.count < 2)
        return book.book
    }

    /// A provisional book of the content document holding `offset` (and those after it, until
    /// one has text): what the first page needs, read without inflating the rest. Its links
    /// reach places in the documents it holds; the others wait for the whole book.
    public static func window(path: String, from offset: Int) throws(ReaderError) -> Book {
        try window(EPUBSpine(path: path), from: offset)
    }

    /// The provisional book of `spine` holding `offset`: `window(path:from:)` for any container.
    static func window(_ spine: EPUBSpine, from offset: Int) throws(ReaderError) -> Book {
        try window(spine, from: offset, parsed: { _, _ in })
    }

    /// The provisional book of `spine` holding `offset`; `parsed` gets each document it parsed
    /// (its spine index and blocks) for a load of the whole book to take (`SpineDocument`).
    static func window(_ spine: EPUBSpine, from offset: Int, parsed: (Int, XHTMLBlocks) -> Void) throws(ReaderError) -> Book {
        let path = spine.archive.path
        var documents: [(EPUBSpine.Item, XHTMLBlocks)] = []
        let first = spine.item(at: offset)
        var k = first
        repeat {
            let item = spine.items[k]
            let blocks = try EPUBSpine.blocks(item, markup: spine.markup(k), path: path, floated: spine.floated)
            parsed(k, blocks)
            documents.append((item, blocks))
            k += 1
        } while k < spine.items.count && documents.allSatisfy { $0.1.blocks.isEmpty }
        var (book, blocks, index) = try assemble(documents, spine: spine, path: path)
        // The contents entries inside the window are its chapters; what comes before the first
        // is titled by the last entry of an earlier document (the header names the chapter at once).
        let entries = contents(spine)
        let order = Dictionary(spine.items.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a })
        let marks = entries.compactMap { entry in index(entry.path, entry.fragment).map { ($0, entry.title, entry.level) } }
        let before = entries.last { order[$0.path].map { $0 < first } ?? false }
        book.chapters = chapters(
            marks: marks, blocks: blocks, title: before?.title ?? book.title, headings: entries.count < 2)
        return book
    }

    /// Converted documents, in reading order, made into one book (one chapter, titled as the book)
    /// with its links resolved among them; its blocks, and the block each `path#fragment` names.
    /// Each document's blocks are moved into the book's, freed as they go, never copied whole.
    static func assemble(_ documents: consuming [(item: EPUBSpine.Item, blocks: XHTMLBlocks)], spine: EPUBSpine, path: String)
        throws(ReaderError) -> (book: Book, blocks: BlockStore, index: (String, String?) -> Int?)
    {
        var blocks = BlockStore()
        var ids: [String: (block: Int, utf8: Int)] = [:]
        var starts: [String: Int] = [:]
        var hrefs: [(href: String, from: String)] = []
        var pictures: [(block: Int, path: String)] = []
        for d in documents.indices {
            let item = documents[d].item
            starts[item.path] = blocks.count
            for (id, at) in documents[d].blocks.ids { ids[item.path + "#" + id] = (blocks.count + at.block, at.utf8) }
            let linkBase = UInt32(hrefs.count)
            hrefs += documents[d].blocks.hrefs.map { ($0, item.path) }
            pictures += documents[d].blocks.pictures.compactMap { picture in
                EPUBPath.resolve(picture.source, from: item.path).map { (blocks.count + picture.block, $0.path) }
            }
            var taken = documents[d].blocks.takeBlocks()
            if linkBase > 0 { taken.shiftLinks(by: linkBase) }
            blocks.append(moving: &taken)
        }
        guard !blocks.isEmpty else { throw .badEPUB(path, reason: "no text") }
        let count = blocks.count
        // The block an entry path and fragment name (the block holding the id, else the document's
        // first) and the UTF-8 offset of the id in it.
        let place = { [ids, starts] (path: String, fragment: String?) -> (block: Int, utf8: Int)? in
            guard let start = starts[path] else { return nil }
            guard let at = fragment.flatMap({ ids[path + "#" + $0] }), at.block < count else { return (min(count - 1, start), 0) }
            return at
        }
        let index = { (path: String, fragment: String?) -> Int? in place(path, fragment)?.block }
        let links = hrefs.map { link in
            target(link.href, from: link.from) { path, fragment in
                place(path, fragment).map { at in (blocks.offsets[at.block], Self.grapheme(atUTF8: at.utf8, in: blocks.text(at: at.block)))
                }
            }
        }
        let title = spine.package.title.map(Sanitizer.clean) ?? BookLoader.title(fromPath: path)
        let chapter = Chapter(title: title, paragraphs: 0..<count, heading: nil, offset: blocks.offsets[0])
        var book = Book(title: title, encoding: .utf8, sourceSize: spine.size, blocks: blocks, chapters: [chapter])
        book.readingOrderSize = spine.linearSize
        book.language = spine.package.language.map(Sanitizer.clean)
        book.authors = spine.package.creators.map(Sanitizer.clean)
        if spine.package.pageProgression == "rtl" { book.pageProgression = .rightToLeft }
        book.links = links
        book.pictures = BookPictures(pictures.map { (blocks.offsets[$0.block], $0.path) }, files: spine.archive.pictureFiles)
        book.missing = spine.missing
        return (book, blocks, index)
    }

    /// Where `href`, found in document `from`, leads: outside the book (a scheme), or to the
    /// offset `place(path, fragment)` gives, or nowhere known (`unresolved`).
    static func target(_ href: String, from document: String, place: (String, String?) -> (offset: Int, grapheme: Int)?) -> LinkTarget {
        guard let resolved = EPUBPath.resolve(href, from: document) else {
            let clean = Sanitizer.clean(href)
            return EPUBPath.isExternal(href) ? .external(clean) : .unresolved(clean)
        }
        return place(resolved.path, resolved.fragment).map { .place(offset: $0.offset, grapheme: $0.grapheme) }
            ?? .unresolved(Sanitizer.clean(resolved.path))
    }

    /// The grapheme of `text` at UTF-8 offset `utf8` (clamped; one inside a character counts it).
    static func grapheme(atUTF8 utf8: Int, in text: String) -> Int {
        guard utf8 > 0 else { return 0 }
        let end = text.utf8.index(text.utf8.startIndex, offsetBy: min(utf8, text.utf8.count))
        return text[..<end].count
    }

    /// The book's own contents: the entries of the nav document, else of the NCX, that lead to a
    /// spine document — an entry naming a document where there is none goes to the one document
    /// of that file name, as some generators write hrefs relative to the wrong folder. Fewer than
    /// two such entries (nothing usable): the longer list, which `chapters` sets aside for headings.
    static func contents(_ spine: EPUBSpine) -> [EPUBContents.Entry] {
        let archive = spine.archive, package = spine.package
        let documents = Set(spine.items.map(\.path))
        func usable(_ entries: [EPUBContents.Entry]) -> [EPUBContents.Entry] {
            entries.compactMap { entry in
                if documents.contains(entry.path) { return entry }
                guard let name = entry.path.split(separator: "/").last, let only = archive.onlyEntry(named: name),
                    documents.contains(only)
                else { return nil }
                var moved = entry
                moved.path = only
                return moved
            }
        }
        var nav: [EPUBContents.Entry] = []
        if let path = package.navPath, archive.contains(path), let bytes = try? archive.readMarkup(path) {
            nav = usable(EPUBContents.nav(bytes, path: path))
            if nav.count >= 2 { return nav }
        }
        if let path = package.ncxPath, archive.contains(path), let bytes = try? archive.readMarkup(path) {
            let ncx = usable(EPUBContents.ncx(bytes, path: path))
            if ncx.count > nav.count { return ncx }
        }
        return nav
    }

    /// Elements the parser may hold in its trees at once, all documents being parsed together: about
    /// one largest document's (`MarkupShape.documentElements`), at some 250 bytes a node.
    static let elementsInFlight = MarkupShape.documentElements

    /// The blocks of every document (`elements[k]`: the elements document `k` opens), converted in
    /// parallel (neither parser keeps global state) in runs of documents holding at most `elementsInFlight`
    /// elements together (a larger document alone), so the parser's trees never hold more at once
    /// than one large document's; nil when `progress` asks to stop. Those in `parsed` are taken as
    /// they are.
    static func convert(
        _ items: [EPUBSpine.Item], _ documents: [[UInt8]], parsed: [Int: XHTMLBlocks], elements: [Int], path: String,
        floated: Set<String>, progress: @Sendable (Double) -> Bool
    )
        throws(ReaderError) -> [XHTMLBlocks]?
    {
        let count = documents.count
        let results = Mutex(
            (
                blocks: (0..<count).map { parsed[$0].map { Result<XHTMLBlocks, ReaderError>.success($0) } },
                done: parsed.count, stopped: false
            ))
        var first = 0
        while first < count, !results.withLock({ $0.stopped }) {
            var end = first + 1, held = elements[first]
            while end < count, held + elements[end] <= elementsInFlight {
                held += elements[end]
                end += 1
            }
            let run = first..<end
            let threads = min(run.count, BackgroundThread.processorCount)
            BackgroundThread.parallel(threads) { t in
                for k in stride(from: run.lowerBound + t, to: run.upperBound, by: threads) where parsed[k] == nil {
                    if results.withLock({ $0.stopped }) { return }
                    let converted = Result { () throws(ReaderError) in
                        try EPUBSpine.blocks(items[k], markup: documents[k], path: path, floated: floated)
                    }
                    let done = results.withLock { r in
                        r.blocks[k] = converted
                        r.done += 1
                        return r.done
                    }
                    if !progress(0.5 + 0.5 * Double(done) / Double(count)) { results.withLock { $0.stopped = true } }
                }
            }
            first = end
        }
        let (blocks, _, stopped) = results.withLock { ($0.blocks, $0.done, $0.stopped) }
        if stopped { return nil }
        var out: [XHTMLBlocks] = []
        for result in blocks { out.append(try result!.get()) }
        return out
    }

    /// Chapters from contents entries (sorted into reading order, one per block), or from the
    /// `h1`–`h3` headings when `headings` (the book's contents have fewer than two entries) and
    /// there are any, else one; a first chapter titled `title` covers what comes before the first.
    /// An entry holding nothing but its heading (`Act I` over `Scene I`, a poem's title over its
    /// part `1`) is a container of the next, one level deeper: they open on the same page.
    static func chapters(
        marks: [(index: Int, title: String, level: Int)], blocks: some ParagraphCollection, title: String,
        headings: Bool
    ) -> [Chapter] {
        var marks = marks.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }.map(\.element)
        if headings || marks.isEmpty {
            let found = blocks.indices.compactMap { i in
                blocks[i].kind.headingLevel.flatMap {
                    $0 <= 3 ? (i, HeadingText.collapsed(blocks[i].text.replacingNewlines[...]), $0) : nil
                }
            }
            if !found.isEmpty { marks = found }
        }
        var unique: [(index: Int, title: String, level: Int)] = []
        for mark in marks where unique.last?.index != mark.index { unique.append(mark) }
        if unique.first?.index != 0 { unique.insert((0, title, 1), at: 0) }
        var chapters: [Chapter] = []
        var containers: [String] = [] // entries holding only their heading, opening at the next chapter
        var opening: Int? // the first block of the outermost of them
        for i in unique.indices {
            let m = unique[i]
            let end = i + 1 < unique.count ? unique[i + 1].index : blocks.count
            if i + 1 < unique.count, unique[i + 1].level == m.level + 1, blocks[m.index..<end].allSatisfy({ $0.kind.headingLevel != nil }) {
                containers.append(m.title)
                opening = opening ?? m.index
                continue
            }
            let first = opening ?? m.index
            chapters.append(
                Chapter(
                    title: m.title, paragraphs: first..<end, heading: blocks[first].kind.headingLevel != nil ? first : nil,
                    offset: blocks[first].offset, level: m.level, containers: containers))
            (containers, opening) = ([], nil)
        }
        return chapters
    }
}

extension String {
    /// Line breaks as spaces (a heading broken by `<br>` as a one-line title).
    var replacingNewlines: String { String(map { $0 == "\n" ? " " : $0 }) }
}
