/// The fields of a StarDict article. Each field has a type letter: lower case ones are text
/// ending in a zero byte, upper case ones binary data after a 32-bit big-endian size. With
/// `sametypesequence` every article holds those types in that order, without the letters,
/// and its last field without its end mark or size.
enum StarDictArticle {
    static func fields(_ bytes: [UInt8], types: [UInt8]?) -> [ArticleField] {
        var fields: [ArticleField] = []
        var at = 0
        /// The field of type `type` from `at`; `last`: it runs to the end of the article.
        func field(_ type: UInt8, last: Bool) -> Bool {
            let isText = type >= 97 && type <= 122
            let end: Int
            if last {
                end = bytes.count
            } else if isText {
                end = bytes[at...].firstIndex(of: 0) ?? bytes.count
            } else {
                guard at + 4 <= bytes.count else { return false }
                let size = StarDictDictionary.unsigned(bytes[at..<at + 4])
                at += 4
                guard size <= bytes.count - at else { return false }
                end = at + size
            }
            let data = bytes[at..<end]
            at = isText && !last ? end + 1 : end
            fields.append(ArticleField(markup: markup(type), text: isText ? String(decoding: data, as: UTF8.self) : ""))
            return true
        }
        if let types {
            for (i, type) in types.enumerated() where at <= bytes.count {
                guard field(type, last: i == types.count - 1) else { break }
            }
        } else {
            while at < bytes.count {
                let type = bytes[at]
                at += 1
                guard field(type, last: false) else { break }
            }
        }
        return fields
    }

    /// What a type letter holds.
    static func markup(_ type: UInt8) -> ArticleField.Markup {
        switch Unicode.Scalar(type) {
        case "m", "l", "n", "w": return .plain
        case "t", "y": return .phonetic
        case "h": return .html
        case "g": return .pango
        case "x", "k": return .xdxf
        case "W": return .other("sound")
        case "P": return .other("picture")
        case "r": return .other("resources")
        default: return .other("data")
        }
    }
}
