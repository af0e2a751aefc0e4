/// The table of contents an EPUB declares: the EPUB 3 navigation document's
/// `<nav epub:type="toc">` (nested `ol` → levels) or the EPUB 2 NCX (`navPoint` nesting).
enum EPUBContents {
    /// One entry: its title, level (1 = top) and the entry path and fragment it points at.
    struct Entry: Equatable {
        var title: String
        var level: Int
        var path: String
        var fragment: String?
    }

    /// Entries of the navigation document `bytes` at entry `path`; empty when it has no toc nav
    /// (or is too large to parse: the contents then come from the headings).
    static func nav(_ bytes: [UInt8], path: String) -> [Entry] {
        guard let doc = try? MarkupDocument(SelfClosingTags.expand(bytes)) else { return [] }
        let navs = doc.root.descendants(named: "nav")
        guard let toc = navs.first(where: { ($0.attribute("epub:type") ?? "").split(separator: " ").contains("toc") }) ?? navs.first,
            let list = toc.descendants(named: "ol").first
        else { return [] }
        var entries: [Entry] = []
        func items(_ ol: MarkupNode, level: Int) {
            for li in ol.children where li.isElement && li.name == "li" {
                var nested: [MarkupNode] = []
                for child in li.children where child.isElement {
                    switch child.name {
                    case "a":
                        if let href = child.attribute("href"), let target = EPUBPath.resolve(href, from: path) {
                            let title = Sanitizer.clean(child.textContent)
                            if !title.isEmpty {
                                entries.append(Entry(title: title, level: level, path: target.path, fragment: target.fragment))
                            }
                        }
                    case "ol": nested.append(child)
                    default: continue
                    }
                }
                for ol in nested { items(ol, level: level + 1) }
            }
        }
        items(list, level: 1)
        return withoutEchoes(entries)
    }

    /// Entries of the NCX `bytes` at entry `path` (none when it is too large to parse).
    static func ncx(_ bytes: [UInt8], path: String) -> [Entry] {
        guard let doc = try? MarkupDocument(SelfClosingTags.expand(bytes)), let map = doc.root.descendants(named: "navmap").first else {
            return []
        }
        var entries: [Entry] = []
        func points(_ parent: MarkupNode, level: Int) {
            for point in parent.children where point.isElement && point.name == "navpoint" {
                let label = point.children.first { $0.isElement && $0.name == "navlabel" }?.textContent ?? ""
                let src = point.children.first { $0.isElement && $0.name == "content" }?.attribute("src")
                if let src, let target = EPUBPath.resolve(src, from: path) {
                    let title = Sanitizer.clean(label)
                    if !title.isEmpty { entries.append(Entry(title: title, level: level, path: target.path, fragment: target.fragment)) }
                }
                points(point, level: level + 1)
            }
        }
        points(map, level: 1)
        return withoutEchoes(entries)
    }

    /// `entries` with each echo dropped: an entry right after another at the same place whose title
    /// starts the same. calibre writes a chapter twice, once titled by its whole opening text
    /// (`Chapter 1. GNU/Linux tutorials Table of Contents 1.1. Console basics …`); the short title stays.
    static func withoutEchoes(_ entries: [Entry]) -> [Entry] {
        var kept: [Entry] = []
        for entry in entries {
            if var last = kept.last, last.level == entry.level, last.path == entry.path, last.fragment == entry.fragment,
                last.title.hasPrefix(entry.title) || entry.title.hasPrefix(last.title)
            {
                if entry.title.count < last.title.count { last.title = entry.title }
                kept[kept.count - 1] = last
                continue
            }
            kept.append(entry)
        }
        return kept
    }
}
