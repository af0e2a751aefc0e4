/// Content documents in UTF-16 (allowed by EPUB) or in a legacy encoding named by their XML
/// declaration, turned into the UTF-8 the HTML parser reads; UTF-8 passes through untouched.
enum MarkupEncoding {
    /// `bytes` as UTF-8, its BOM dropped.
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        let encoding: TextEncoding
        var start = 0
        if bytes.starts(with: [0xFF, 0xFE]) {
            encoding = .utf16LE
            start = 2
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            encoding = .utf16BE
            start = 2
        } else if let declared = declared(bytes), declared != .utf8 {
            encoding = declared
        } else {
            return bytes
        }
        let text = bytes[start...].withUnsafeBytes { TextDecoder(encoding: encoding).decode($0) }
        return Array(text.utf8)
    }

    /// The encoding an XML declaration names (`<?xml version="1.0" encoding="iso-8859-1"?>`), if known.
    static func declared(_ bytes: [UInt8]) -> TextEncoding? {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let head = String(decoding: bytes.prefix(200).prefix { $0 != UInt8(ascii: ">") }, as: UTF8.self)
        let parts = head.split(separator: "encoding=", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let value = parts[1].dropFirst().prefix { $0 != "\"" && $0 != "'" }
        return TextEncoding(name: String(value))
    }
}
