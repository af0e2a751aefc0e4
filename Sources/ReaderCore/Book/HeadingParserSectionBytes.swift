/// `HeadingParser.section` read on the bytes: the number, the title's checks and the heading's title
/// without a `Character` (comparing and walking `Character`s cost most of reading a manual's sections).
extension HeadingParser {
    /// What the opening of a section read so far holds: a lettered one's letter (`A.`) as its first number,
    /// the word before the number (`Chapter`), and whether the block is one line.
    struct Numbered {
        var numbers: SectionPath
        var word: String
        var lettered: Bool
        var standalone: Bool

        /// The heading's title up to its own title: the word, a space and the label (`章 1. `, `A.1. `, `2.3. `).
        var opening: [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(word.utf8.count + 4 * numbers.count + 32)
            out += word.utf8
            if !out.isEmpty { out.append(0x20) }
            for (k, number) in numbers.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ".")) }
                if k == 0 && lettered {
                    out.append(UInt8(0x40 + number))
                } else {
                    // At most three digits.
                    if number >= 100 { out.append(UInt8(0x30 + number / 100)) }
                    if number >= 10 { out.append(UInt8(0x30 + number / 10 % 10)) }
                    out.append(UInt8(0x30 + number % 10))
                }
            }
            out += ". ".utf8
            return out
        }

        /// The section headed `title` (whitespace already collapsed). `A.1.` is a section of appendix A:
        /// numbered on from it as `1.1.` is from chapter 1, in the lettered family (never numbering on from `1.`'s sections).
        func heading(runIn: Bool, title: String) -> Heading {
            let kind = lettered ? "lettered" : word.isEmpty ? "section" : "section " + word.lowercased()
            return Heading(
                level: Heading.Level.forSection(depth: numbers.count), runIn: runIn, kind: kind, number: numbers.last!,
                sectionPath: numbers,
                title: title)
        }
    }

    /// What `sectionByBytes` read: a section, none, or a scalar it cannot tell a `Character` of (`isPlain`).
    enum SectionAnswer: Equatable {
        case heading(Heading)
        case none
        case unsure
    }

    /// `sectionByCharacters(text, from:, numbered)`, read on the UTF-8 bytes from byte `from`, a
    /// `Character` boundary. Every scalar read past the number must be ASCII or `isPlain`: each is then
    /// a `Character` of its own, equal to a mark only when it is that scalar, so a byte compare says
    /// what a `Character` compare would. A full stop or a digit before any other scalar ends the number
    /// with no section either way. `unsure` when some other scalar has to be read.
    static func sectionByBytes(_ text: Substring, from start: Int, _ numbered: Numbered) -> SectionAnswer {
        var copy = text
        return copy.withUTF8 { b in
            var numbers = numbered.numbers
            let n = b.count
            var i = start
            while numbers.count < maxSectionDepth, i < n, isDigit(b[i]) {
                var j = i
                while j < n, isDigit(b[j]) { j += 1 }
                // Two digits at most (a year is no section), three after a word (`No. 241.`).
                guard j - i <= (numbered.word.isEmpty ? 2 : 3), j < n, b[j] == UInt8(ascii: ".") else { return .none }
                numbers.append(b[i..<j].reduce(0) { $0 * 10 + Int($1 - 0x30) })
                i = j + 1
            }
            guard !numbers.isEmpty, numbered.word.isEmpty || numbers.count == 1, i < n, b[i] == 0x20 else { return .none }
            var j = i + 1
            while j < n, b[j] == 0x20 { j += 1 }
            guard j < n else { return .none }
            let alone = numbered.standalone && n - j <= maxColumns
            let titleEnd: Int
            if alone {
                guard allPlain(b, j..<n) else { return .unsure }
                let initial = UTF8Scalar.scalar(b, at: j).scalar
                guard initial.properties.isAlphabetic || opensQuote(initial), !holdsAny(b, j..<n, ascii: sentenceMarks, wide: ["。", "；"])
                else { return .none }
                var last = n - 1
                while b[last] & 0xC0 == 0x80 { last -= 1 }
                guard !",:，：、".unicodeScalars.contains(UTF8Scalar.scalar(b, at: last).scalar),
                    b[last] != UInt8(ascii: ".") || isTitleCase(b, j..<last)
                else { return .none }
                titleEnd = n
            } else {
                guard b[j] < 0x80 else { return isPlain(UTF8Scalar.scalar(b, at: j).scalar) ? .none : .unsure }
                guard (0x41...0x5A).contains(b[j]) else { return .none }
                // The first `. `: its space a `Character` of its own.
                var k = j
                while k + 1 < n, b[k] != UInt8(ascii: ".") || b[k + 1] != 0x20 {
                    if b[k] < 0x80 {
                        k += 1
                    } else {
                        let (scalar, length) = UTF8Scalar.scalar(b, at: k)
                        guard isPlain(scalar) else { return .unsure }
                        k += length
                    }
                }
                guard k + 1 < n else { return .none }
                if k + 2 < n, b[k + 2] >= 0x80, !isPlain(UTF8Scalar.scalar(b, at: k + 2).scalar) { return .unsure }
                guard isTitleCase(b, j..<k), !holdsAny(b, j..<(k + 1), ascii: runInMarks, wide: ["“"]) else { return .none }
                titleEnd = k + 1
            }
            guard wordCount(b, j..<titleEnd) <= maxSectionWords,
                !alone || !isNavigationLine(text[text.utf8.index(text.utf8.startIndex, offsetBy: j)...])
            else { return .none }
            let opening = Numbered(numbers: numbers, word: numbered.word, lettered: numbered.lettered, standalone: numbered.standalone)
            var title = opening.opening
            title.reserveCapacity(title.count + titleEnd - j)
            title += b[j..<titleEnd]
            let collapsed = title.withUnsafeBufferPointer(HeadingText.collapsed)
            return .heading(opening.heading(runIn: !alone, title: collapsed))
        }
    }

    /// A scalar that is a `Character` of its own beside ASCII and any other such scalar
    /// (`GraphemeScanner.isAlwaysWhole`), and that is equal to a mark or a word read here only when it
    /// is that mark: all but U+037E, the Greek question mark, which is `;`.
    static func isPlain(_ s: Unicode.Scalar) -> Bool {
        GraphemeScanner.isAlwaysWhole(s.value) && s != "\u{37E}"
    }

    private static func isDigit(_ b: UInt8) -> Bool { (0x30...0x39).contains(b) }

    /// Whether every scalar in `range` is ASCII or `isPlain`.
    private static func allPlain(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            if b[i] < 0x80 {
                i += 1
            } else {
                let (scalar, length) = UTF8Scalar.scalar(b, at: i)
                guard isPlain(scalar) else { return false }
                i += length
            }
        }
        return true
    }

    /// Whether `range` holds one of `ascii` (bytes below 0x40, as a bit set: `marks(";,")`) or the
    /// bytes of one of `wide`, read in one pass.
    private static func holdsAny(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, ascii: UInt64, wide: [Unicode.Scalar]) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            let lead = b[i]
            if lead < 0x40 {
                if ascii & (1 << lead) != 0 { return true }
            } else if lead >= 0xC0 {
                for mark in wide where mark.utf8[0] == lead && i + mark.utf8.count <= range.upperBound {
                    if b[i..<(i + mark.utf8.count)].elementsEqual(mark.utf8) { return true }
                }
            }
            i += 1
        }
        return false
    }

    /// The bit set of `holdsAny` for ASCII marks below 0x40.
    private static func marks(_ ascii: StaticString) -> UInt64 {
        UnsafeBufferPointer(start: ascii.utf8Start, count: ascii.utf8CodeUnitCount).reduce(0) { $0 | 1 << $1 }
    }

    private static let sentenceMarks = marks(";")
    private static let runInMarks = marks(",;:()\"")

    /// `isTitleCase` of the plain text in `range`: each word (between spaces) a minor one, or opening
    /// with a capital or a digit.
    private static func isTitleCase(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            guard b[i] != 0x20 else {
                i += 1
                continue
            }
            var end = i
            while end < range.upperBound, b[end] != 0x20 { end += 1 }
            let word = UnsafeBufferPointer(rebasing: b[i..<end])
            guard (0x41...0x5A).contains(b[i]) || isDigit(b[i]) || minorWordBytes.contains(where: { $0.elementsEqual(word) }) else {
                return false
            }
            i = end
        }
        return true
    }

    /// `minorWords` as bytes.
    private static let minorWordBytes = minorWords.map { Array($0.utf8) }

    /// Words between spaces in `range`.
    private static func wordCount(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        var previous: UInt8 = 0x20
        for i in range {
            if b[i] != 0x20, previous == 0x20 { count += 1 }
            previous = b[i]
        }
        return count
    }
}
