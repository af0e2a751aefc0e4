import ReaderCore
import ReaderLibrary

/// A catalogue page as `termreader catalog` prints it: its title and URL, then each entry
/// numbered (a section with `›`, a book with its authors and the formats offered), then the next
/// page's URL. Everything from the server is made printable.
enum CatalogListing {
    static func lines(_ feed: CatalogFeed) -> [String] {
        var lines = [Sanitizer.printable(feed.title.isEmpty ? "(untitled)" : feed.title) + "  " + Sanitizer.printable(feed.url)]
        for (n, entry) in feed.entries.enumerated() {
            var line = "\(n + 1). " + Sanitizer.printable(entry.title.isEmpty ? "(untitled)" : entry.title)
            if !entry.authors.isEmpty { line += " — " + Sanitizer.printable(entry.authors.joined(separator: ", ")) }
            if entry.isBook {
                let kinds = entry.acquisitions.map { $0.kind ?? Sanitizer.printable($0.type) }
                line += "  [" + kinds.joined(separator: ", ") + "]"
            } else if entry.feed != nil {
                line += "  ›"
            }
            lines.append(line)
        }
        if feed.entries.isEmpty { lines.append("(no entries)") }
        if let next = feed.next { lines.append("next page: " + Sanitizer.printable(next)) }
        return lines
    }
}

/// A catalogue page as `catalog --json` prints it.
struct CatalogJSON: Encodable {
    struct Format: Encodable {
        var type: String
        var format: String?
        var url: String
    }

    struct Entry: Encodable {
        var number: Int
        var id: String
        var title: String
        var authors: [String]
        var summary: String
        var section: String?
        var formats: [Format]
        var cover: String?
        var thumbnail: String?
    }

    var title: String
    var url: String
    var next: String?
    var searchable: Bool
    var entries: [Entry]

    init(_ feed: CatalogFeed) {
        title = feed.title
        url = feed.url
        next = feed.next
        searchable = feed.search != nil
        entries = feed.entries.enumerated().map { n, e in
            Entry(
                number: n + 1, id: e.id, title: e.title, authors: e.authors, summary: e.summary, section: e.feed,
                formats: e.acquisitions.map { Format(type: $0.type, format: $0.kind, url: $0.href) }, cover: e.cover, thumbnail: e.thumbnail
            )
        }
    }
}
