/// Paths inside an EPUB container: hrefs resolved against the document that names them,
/// percent-decoded, with `..` never leaving the container.
enum EPUBPath {
    /// The folder of an entry, with its trailing slash ("OPS/text/a.xhtml" → "OPS/text/"; "a.opf" → "").
    static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[...slash])
    }

    /// Resolves `href` found in entry `document`: the entry path and the fragment (after `#`);
    /// a bare `#id` names `document` itself. Nil for an external link (a scheme) or a path
    /// that climbs out of the container.
    static func resolve(_ href: String, from document: String) -> (path: String, fragment: String?)? {
        let base = directory(of: document)
        // The delimiters are ASCII: they are found on the UTF-8 bytes (a book's contents resolve
        // hundreds of long hrefs while its first page waits).
        var href = href.trimmingSpaces[...]
        var fragment: String?
        if let hash = href.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = percentDecoded(href[href.index(after: hash)...])
            href = href[..<hash]
        }
        if let query = href.utf8.firstIndex(of: UInt8(ascii: "?")) { href = href[..<query] }
        if let colon = href.utf8.firstIndex(of: UInt8(ascii: ":")), !href[..<colon].utf8.contains(UInt8(ascii: "/")) { return nil }
        let decoded = percentDecoded(href)
        var parts: [Substring] = decoded.utf8.first == UInt8(ascii: "/") ? [] : Self.components(base)
        if decoded.isEmpty { return document.isEmpty ? nil : (document, fragment) }
        for part in Self.components(decoded) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        guard !parts.isEmpty else { return nil }
        return (parts.joined(separator: "/"), fragment)
    }

    /// Whether `href` names another site or program (`https:`, `mailto:`): a scheme before any `/`, `?` or `#`.
    static func isExternal(_ href: String) -> Bool {
        let head = href.trimmingSpaces.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let colon = head.firstIndex(of: ":") else { return false }
        return head[..<colon].first?.isLetter == true
    }

    /// The non-empty components of `path` between `/`s.
    private static func components(_ path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// `%20` → space, byte by byte, as UTF-8; malformed escapes are kept as written.
    static func percentDecoded(_ s: Substring) -> String {
        guard s.utf8.contains(UInt8(ascii: "%")) else { return String(s) }
        var bytes: [UInt8] = []
        var u = Array(s.utf8)[...]
        while let b = u.popFirst() {
            if b == UInt8(ascii: "%"), u.count >= 2, let hi = hex(u[u.startIndex]), let lo = hex(u[u.startIndex + 1]) {
                bytes.append(hi << 4 | lo)
                u.removeFirst(2)
            } else {
                bytes.append(b)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hex(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

extension String {
    /// Without leading and trailing ASCII white space.
    var trimmingSpaces: String {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D || $0 == 0x0C }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        // After the last non-space byte is a space or the end: a scalar boundary.
        return String(self[first..<utf8.index(after: last)])
    }
}
