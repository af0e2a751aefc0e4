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
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return line[line.endIndex...] }
        return Substring(scalars[start...last])
    }

    /// The text with its no-break spaces made plain ones (`Chapter\u{A0}1.\u{A0}Title`, as DocBook's text
    /// output writes headings), so heading patterns written with spaces match it.
    static func withPlainSpaces(_ text: Substring) -> Substring {
        guard text.utf8.contains(0xC2), text.unicodeScalars.contains("\u{A0}") else { return text } // U+00A0 is C2 A0
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
            !bytes.contains(where: { (0x61...0x7A).contains($0) })
        else { return String(word) }
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
    /// word when there are spaces, with `…` when something was left out. Only the paragraph's first
    /// `4 × columns + 8` characters are collapsed and measured unless the snippet needs more: a
    /// fortune file titles every entry, and a long one must not be collapsed whole for 40 columns.
    static func snippet(_ text: Substring, columns: Int) -> String {
        if let ascii = asciiSnippet(text, columns: columns) { return ascii }
        let head = text.prefix(4 * columns + 8)
        if head.endIndex < text.endIndex {
            let short = snippet(whole: head, columns: columns)
            if short.cutEarly { return short.snippet }
        }
        return snippet(whole: text, columns: columns).snippet
    }

    /// `snippet` measuring all of `text`, and whether it stopped at a character before the last one of
    /// the collapsed text: a text that goes on after `text` then has the same snippet (the collapsed
    /// text of a prefix is a prefix of the whole's, and only its last character may grow: a
    /// grapheme break depends on what comes before it and the one scalar after).
    static func snippet(whole text: Substring, columns: Int) -> (snippet: String, cutEarly: Bool) {
        let flat = collapsed(trimmed(text))
        var width = 0
        var end = flat.startIndex
        var lastSpace: String.Index?
        var cutEarly = false
        for i in flat.indices {
            let w = CellWidth.width(of: flat[i])
            if width + w > columns {
                end = i
                cutEarly = flat.index(after: i) < flat.endIndex
                break
            }
            if flat[i] == " " { lastSpace = i }
            width += w
            end = flat.index(after: i)
        }
        guard end < flat.endIndex else { return (flat, false) }
        let cut = lastSpace.map { flat[..<$0] } ?? flat[..<end]
        return (String(cut) + "…", cutEarly)
    }

    /// `snippet` of an all-ASCII text, read from its bytes: every byte is then a character of its
    /// own (a carriage return before a line feed is white space, collapsed with it), one column wide
    /// if printable and none otherwise; nil when the text holds anything else.
    static func asciiSnippet(_ text: Substring, columns: Int) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var flat: [UInt8] = [] // the collapsed text, up to where it is cut
            var width = 0, lastSpace: Int?, spaceBefore = false, cut = false
            /// Adds `byte` to the snippet, or says that it does not fit.
            func fits(_ byte: UInt8) -> Bool {
                let w = byte >= 0x20 && byte < 0x7F ? 1 : 0
                guard width + w <= columns else { return false }
                if byte == 0x20 { lastSpace = flat.count }
                flat.append(byte)
                width += w
                return true
            }
            for b in bytes {
                guard b < 0x80 else { return nil }
                if b == 0x20 || (0x09...0x0D).contains(b) {
                    spaceBefore = !flat.isEmpty
                } else if !cut {
                    // A run of white space inside the text is one space; at either end, none.
                    if spaceBefore, !fits(0x20) { cut = true } else if !fits(b) { cut = true }
                    spaceBefore = false
                }
            }
            guard cut else { return String(decoding: flat, as: UTF8.self) }
            return String(decoding: flat[..<(lastSpace ?? flat.count)], as: UTF8.self) + "…"
        }
    }
}
