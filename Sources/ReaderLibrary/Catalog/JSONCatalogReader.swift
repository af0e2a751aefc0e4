import FoundationEssentials
import ReaderCore

/// Reads an OPDS 2.0 catalogue page (JSON): its title, navigation links (sections), publications
/// (books with their acquisition links and images), groups of either, the next page and the
/// search template. Links are made absolute against `url`.
enum JSONCatalogReader {
    static func read(_ document: [UInt8], url: String) throws(CatalogError) -> CatalogFeed {
        guard let page = try? JSONDecoder().decode(Page.self, from: Data(document)) else {
            throw CatalogError("\(Sanitizer.printable(url)) is not a catalogue (not OPDS 2 JSON)", isBadData: true)
        }
        var feed = CatalogFeed(title: page.metadata?.title ?? "", url: url)
        for link in page.links ?? [] {
            guard let href = link.href else { continue }
            let rels = link.rels
            if rels.contains("next") { feed.next = CatalogURL.resolve(href, against: url) }
            if rels.contains("search") {
                if link.type?.contains("opensearchdescription") == true {
                    feed.search = CatalogURL.resolve(href, against: url).map(CatalogSearch.description)
                } else if let template = CatalogURL.resolve(template: href, against: url) {
                    feed.search = .template(template)
                }
            }
        }
        var entries: [CatalogEntry] = []
        func add(navigation: [Link]?, publications: [Publication]?) {
            for link in navigation ?? [] {
                guard let href = link.href, let absolute = CatalogURL.resolve(href, against: url) else { continue }
                var entry = CatalogEntry(id: absolute, title: link.title ?? "")
                entry.feed = absolute
                entries.append(entry)
            }
            for publication in publications ?? [] { entries.append(publication.entry(base: url)) }
        }
        add(navigation: page.navigation, publications: page.publications)
        for group in page.groups ?? [] { add(navigation: group.navigation, publications: group.publications) }
        feed.entries = Array(entries.prefix(AtomCatalogReader.maximumEntries))
        return feed
    }

    struct Page: Decodable {
        var metadata: Metadata?
        var links: [Link]?
        var navigation: [Link]?
        var publications: [Publication]?
        var groups: [Group]?
    }

    struct Group: Decodable {
        var navigation: [Link]?
        var publications: [Publication]?
    }

    struct Metadata: Decodable {
        var title: String?
        var identifier: String?
        var description: String?
        var author: Contributors?
    }

    struct Link: Decodable {
        var href: String?
        var type: String?
        var title: String?
        var rel: Rel?

        var rels: [String] { rel?.values ?? [] }
    }

    /// `rel` is one string or a list of them.
    struct Rel: Decodable {
        var values: [String]
        init(from decoder: any Decoder) throws {
            let single = try decoder.singleValueContainer()
            values = try (try? single.decode([String].self)) ?? [single.decode(String.self)]
        }
    }

    /// Authors are a name, an object with a name, or a list of either.
    struct Contributors: Decodable {
        var names: [String]
        init(from decoder: any Decoder) throws {
            struct Named: Decodable { var name: String }
            struct One: Decodable {
                var name: String
                init(from decoder: any Decoder) throws {
                    let single = try decoder.singleValueContainer()
                    name = try (try? single.decode(String.self)) ?? single.decode(Named.self).name
                }
            }
            let single = try decoder.singleValueContainer()
            names = try ((try? single.decode([One].self)) ?? [single.decode(One.self)]).map(\.name)
        }
    }

    struct Publication: Decodable {
        var metadata: Metadata?
        var links: [Link]?
        var images: [Link]?

        func entry(base: String) -> CatalogEntry {
            var entry = CatalogEntry(id: metadata?.identifier ?? "", title: metadata?.title ?? "")
            entry.authors = metadata?.author?.names ?? []
            entry.summary = AtomCatalogReader.plainText(html: metadata?.description ?? "")
            for link in links ?? [] {
                guard let href = link.href, let absolute = CatalogURL.resolve(href, against: base) else { continue }
                if link.rels.contains(where: {
                    $0 == "http://opds-spec.org/acquisition" || $0 == "http://opds-spec.org/acquisition/open-access"
                }) {
                    entry.acquisitions.append(CatalogLink(href: absolute, type: link.type ?? ""))
                }
            }
            let images = (images ?? []).compactMap { $0.href.flatMap { CatalogURL.resolve($0, against: base) } }
            entry.cover = images.first
            entry.thumbnail = images.last
            return entry
        }
    }
}
