/// Text helpers for headings: indentation trimming, whitespace collapsing, English casing.
enum HeadingText {
    /// True for Unicode white space (ASCII, ideographic U+3000, no-break…), without a property lookup.
    static func isSpace(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x20, 0x09...0x0D, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// The line without leading indentation and trailing whitespace.
    static func trimmed(_ line: Substring) -> Substring {
        let scalars = line.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return line[line.endIndex...] }
        return Substring(scalars[start...last])
    }

    /// The text with its no-break spaces made plain ones (`Chapter\u{A0}1.\u{A0}Title`, as DocBook's text
    /// output writes headings), so heading patterns written with spaces match it.
    static func withPlainSpaces(_ text: Substring) -> Substring {
        guard text.utf8.contains(0xC2), text.unicodeScalars.contains("\u{A0}") else { return text }  // U+00A0 is C2 A0
        var plain = String.UnicodeScalarView()
        for s in text.unicodeScalars { plain.append(s == "\u{A0}" ? " " : s) }
        return String(plain)[...]
    }

    /// Every run of whitespace replaced by one ASCII space (`第一回     靈根　心性` → `第一回 靈根 心性`).
    static func collapsed(_ text: Substring) -> String {
        let scalars = text.unicodeScalars
        var out = ""
        var runStart: Substring.Index?
        var i = scalars.startIndex
        while i < scalars.endIndex {
            if isSpace(scalars[i]) {
                if let start = runStart {
                    if !out.isEmpty { out += " " }
                    out += text[start..<i]
                    runStart = nil
                }
            } else if runStart == nil {
                runStart = i
            }
            i = scalars.index(after: i)
        }
        if let start = runStart {
            if !out.isEmpty { out += " " }
            out += text[start...]
        }
        return out
    }

    /// An English word as displayed: ALL-CAPS words become Title-Case (`TWENTY-ONE` → `Twenty-One`),
    /// other spellings are kept as written. Words here are ASCII letters, digits and hyphens.
    static func displayWord(_ word: Substring) -> String {
        let bytes = word.utf8
        guard bytes.contains(where: { (0x41...0x5A).contains($0) }),
              !bytes.contains(where: { (0x61...0x7A).contains($0) }) else { return String(word) }
        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        var atStart = true
        for b in bytes {
            let isLetter = (0x41...0x5A).contains(b)
            out.append(isLetter && !atStart ? b | 0x20 : b)
            atStart = !isLetter
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// True when a word is written `Capitalised` or `ALLCAPS`, the two spellings headings use.
    static func isHeadingCase(_ word: Substring) -> Bool {
        guard let first = word.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        let tail = word.unicodeScalars.dropFirst()
        return tail.allSatisfy { ("a"..."z").contains($0) } || tail.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// ASCII comparison of a word of letters, digits and hyphens with a lowercase target, without allocating.
    static func equalsIgnoringCase(_ word: Substring, _ lowercase: String) -> Bool {
        word.utf8.count == lowercase.utf8.count && word.utf8.elementsEqual(lowercase.utf8) { ($0 | 0x20) == $1 }
    }
}

extension HeadingText {
    /// The first `columns` display columns of a paragraph, whitespace collapsed, cut after a whole
    /// word when there are spaces, with `…` when something was left out.
    static func snippet(_ text: Substring, columns: Int) -> String {
        let flat = collapsed(trimmed(text))
        var width = 0
        var end = flat.startIndex
        var lastSpace: String.Index?
        for i in flat.indices {
            let w = CellWidth.width(of: flat[i])
            if width + w > columns {
                end = i
                break
            }
            if flat[i] == " " { lastSpace = i }
            width += w
            end = flat.index(after: i)
        }
        guard end < flat.endIndex else { return flat }
        let cut = lastSpace.map { flat[..<$0] } ?? flat[..<end]
        return String(cut) + "…"
    }
}
