/// Text helpers for headings: indentation trimming, whitespace collapsing, English casing.
enum HeadingText {
    /// True for the spaces a heading may be indented or separated with (ASCII, ideographic, no-break…).
    static func isSpace(_ s: Unicode.Scalar) -> Bool {
        s == " " || s == "\u{3000}" || s == "\t" || s.properties.isWhitespace
    }

    /// The line without leading indentation and trailing whitespace.
    static func trimmed(_ line: Substring) -> Substring {
        let scalars = line.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return line[line.endIndex...] }
        return Substring(scalars[start...last])
    }

    /// Every run of whitespace replaced by one ASCII space (`第一回     靈根　心性` → `第一回 靈根 心性`).
    static func collapsed(_ text: Substring) -> String {
        var out = String.UnicodeScalarView()
        var inSpace = false
        for s in text.unicodeScalars {
            if isSpace(s) {
                inSpace = true
            } else {
                if inSpace, !out.isEmpty { out.append(" ") }
                inSpace = false
                out.append(s)
            }
        }
        return String(out)
    }

    /// An English word as displayed: ALL-CAPS words become Title-Case (`TWENTY-ONE` → `Twenty-One`),
    /// other spellings are kept as written.
    static func displayWord(_ word: Substring) -> String {
        guard word.contains(where: \.isLetter), word.uppercased() == word else { return String(word) }
        var out = ""
        var atStart = true
        for ch in word {
            out += atStart ? String(ch) : ch.lowercased()
            atStart = !ch.isLetter
        }
        return out
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
