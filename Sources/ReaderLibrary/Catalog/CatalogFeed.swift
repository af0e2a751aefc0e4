import ReaderCore

/// One page of a catalogue, as OPDS 1.2 (Atom) or 2.0 (JSON) gives it: its title, its entries
/// (sections to go into, or books), the next page and how to search. Every link is absolute
/// (resolved against the page's own URL) and every text is as the server sent it, to be made
/// printable where it is shown.
public struct CatalogFeed: Equatable, Sendable {
    public var title: String
    /// Where it was read from.
    public var url: String
    public var entries: [CatalogEntry]
    /// The next page of a long list.
    public var next: String?
    public var search: CatalogSearch?

    public init(title: String, url: String, entries: [CatalogEntry] = [], next: String? = nil, search: CatalogSearch? = nil) {
        self.title = title
        self.url = url
        self.entries = entries
        self.next = next
        self.search = search
    }
}

/// An entry of a catalogue page: a section (`feed`, a page to go to) or a book (its
/// `acquisitions`, the files it can be downloaded as), with what the page says of it.
public struct CatalogEntry: Equatable, Sendable {
    public var id: String
    public var title: String
    public var authors: [String] = []
    /// The entry's summary or content, as plain text (paragraphs on lines of their own).
    public var summary = ""
    public var feed: String?
    public var acquisitions: [CatalogLink] = []
    public var cover: String?
    public var thumbnail: String?

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    public var isBook: Bool { !acquisitions.isEmpty }

    /// The file to download: the first of the formats termreader reads best (EPUB, then AZW3, MOBI,
    /// FB2, CBZ, PDF, plain text, HTML), else nil.
    public var preferredAcquisition: CatalogLink? {
        for kind in CatalogLink.preference {
            if let link = acquisitions.first(where: { $0.kind == kind }) { return link }
        }
        return nil
    }
}

/// A link of a catalogue entry: an absolute URL and the media type the server gives it.
public struct CatalogLink: Equatable, Sendable {
    public var href: String
    public var type: String

    public init(href: String, type: String) {
        self.href = href
        self.type = type
    }

    /// The book format its type names (the extension termreader gives the downloaded file), nil
    /// for one termreader does not read.
    public var kind: String? {
        let type = type.split(separator: ";").first.map { HeadingText.trimmed($0).lowercased() } ?? ""
        return Self.kinds[type]
    }

    static let kinds = [
        "application/epub+zip": "epub", "application/x-mobi8-ebook": "azw3", "application/vnd.amazon.ebook": "azw3",
        "application/x-mobipocket-ebook": "mobi", "application/fb2+zip": "fb2.zip", "application/x-fictionbook+xml": "fb2",
        "text/fb2+xml": "fb2", "application/x-cbz": "cbz", "application/vnd.comicbook+zip": "cbz", "application/pdf": "pdf",
        "text/plain": "txt", "text/markdown": "md", "text/html": "html", "application/xhtml+xml": "xhtml",
    ]
    static let preference = ["epub", "azw3", "mobi", "fb2.zip", "fb2", "cbz", "pdf", "txt", "md", "html", "xhtml"]
}

/// How a catalogue is searched: a URL template with `{searchTerms}`, or an OpenSearch
/// description to read the template from.
public enum CatalogSearch: Equatable, Sendable {
    case template(String)
    case description(String)
}
