/// Paths inside an EPUB container: hrefs resolved against the document that names them,
/// percent-decoded, with `..` never leaving the container.
enum EPUBPath {
    /// The folder of an entry, with its trailing slash ("OPS/text/a.xhtml" → "OPS/text/"; "a.opf" → "").
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// Resolves `href` found in entry `document`: the entry path and the fragment (after `#`);
    /// a bare `#id` names `document` itself. Nil for an external link (a scheme) or a path
    /// that climbs out of the container.
    static func resolve(_ href: String, from document: String) -> (path: String, fragment: String?)? {
        let base = directory(of: document)
        var href = href.trimmingSpaces
        var fragment: String?
        if let hash = href.firstIndex(of: "#") {
            fragment = percentDecoded(href[href.index(after: hash)...])
            href = String(href[..<hash])
        }
        if let query = href.firstIndex(of: "?") { href = String(href[..<query]) }
        if let colon = href.firstIndex(of: ":"), !href[..<colon].contains("/") { return nil }
        let decoded = percentDecoded(href[...])
        var parts: [Substring] = decoded.hasPrefix("/") ? [] : base.split(separator: "/")
        if decoded.isEmpty { return document.isEmpty ? nil : (document, fragment) }
        for part in decoded.split(separator: "/", omittingEmptySubsequences: true) {
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

    /// `%20` → space, byte by byte, as UTF-8; malformed escapes are kept as written.
    static func percentDecoded(_ s: Substring) -> String {
        guard s.contains("%") else { return String(s) }
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
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\u{0C}" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
