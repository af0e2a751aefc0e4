import ReaderCore

/// An OpenSearch description document: the search template a catalogue names in it, the one
/// for Atom results (an OPDS catalogue's) before any other.
enum OpenSearchDescription {
    static func template(in document: [UInt8], url: String) throws(CatalogError) -> String {
        var templates: [(type: String, template: String)] = []
        let failure = XMLEvents.read(
            document,
            start: { name, attributes in
                if name == "Url", let template = attributes["template"], templates.count < 100 {
                    templates.append((attributes["type"] ?? "", template))
                }
            }, end: { _ in }, characters: { _ in })
        if let failure { throw CatalogError("\(Sanitizer.printable(url)) is not a search description: \(failure)", isBadData: true) }
        let chosen = templates.first { $0.type.contains("atom") } ?? templates.first { $0.type.contains("opds") } ?? templates.first
        guard let chosen, let template = CatalogURL.resolve(template: chosen.template, against: url) else {
            throw CatalogError("\(Sanitizer.printable(url)) names no search", isBadData: true)
        }
        return template
    }
}
