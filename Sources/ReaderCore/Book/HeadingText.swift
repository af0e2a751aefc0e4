#if canImport(Glibc)
import Glibc
#endif

/// Text helpers for headings: indentation trimming, whitespace collapsing, English casing.
package enum HeadingText {
    /// True for Unicode white space (ASCII, ideographic U+3000, no-break…), without a property lookup.
    static func isSpace(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x20, 0x09...0x0D, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// The line without leading indentation and trailing whitespace.
    package static func trimmed(_ line: Substring) -> Substring {
        let scalars = line.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return line[line.endIndex...] }
        return Substring(scalars[start...last])
    }

    /// The text with its no-break spaces made plain ones (`Chapter\u{A0}1.\u{A0}Title`, as DocBook's text
    /// output writes headings), so heading patterns written with spaces match it.
    /// Found and replaced on the bytes: in valid UTF-8, C2 A0 is U+00A0 and nothing else.
    static func withPlainSpaces(_ text: Substring) -> Substring {
        guard firstOffset(of: 0xC2, in: text) != nil, text.unicodeScalars.contains("\u{A0}") else { return text } // U+00A0 is C2 A0
        var plain: [UInt8] = []
        plain.reserveCapacity(text.utf8.count)
        var afterC2 = false
        for b in text.utf8 {
            if afterC2, b == 0xA0 {
                plain[plain.count - 1] = 0x20
            } else {
                plain.append(b)
            }
            afterC2 = b == 0xC2
        }
        return String(decoding: plain, as: UTF8.self)[...]
    }

    /// The UTF-8 offset of the first `byte` in `text` (`text.utf8.firstIndex(of:)`), found by `memchr`.
    static func firstOffset(of byte: UInt8, in text: some StringProtocol) -> Int? {
        let found = text.utf8.withContiguousStorageIfAvailable { b -> Int? in
            guard let base = b.baseAddress, let hit = memchr(base, Int32(byte), b.count) else { return nil }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
        return found ?? text.utf8.firstIndex(of: byte).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) }
    }

    /// Every run of whitespace replaced by one ASCII space (`第一回     靈根　心性` → `第一回 靈根 心性`).
    static func collapsed(_ text: Substring) -> String {
        var text = text
        return text.withUTF8(collapsed)
    }

    /// `collapsed` of valid UTF-8, written byte by byte into a string of at most their size
    /// (appending each word to a `String` costs more than reading it).
    static func collapsed(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { out in
            var n = 0, i = 0
            var spaceBefore = false
            while i < bytes.count {
                let length = spaceLength(bytes, at: i)
                if length > 0 {
                    spaceBefore = n > 0
                    i += length
                    continue
                }
                if spaceBefore {
                    out[n] = 0x20
                    n += 1
                    spaceBefore = false
                }
                // A scalar's bytes: the lead, then its continuation bytes.
                repeat {
                    out[n] = bytes[i]
                    n += 1
                    i += 1
                } while i < bytes.count && bytes[i] & 0xC0 == 0x80
            }
            return n
        }
    }

    /// UTF-8 length of the white space scalar (`isSpace`) at `i`, or 0 when the scalar there is none.
    private static func spaceLength(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let lead = b[i]
        if lead < 0x80 { return lead == 0x20 || (0x09...0x0D).contains(lead) ? 1 : 0 }
        guard lead == 0xC2 || lead == 0xE1 || lead == 0xE2 || lead == 0xE3, i + 1 < b.count else { return 0 }
        if lead == 0xC2 { return b[i + 1] == 0x85 || b[i + 1] == 0xA0 ? 2 : 0 }
        guard i + 2 < b.count else { return 0 }
        let value = UInt32(lead & 0x0F) << 12 | UInt32(b[i + 1] & 0x3F) << 6 | UInt32(b[i + 2] & 0x3F)
        return isSpace(Unicode.Scalar(value)!) ? 3 : 0
    }

    /// Whether some `Character` of `text` is one of `marks` (each one scalar): `text.contains { marks.contains($0) }`,
    /// read as `Character`s only when the bytes of one of the marks are in `text`, since comparing
    /// `Character`s costs tens of instructions each. A `Character` equal to a mark holds its bytes, or
    /// is the one scalar canonically equal to a mark used here: U+037E, the Greek question mark, is `;`.
    static func containsAny(of marks: String, in text: Substring) -> Bool {
        var copy = text
        let holdsOne = copy.withUTF8 { bytes in
            func holds(_ mark: Unicode.Scalar) -> Bool {
                let code = mark.utf8
                var i = 0
                while i + code.count <= bytes.count {
                    if bytes[i] == code[0], bytes[i..<(i + code.count)].elementsEqual(code) { return true }
                    i += 1
                }
                return false
            }
            return marks.unicodeScalars.contains { holds($0) || ($0 == ";" && holds("\u{37E}")) }
        }
        return holdsOne && text.contains { marks.contains($0) }
    }

    /// How many words `text` has (`text.split(separator: " ").count`), counted on the bytes when they
    /// are all ASCII: each is then a `Character` of its own but for CR LF, and a space is byte 0x20.
    static func wordCount(_ text: Substring) -> Int {
        var copy = text
        let count = copy.withUTF8 { bytes -> Int? in
            var count = 0
            var previous: UInt8 = 0x20
            for b in bytes {
                guard b < 0x80 else { return nil }
                if b != 0x20, previous == 0x20 { count += 1 }
                previous = b
            }
            return count
        }
        return count ?? text.split(separator: " ").count
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
        let head = prefix(text, clusters: 4 * columns + 8)
        if head.endIndex < text.endIndex {
            let short = snippet(whole: head, columns: columns)
            if short.cutEarly { return short.snippet }
        }
        return snippet(whole: text, columns: columns).snippet
    }

    /// The first `count` grapheme clusters of `text` (`text.prefix(count)`), counted by `GraphemeScanner`
    /// without building a `Character` for each.
    static func prefix(_ text: Substring, clusters count: Int) -> Substring {
        let end = GraphemeScanner.withScanner(text) { scanner in
            var n = 0
            while n < count, scanner.next() != nil { n += 1 }
            return scanner.offset
        }
        return text[..<text.utf8.index(text.utf8.startIndex, offsetBy: end)]
    }

    /// `snippet` measuring all of `text`, and whether it stopped at a character before the last one of
    /// the collapsed text: a text that goes on after `text` then has the same snippet (the collapsed
    /// text of a prefix is a prefix of the whole's, and only its last character may grow: a
    /// grapheme break depends on what comes before it and the one scalar after). Clusters and their
    /// widths (those of `CellWidth.width(of:)` for each `Character`) are read by `GraphemeScanner`.
    static func snippet(whole text: Substring, columns: Int) -> (snippet: String, cutEarly: Bool) {
        let flat = collapsed(trimmed(text))
        // UTF-8 offsets of the first cluster that does not fit and of the last space before it.
        let cut: (end: Int, lastSpace: Int?, early: Bool)? = GraphemeScanner.withScanner(flat) { scanner in
            var width = 0, start = 0
            var lastSpace: Int?
            while let cluster = scanner.next() {
                if width + Int(cluster.width) > columns { return (start, lastSpace, scanner.offset < scanner.count) }
                if scanner.offset == start + 1, scanner.utf8[start] == 0x20 { lastSpace = start }
                width += Int(cluster.width)
                start = scanner.offset
            }
            return nil
        }
        guard let cut else { return (flat, false) }
        let end = flat.utf8.index(flat.utf8.startIndex, offsetBy: cut.lastSpace ?? cut.end)
        return (String(flat[..<end]) + "…", cut.early)
    }

    /// `snippet` of a text that is ASCII up to where it is cut, read from its bytes: every byte is then a
    /// character of its own (a carriage return before a line feed is white space, collapsed with it), one
    /// column wide if printable and none otherwise. What follows the printable byte the snippet stops at
    /// is not read: whatever it is, that byte's cluster does not fit either. Nil when a byte before it is
    /// not ASCII.
    static func asciiSnippet(_ text: Substring, columns: Int) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var flat: [UInt8] = [] // the collapsed text, up to where it is cut
            // Room for a whole snippet at once (more only past zero-width controls): one allocation a title.
            flat.reserveCapacity(min(bytes.count, columns + 16))
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
                } else {
                    // A run of white space inside the text is one space; at either end, none.
                    if spaceBefore, !fits(0x20) { cut = true } else if !fits(b) { cut = true }
                    if cut { break }
                    spaceBefore = false
                }
            }
            guard cut else { return String(decoding: flat, as: UTF8.self) }
            return String(decoding: flat[..<(lastSpace ?? flat.count)], as: UTF8.self) + "…"
        }
    }
}
