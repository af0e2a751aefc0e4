/// Rewrites XML's self-closing tags (`<item id="a"/>`, `<a id="p3"/>`, `<script src="x"/>`)
/// as an explicit start and end tag, so the HTML5 parser nests what follows as XML means it:
/// HTML rules ignore `/>` on non-void elements. Void HTML elements (`<br/>`) stay as they are, and
/// XML's `<br></br>` (as libmobi writes a MOBI's breaks) loses its end tag: HTML reads `</br>` as a
/// second break.
enum SelfClosingTags {
    static let void: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]
    /// `void`'s names as bytes, for `expand`.
    private static let voidNames = void.map { Array($0.utf8) }

    /// `bytes` with every `<name …/>` of a non-void element written `<name …></name>`: the text
    /// between the tags it changes is copied in runs, and markup it does not change is returned as it is.
    static func expand(_ bytes: [UInt8]) -> [UInt8] {
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
        guard bytes.contains(slash) else { return bytes }
        var out: [UInt8] = []
        // Bytes before `copied` are in `out` or were left out.
        var copied = 0
        let n = bytes.count
        var i = 0
        while let found = bytes[i...].firstIndex(of: lt) {
            i = found
            guard i + 1 < n, isNameStart(bytes[i + 1]) else {
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
            guard j < n else { break }
            if bytes[j - 1] == slash, !isVoid(name) {
                if out.isEmpty { out.reserveCapacity(n + n / 16) }
                out += bytes[copied..<(j - 1)]
                out.append(gt)
                out += [lt, slash]
                out += name
                out.append(gt)
                copied = j + 1
            } else if isBreak(name), bytes[(j + 1)...].starts(with: brEnd, by: { $0 | 0x20 == $1 }) {
                if out.isEmpty { out.reserveCapacity(n) }
                out += bytes[copied...j]
                j += brEnd.count
                copied = j + 1
            }
            i = j + 1
        }
        guard copied > 0 else { return bytes }
        out += bytes[copied...]
        return out
    }

    /// A break's end tag, in lowercase.
    private static let brEnd = Array("</br>".utf8)

    /// Whether a tag's name is a void element's, in any case.
    private static func isVoid(_ name: ArraySlice<UInt8>) -> Bool {
        voidNames.contains { $0.count == name.count && zip($0, name).allSatisfy { $0 == $1 | 0x20 } }
    }

    private static func isBreak(_ name: ArraySlice<UInt8>) -> Bool {
        name.count == 2 && name.first! | 0x20 == UInt8(ascii: "b") && name.last! | 0x20 == UInt8(ascii: "r")
    }

    private static func isNameStart(_ b: UInt8) -> Bool { (b | 0x20) >= 97 && (b | 0x20) <= 122 }
    private static func isNameByte(_ b: UInt8) -> Bool {
        isNameStart(b) || (b >= 48 && b <= 57) || b == UInt8(ascii: ":") || b == UInt8(ascii: "-") || b == UInt8(ascii: "_")
            || b == UInt8(ascii: ".")
    }
}
