/// The picture formats termreader decodes, told apart by their first bytes (never by a file name).
public enum PictureFormat: String, Sendable, CaseIterable {
    case png = "PNG"
    case jpeg = "JPEG"
    case gif = "GIF"
    case webp = "WebP"
    case svg = "SVG"

    /// The format's media type (`image/png`…), as a `data:` URL names it.
    public var mediaType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .gif: "image/gif"
        case .webp: "image/webp"
        case .svg: "image/svg+xml"
        }
    }

    /// Bytes looked through for an SVG's root element (after an XML declaration, comments and a doctype).
    static let svgHead = 4096

    /// The format `bytes` start as; nil for anything else.
    public static func sniff(_ bytes: some Collection<UInt8>) -> PictureFormat? {
        let head = Array(bytes.prefix(12))
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + magic.count && Array(head[offset..<offset + magic.count]) == magic
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
        return isSVG(bytes.prefix(svgHead)) ? .svg : nil
    }

    /// Whether `head` is XML whose first element is `svg` (its name alone or with a prefix).
    private static func isSVG(_ head: some Collection<UInt8>) -> Bool {
        var text = Substring(decoding: head, as: UTF8.self)
        if text.first == "\u{FEFF}" { text = text.dropFirst() }
        while true {
            text = text.drop { $0.isWhitespace }
            guard text.first == "<" else { return false }
            if text.hasPrefix("<?") || text.hasPrefix("<!--") || text.hasPrefix("<!") {
                let end = text.hasPrefix("<!--") ? "-->" : ">"
                guard let close = text.firstRange(of: end) else { return false }
                text = text[close.upperBound...]
                continue
            }
            let name = text.dropFirst().prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
            return name == "svg" || name.hasSuffix(":svg")
        }
    }
}
