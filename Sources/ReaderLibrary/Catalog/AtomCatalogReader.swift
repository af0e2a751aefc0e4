import ReaderCore

/// Reads an OPDS 1.2 catalogue page (an Atom feed) with expat: the feed's title, next page and
/// search link; each entry's title, authors, summary (text, HTML or XHTML content made plain
/// text), the section it leads to, its acquisition links (open access included; buying,
/// borrowing and samples left out) and its cover and thumbnail. Links are made absolute against
/// `url`. At most `maximumEntries` entries and `maximumText` bytes of any one text are kept.
struct AtomCatalogReader {
    private var feed: CatalogFeed
    private var entry: CatalogEntry?
    /// The elements open, by local name.
    private var path: [String] = []
    /// The text of the element being collected, and its kind (`text`, `html`, `xhtml`).
    private var text: [UInt8] = []
    private var collecting: (element: String, depth: Int, kind: String)?

    static let maximumEntries = 10_000
    static let maximumText = 64 << 10

    private init(url: String) {
        feed = CatalogFeed(title: "", url: url)
    }

    /// The page in `document`; why not, when it is not well-formed XML or not an Atom feed.
    static func read(_ document: [UInt8], url: String) throws(CatalogError) -> CatalogFeed {
        var reader = AtomCatalogReader(url: url)
        let failure = XMLEvents.read(
            document, start: { name, attributes in reader.start(name, attributes) }, end: { name in reader.end(name) },
            characters: { bytes in reader.characters(bytes) })
        if let failure { throw CatalogError("\(Sanitizer.printable(url)) is not a catalogue: \(failure)", isBadData: true) }
        guard reader.sawFeed else { throw CatalogError("\(Sanitizer.printable(url)) is not a catalogue (no Atom feed)", isBadData: true) }
        return reader.feed
    }

    private var sawFeed = false

    private mutating func start(_ name: String, _ attributes: [String: String]) {
        path.append(name)
        if let collecting {
            // Markup inside XHTML content: a block starts a line.
            if collecting.kind == "xhtml", ["p", "div", "br", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6"].contains(name) {
                append(Array("\n".utf8))
            }
            return
        }
        switch (name, path.count) {
        case ("feed", 1): sawFeed = true
        case ("entry", 2) where feed.entries.count < Self.maximumEntries: entry = CatalogEntry(id: "", title: "")
        case ("link", _): link(attributes)
        case ("title", 2), ("title", 3), ("id", 3),
            ("name", 4) where path[2] == "author", ("summary", 3), ("content", 3):
            guard path.count == 2 || entry != nil else { return }
            text = []
            collecting = (name, path.count, attributes["type"] ?? "text")
        default: break
        }
    }

    private mutating func end(_ name: String) {
        defer { path.removeLast() }
        if let open = collecting {
            guard path.count == open.depth else { return }
            collecting = nil
            finish(open.element, kind: open.kind)
            return
        }
        if name == "entry", path.count == 2, let done = entry {
            entry = nil
            if !done.title.isEmpty || done.isBook || done.feed != nil { feed.entries.append(done) }
        }
    }

    private mutating func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        if collecting != nil { append(Array(bytes)) }
    }

    private mutating func append(_ bytes: [UInt8]) {
        text += bytes.prefix(max(0, Self.maximumText - text.count))
    }

    /// Puts the text collected for `element` where it belongs.
    private mutating func finish(_ element: String, kind: String) {
        let raw = String(decoding: text, as: UTF8.self)
        let plain = kind.lowercased().contains("html") && kind.lowercased() != "xhtml" ? Self.plainText(html: raw) : raw
        let line = plain.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard entry != nil else {
            if element == "title" { feed.title = line }
            return
        }
        switch element {
        case "title": entry!.title = line
        case "id": entry!.id = line
        case "name": if !line.isEmpty { entry!.authors.append(line) }
        default:
            // A summary and a content: the longer says more.
            let paragraphs = plain.split(whereSeparator: \.isNewline).map { HeadingText.trimmed($0) }.filter { !$0.isEmpty }
            let summary = paragraphs.joined(separator: "\n")
            if summary.count > entry!.summary.count { entry!.summary = summary }
        }
    }

    private mutating func link(_ attributes: [String: String]) {
        guard let href = attributes["href"] else { return }
        let rel = attributes["rel"] ?? ""
        let type = attributes["type"] ?? ""
        guard entry != nil else {
            switch rel {
            case "next": feed.next = CatalogURL.resolve(href, against: feed.url)
            case "search":
                if type.contains("opensearchdescription") {
                    feed.search = CatalogURL.resolve(href, against: feed.url).map(CatalogSearch.description)
                } else if let template = CatalogURL.resolve(template: href, against: feed.url) {
                    feed.search = .template(template)
                }
            default: break
            }
            return
        }
        guard let absolute = CatalogURL.resolve(href, against: feed.url) else { return }
        switch rel {
        case "http://opds-spec.org/acquisition", "http://opds-spec.org/acquisition/open-access":
            entry!.acquisitions.append(CatalogLink(href: absolute, type: type))
        case "http://opds-spec.org/image", "http://opds-spec.org/cover", "x-stanza-cover-image":
            entry!.cover = entry!.cover ?? absolute
        case "http://opds-spec.org/image/thumbnail", "http://opds-spec.org/thumbnail", "x-stanza-cover-image-thumbnail":
            entry!.thumbnail = entry!.thumbnail ?? absolute
        default:
            // A link to another catalogue page: the section the entry stands for.
            if type.contains("application/atom+xml") || type.contains("application/opds+json"), entry!.feed == nil,
                !rel.hasPrefix("http://opds-spec.org/acquisition")
            {
                entry!.feed = absolute
            }
        }
    }

    /// HTML as plain text, a paragraph a line.
    static func plainText(html: String) -> String {
        DefinitionText.markup(html, keepsBreaks: false).map(\.text).joined(separator: "\n")
    }
}
