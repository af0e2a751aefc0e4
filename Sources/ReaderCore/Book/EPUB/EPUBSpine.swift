/// An opened EPUB: its zip directory, its package (OPF) and the spine's content documents in
/// reading order, each with the range of source offsets its blocks take — known from the zip
/// directory alone, before any document is inflated, so one document can be read on its own
/// and its blocks get the offsets the whole book gives them.
///
/// Offsets: document `k` owns `base..<base + slice`, with `slice = 4 × its inflated size + 2`
/// (the zip directory's size; the archive never inflates more) and `base` the sum of the slices
/// before it. A block at byte `b` of the parsed document (UTF-8, self-closing tags expanded) whose
/// last block is at byte `m - 1` sits at `base + b × slice / m`: spread over the whole slice, so
/// a percent is progress through the spine. Parsing can at most triple a document's bytes (a
/// legacy byte becoming U+FFFD) and each block adds at most one, so `m ≤ slice` and distinct
/// blocks keep distinct, growing offsets. Linear items come first, in spine order, then the
/// `linear="no"` ones (page turns reach them after the main text; the contents and links anywhere).
final class EPUBSpine {
    /// One content document: its entry path and its range of offsets.
    struct Item: Sendable {
        var path: String
        var base: Int
        var slice: Int
    }

    /// Total inflated content accepted for one book.
    static let maxBookBytes = 128 << 20
    /// Algorithms of font obfuscation, which `encryption.xml` may list without the text being encrypted.
    static let fontObfuscation: Set<String> = ["http://www.idpf.org/2008/embedding", "http://ns.adobe.com/pdf/enc#RC"]

    let archive: any BookContainer
    let package: EPUBPackage
    let items: [Item]
    /// The end of the last item's slice: the book's `sourceSize`.
    let size: Int
    /// The end of the last linear item's slice: the book's `readingOrderSize` (`size` when none is linear).
    let linearSize: Int
    /// Classes the manifest's stylesheets float right (`FloatedClasses`): left out of the text.
    let floated: Set<String>
    /// Spine documents the archive does not hold: left out, the rest of the book is read.
    let missing: [String]

    /// Reads the container and the package of the EPUB at `path` (no content document yet). A zip
    /// that is no EPUB (neither `mimetype` nor a container) is refused as "not a text file (zip archive)".
    convenience init(path: String) throws(ReaderError) {
        try self.init(archive: EPUBArchive(path: path))
    }

    /// Reads the package of the book whose files `archive` holds, named by its `META-INF/container.xml`.
    init(archive: any BookContainer) throws(ReaderError) {
        let path = archive.path
        guard archive.contains("META-INF/container.xml") else {
            if archive.contains("mimetype"), let m = try? archive.read("mimetype"),
                String(decoding: m, as: UTF8.self).trimmingSpaces == "application/epub+zip"
            {
                throw .badEPUB(path, reason: "no META-INF/container.xml")
            }
            throw .binaryFile(path, reason: "zip archive")
        }
        let opfPath = try EPUBPackage.rootfilePath(
            container: MarkupDocument.parse("META-INF/container.xml", of: archive, path: path), file: path)
        guard archive.contains(opfPath) else { throw .badEPUB(path, reason: "the package \(opfPath) is missing") }
        let package = EPUBPackage(opf: try MarkupDocument.parse(opfPath, of: archive, path: path), path: opfPath)
        guard !package.spine.isEmpty else {
            throw .badEPUB(path, reason: package.refused.first.map { "\($0) is outside the book" } ?? "empty spine")
        }
        try Self.checkEncryption(archive, package, path: path)
        var items: [Item] = []
        var missing: [String] = []
        var base = 0, bytes = 0, linearSize = 0
        for entry in package.spine.filter(\.linear) + package.spine.filter({ !$0.linear })
        where !items.contains(where: { $0.path == entry.path }) && !missing.contains(entry.path) {
            guard let size = archive.size(of: entry.path) else {
                missing.append(entry.path)
                continue
            }
            bytes += size
            guard bytes <= Self.maxBookBytes else { throw .badEPUB(path, reason: "more than \(Self.maxBookBytes >> 20) MB of text") }
            items.append(Item(path: entry.path, base: base, slice: 4 * size + 2))
            base += 4 * size + 2
            if entry.linear { linearSize = base }
        }
        guard !items.isEmpty else { throw .badEPUB(path, reason: "the spine names \(missing[0]), which is missing") }
        self.archive = archive
        self.package = package
        self.items = items
        self.missing = missing
        size = base
        self.linearSize = linearSize > 0 ? linearSize : base
        floated = package.manifest.values.filter { $0.mediaType == "text/css" }.reduce(into: []) { found, sheet in
            if let css = try? archive.read(sheet.path) { found.formUnion(FloatedClasses.inCSS(css)) }
        }
    }

    /// The item whose slice holds `offset` (the first before it, the last after it).
    func item(at offset: Int) -> Int {
        var lo = 0, hi = items.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if items[mid].base <= offset { lo = mid + 1 } else { hi = mid }
        }
        return max(0, lo - 1)
    }

    /// The parsed bytes of item `k` (UTF-8, self-closing tags expanded).
    func markup(_ k: Int) throws(ReaderError) -> [UInt8] {
        SelfClosingTags.expand(try archive.readMarkup(items[k].path))
    }

    /// The blocks of `item` of the EPUB at `path`, parsed from its `markup`, at their offsets in the
    /// book; `floated`: the classes the book's stylesheets float right.
    static func blocks(_ item: Item, markup: [UInt8], path: String, floated: Set<String>) throws(ReaderError) -> XHTMLBlocks {
        var converted: XHTMLBlocks
        do {
            converted = try XHTMLBlocks(markup, base: 0, floated: floated)
        } catch {
            throw .badEPUB(path, reason: error.reason(item.path))
        }
        guard let last = converted.blocks.offsets.last else { return converted }
        let m = last + 1
        guard m <= item.slice else { throw .badEPUB(path, reason: "\(item.path) parses to more blocks than it has bytes") }
        converted.place { item.base + $0 * item.slice / m }
        return converted
    }

    /// Throws `encrypted` when `META-INF/encryption.xml` encrypts a content document (fonts alone are fine).
    static func checkEncryption(_ archive: any BookContainer, _ package: EPUBPackage, path: String) throws(ReaderError) {
        guard archive.contains("META-INF/encryption.xml") else { return }
        let doc = try MarkupDocument.parse("META-INF/encryption.xml", of: archive, path: path)
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
