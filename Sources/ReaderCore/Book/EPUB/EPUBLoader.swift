import Synchronization

/// Reads an EPUB 2 or 3 into a `Book`: `META-INF/container.xml` → package (OPF) → spine
/// content documents → blocks, and the nav document or NCX → chapters.
///
/// Offsets: a block's offset is the number of content bytes (as parsed) of the spine items
/// before its own, plus its byte offset inside its item. Offsets thus grow in reading order
/// (every binary search over them works), and `sourceSize` is the total, so a `Location`'s
/// percent is progress through the spine's bytes. Linear spine items come first, in spine
/// order; `linear="no"` items follow them (page turns reach them only after the end of the
/// main text; the contents reach them wherever they are).
public enum EPUBLoader {
    /// Total inflated content accepted for one book.
    static let maxBookBytes = 128 << 20
    /// Algorithms of font obfuscation, which `encryption.xml` may list without the text being encrypted.
    static let fontObfuscation: Set<String> = ["http://www.idpf.org/2008/embedding", "http://ns.adobe.com/pdf/enc#RC"]

    /// Whether `file` starts as a zip archive does (its first bytes read with `pread`).
    public static func isZip(_ file: SourceFile) -> Bool {
        file.bytes(in: 0..<min(4, file.size)).withUnsafeBytes { isZip($0) }
    }

    /// Whether `bytes` start as a zip archive does (a local file header, or an empty archive's end record).
    public static func isZip(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 4 && bytes[0] == 0x50 && bytes[1] == 0x4B
            && ((bytes[2] == 3 && bytes[3] == 4) || (bytes[2] == 5 && bytes[3] == 6))
    }

    /// Loads the EPUB at `path` whole. A zip that is no EPUB (neither `mimetype` nor a container)
    /// is refused as before, as "not a text file (zip archive)".
    public static func load(path: String) throws(ReaderError) -> Book {
        let archive = try EPUBArchive(path: path)
        guard archive.contains("META-INF/container.xml") else {
            if archive.contains("mimetype"), let m = try? archive.read("mimetype"),
                String(decoding: m, as: UTF8.self).trimmingSpaces == "application/epub+zip"
            {
                throw .badEPUB(path, reason: "no META-INF/container.xml")
            }
            throw .binaryFile(path, reason: "zip archive")
        }
        let opfPath = try EPUBPackage.rootfilePath(container: archive.readMarkup("META-INF/container.xml"), file: path)
        guard archive.contains(opfPath) else { throw .badEPUB(path, reason: "the package \(opfPath) is missing") }
        let package = EPUBPackage(opf: try archive.readMarkup(opfPath), path: opfPath)
        guard !package.spine.isEmpty else {
            throw .badEPUB(path, reason: package.refused.first.map { "\($0) is outside the book" } ?? "empty spine")
        }
        try checkEncryption(archive, package, path: path)

        // Every content document is read first (one zip handle), then parsed on every processor.
        var items: [(path: String, bytes: [UInt8], base: Int)] = []
        var base = 0
        let ordered = package.spine.filter(\.linear) + package.spine.filter { !$0.linear }
        for item in ordered where !items.contains(where: { $0.path == item.path }) {
            guard archive.contains(item.path) else { throw .badEPUB(path, reason: "the spine names \(item.path), which is missing") }
            let bytes = SelfClosingTags.expand(try archive.readMarkup(item.path))
            items.append((item.path, bytes, base))
            base += bytes.count
            guard base <= maxBookBytes else { throw .badEPUB(path, reason: "more than \(maxBookBytes >> 20) MB of text") }
        }
        let converted = Self.convert(items)
        var blocks: [XHTMLBlocks.Block] = []
        var ids: [String: Int] = [:]
        var starts: [String: Int] = [:]
        // An item whose last block was pushed past its end (offsets only grow) shifts the ones after it.
        var shift = 0
        for (k, item) in items.enumerated() {
            starts[item.path] = blocks.count
            for (id, i) in converted[k].ids { ids[item.path + "#" + id] = blocks.count + i }
            blocks += shift == 0 ? converted[k].blocks : converted[k].blocks.map { block in
                var block = block
                block.paragraph.offset += shift
                return block
            }
            let end = item.base + shift + item.bytes.count
            if let last = blocks.last?.paragraph.offset, last >= end { shift += last + 1 - end }
        }
        base += shift
        guard !blocks.isEmpty else { throw .badEPUB(path, reason: "no text") }

        var entries: [EPUBContents.Entry] = []
        if let nav = package.navPath, archive.contains(nav) { entries = EPUBContents.nav(try archive.readMarkup(nav), path: nav) }
        if entries.isEmpty, let ncx = package.ncxPath, archive.contains(ncx) { entries = EPUBContents.ncx(try archive.readMarkup(ncx), path: ncx) }
        let title = package.title.map(Sanitizer.clean) ?? BookLoader.title(fromPath: path)
        let marks = entries.compactMap { entry -> (index: Int, title: String, level: Int)? in
            guard let start = starts[entry.path] else { return nil }
            let index = entry.fragment.flatMap { ids[entry.path + "#" + $0] } ?? start
            return (min(index, blocks.count - 1), entry.title, entry.level)
        }
        return Book(
            title: title, encoding: .utf8, sourceSize: base, paragraphs: blocks.map(\.paragraph),
            chapters: chapters(marks: marks, blocks: blocks, title: title))
    }

