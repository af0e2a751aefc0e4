import CCurl
import ReaderCore

/// URLs of a catalogue: links resolved against the page they are on (RFC 3986, by libcurl's URL
/// parser), and search templates filled in.
public enum CatalogURL {
    /// `reference` (absolute, or relative to `base`) as an absolute URL; nil when either is not a URL.
    public static func resolve(_ reference: String, against base: String) -> String? {
        guard let curl = CurlLibrary.shared, let url = curl.urlNew() else { return nil }
        defer { curl.urlCleanup(url) }
        guard curl.urlSet(url, CURLUPART_URL, base, 0) == CURLUE_OK,
            curl.urlSet(url, CURLUPART_URL, reference, UInt32(CURLU_NON_SUPPORT_SCHEME)) == CURLUE_OK
        else { return nil }
        var text: UnsafeMutablePointer<CChar>?
        guard curl.urlGet(url, CURLUPART_URL, &text, 0) == CURLUE_OK, let text else { return nil }
        defer { curl.free(text) }
        return String(cString: text)
    }

    /// A search template (`/search/{searchTerms}`, `/search{?query}`) made absolute, its
    /// parameters kept as written; nil when it has none or is not a URL.
    public static func resolve(template: String, against base: String) -> String? {
        var marked = ""
        var parameters: [Substring] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            marked += rest[..<open] + "termreader\(parameters.count)parameter"
            parameters.append(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        guard !parameters.isEmpty, var resolved = resolve(marked + rest, against: base) else { return nil }
        for (n, parameter) in parameters.enumerated() { resolved = resolved.replacing("termreader\(n)parameter", with: parameter) }
        return resolved
    }

    /// A search template with `query` put in: OpenSearch's `{searchTerms}`, an OPDS 2 URI
    /// template's `{?query}` (or `{query}`); other parameters, optional by then, left out.
    public static func filled(_ template: String, query: String) -> String {
        let escaped = percentEncoded(query)
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = rest[rest.index(after: open)..<close]
            switch name {
            case "searchTerms", "searchTerms?", "query": result += escaped
            case "?query": result += "?query=" + escaped
            default: if name.hasPrefix("?") && name.split(separator: ",").contains("query") { result += "?query=" + escaped }
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// `text` with every byte but the unreserved ones (RFC 3986: letters, digits, `-._~`) as `%XX`.
    static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                result.unicodeScalars.append(contentsOf: ["%", hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            }
        }
        return result
    }
}
