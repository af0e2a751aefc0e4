/// Rewrites XML's self-closing tags (`<item id="a"/>`, `<a id="p3"/>`, `<script src="x"/>`)
/// as an explicit start and end tag, so the HTML5 parser nests what follows as XML means it:
/// HTML rules ignore `/>` on non-void elements. Void HTML elements (`<br/>`) stay as they are, and
/// XML's `<br></br>` (as libmobi writes a MOBI's breaks) loses its end tag: HTML reads `</br>` as a
/// second break.
enum SelfClosingTags {
    static let void: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]

    /// `bytes` with every `<name …/>` of a non-void element written `<name …></name>`.
    static func expand(_ bytes: [UInt8]) -> [UInt8] {
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
        guard bytes.contains(slash) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 16)
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            guard b == lt, i + 1 < n, isNameStart(bytes[i + 1]) else {
                out.append(b)
                i += 1
                continue
            }
            // A start tag: its name, then attributes (quotes may hold `>`), up to `>`.
            var j = i + 1
            while j < n, isNameByte(bytes[j]) { j += 1 }
            let name = bytes[(i + 1)..<j]
            var quote: UInt8 = 0
            while j < n {
                let c = bytes[j]
                if quote != 0 {
                    if c == quote { quote = 0 }
                } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    quote = c
                } else if c == gt {
                    break
                }
                j += 1
            }
            guard j < n else {
                out += bytes[i..<n]
                break
            }
            let lower = String(decoding: name.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
            if bytes[j - 1] == slash, !void.contains(lower) {
                out += bytes[i..<(j - 1)]
                out.append(gt)
                out += [lt, slash]
                out += name
                out.append(gt)
            } else {
                out += bytes[i...j]
                if lower == "br", bytes[(j + 1)...].starts(with: brEnd, by: { $0 | 0x20 == $1 }) { j += brEnd.count }
            }
            i = j + 1
        }
        return out
    }

    /// A break's end tag, in lowercase.
    private static let brEnd = Array("</br>".utf8)

    private static func isNameStart(_ b: UInt8) -> Bool { (b | 0x20) >= 97 && (b | 0x20) <= 122 }
    private static func isNameByte(_ b: UInt8) -> Bool {
        isNameStart(b) || (b >= 48 && b <= 57) || b == UInt8(ascii: ":") || b == UInt8(ascii: "-") || b == UInt8(ascii: "_")
            || b == UInt8(ascii: ".")
    }
}