    /// The blocks of every item, converted in parallel (gumbo keeps no global state).
    static func convert(_ items: [(path: String, bytes: [UInt8], base: Int)]) -> [XHTMLBlocks] {
        let threads = min(items.count, BackgroundThread.processorCount)
        let results = Mutex([XHTMLBlocks?](repeating: nil, count: items.count))
        BackgroundThread.parallel(threads) { t in
            for k in stride(from: t, to: items.count, by: threads) {
                let converted = XHTMLBlocks(items[k].bytes, base: items[k].base)
                results.withLock { $0[k] = converted }
            }
        }
        return results.withLock { $0.map { $0! } }
    }

    /// Chapters from contents entries (sorted into reading order, one per block), else from
    /// `h1`–`h3` headings, else one; a first chapter titled `title` covers what comes before the first.
    static func chapters(marks: [(index: Int, title: String, level: Int)], blocks: [XHTMLBlocks.Block], title: String) -> [Chapter] {
        var marks = marks.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }.map(\.element)
        if marks.isEmpty {
            marks = blocks.indices.compactMap { i in
                (1...3).contains(blocks[i].headingLevel) ? (i, HeadingText.collapsed(blocks[i].paragraph.text.replacingNewlines[...]), blocks[i].headingLevel) : nil
            }
        }
        var unique: [(index: Int, title: String, level: Int)] = []
        for mark in marks where unique.last?.index != mark.index { unique.append(mark) }
        if unique.first?.index != 0 { unique.insert((0, title, 1), at: 0) }
        return unique.indices.map { i in
            let m = unique[i]
            let end = i + 1 < unique.count ? unique[i + 1].index : blocks.count
            return Chapter(
                title: m.title, paragraphs: m.index..<end, heading: blocks[m.index].headingLevel > 0 ? m.index : nil,
                offset: blocks[m.index].paragraph.offset, level: m.level)
        }
    }

    /// Throws `encrypted` when `META-INF/encryption.xml` encrypts a content document (fonts alone are fine).
    static func checkEncryption(_ archive: EPUBArchive, _ package: EPUBPackage, path: String) throws(ReaderError) {
        guard archive.contains("META-INF/encryption.xml") else { return }
        let doc = MarkupDocument(SelfClosingTags.expand(try archive.readMarkup("META-INF/encryption.xml")))
        let content = Set(package.spine.map(\.path))
        for data in doc.root.descendants(named: "encrypteddata") {
            let algorithm = data.descendants(named: "encryptionmethod").first?.attribute("algorithm") ?? ""
            if fontObfuscation.contains(algorithm) { continue }
            for reference in data.descendants(named: "cipherreference") {
                guard let uri = reference.attribute("uri"), let target = EPUBPath.resolve(uri, from: "") else { continue }
                if content.contains(target.path) { throw .encrypted(path) }
            }
        }
    }
}

extension String {
    /// Line breaks as spaces (a heading broken by `<br>` as a one-line title).
    var replacingNewlines: String { String(map { $0 == "\n" ? " " : $0 }) }
}
