/// What an EPUB's package document (OPF) says: metadata, manifest and spine, with every
/// href resolved to an entry path of the container.
struct EPUBPackage {
    /// One manifest item.
    struct Item {
        var path: String
        var mediaType: String
        var properties: [Substring]
    }

    /// One spine entry: the content document's path, and whether page turns reach it.
    struct SpineItem: Equatable {
        var path: String
        var linear: Bool
    }

    var title: String?
    /// Every `dc:creator`, in order.
    var creators: [String] = []
    var language: String?
    /// Manifest items by id.
    var manifest: [String: Item] = [:]
    var spine: [SpineItem] = []
    /// The EPUB 2 NCX (the spine's `toc` attribute), when there is one.
    var ncxPath: String?
    /// The EPUB 3 navigation document (the item with `properties="nav"`), when there is one.
    var navPath: String?
    /// `ltr`, `rtl` or nil (`default`). Noted, not used yet: pages always turn left to right.
    var pageProgression: String?
    /// The cover picture's entry path: the manifest item with `properties="cover-image"` (EPUB 3)
    /// or the one `<meta name="cover">` names (EPUB 2), when it is a picture.
    var coverPath: String?
    /// Manifest hrefs refused because they leave the container (`../../etc/passwd`) or name another site.
    var refused: [String] = []

    /// The package's path in the container, from `META-INF/container.xml`.
    static func rootfilePath(container doc: MarkupDocument, file: String) throws(ReaderError) -> String {
        let rootfiles = doc.root.descendants(named: "rootfile")
        let chosen = rootfiles.first { $0.attribute("media-type") == "application/oebps-package+xml" } ?? rootfiles.first
        guard let full = chosen?.attribute("full-path"), let path = EPUBPath.resolve(full, from: "")?.path else {
            throw .badEPUB(file, reason: "META-INF/container.xml names no package")
        }
        return path
    }

    /// Reads the parsed OPF at entry `path`.
    init(opf doc: MarkupDocument, path: String) {
        var itemrefs: [(idref: String, linear: Bool)] = []
        var tocID: String?
        var coverID: String?
        for element in doc.elements() {
            switch element.name {
            case "title": if title == nil { title = element.textContent.nonEmpty }
            case "creator": if let name = element.textContent.nonEmpty { creators.append(name) }
            case "language": if language == nil { language = element.textContent.nonEmpty }
            case "item":
                guard let id = element.attribute("id"), let href = element.attribute("href") else { continue }
                guard let resolved = EPUBPath.resolve(href, from: path) else {
                    refused.append(href)
                    continue
                }
                let properties = (element.attribute("properties") ?? "").split(separator: " ")
                manifest[id] = Item(path: resolved.path, mediaType: element.attribute("media-type") ?? "", properties: properties)
                if properties.contains("nav") { navPath = resolved.path }
            case "meta":
                if element.attribute("name") == "cover" { coverID = element.attribute("content") }
            case "spine":
                tocID = element.attribute("toc")
                pageProgression = element.attribute("page-progression-direction").flatMap { $0 == "default" ? nil : $0 }
            case "itemref":
                guard let idref = element.attribute("idref") else { continue }
                itemrefs.append((idref, element.attribute("linear")?.lowercased() != "no"))
            default: continue
            }
        }
        if let tocID, let item = manifest[tocID] { ncxPath = item.path }
        let declared = manifest.values.first { $0.properties.contains("cover-image") } ?? coverID.flatMap { manifest[$0] }
        coverPath = declared.flatMap { $0.mediaType.hasPrefix("image/") ? $0.path : nil }
        if ncxPath == nil {
            ncxPath = manifest.values.first { $0.mediaType == "application/x-dtbncx+xml" }?.path
        }
        spine = itemrefs.compactMap { ref in
            guard let item = manifest[ref.idref], Self.isContent(item) else { return nil }
            return SpineItem(path: item.path, linear: ref.linear)
        }
    }

    /// Whether a spine item is a text document (images and the like in a spine are skipped).
    static func isContent(_ item: Item) -> Bool {
        switch item.mediaType {
        case "application/xhtml+xml", "text/html", "application/xml", "text/xml", "": return true
        default:
            let lower = item.path.lowercased()
            return lower.hasSuffix(".xhtml") || lower.hasSuffix(".html") || lower.hasSuffix(".htm")
        }
    }
}

extension String {
    /// Nil when empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
