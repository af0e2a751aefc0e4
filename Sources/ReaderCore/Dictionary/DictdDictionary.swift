/// A dictd dictionary (`NAME.index` beside `NAME.dict.dz` or `NAME.dict`), as Debian's `dict-*`
/// packages install them. The index is text, one `headword TAB offset TAB length` line per
/// entry (numbers in dictd's base 64), sorted: it is searched in place, by bisecting the file
/// with `pread`, never loaded.
final class DictdDictionary: DictionarySource {
    let name: String
    let path: String
    private let index: SourceFile
    private let articles: any ArticleData
    private let comparing: DictdKey

    /// The longest index line read (a longer one is not an entry).
    private static let lineLimit = 16 * 1024

    /// Opens `path` (the `.index`) and its articles beside it.
    init(indexPath path: String) throws(DictionaryError) {
        self.path = path
        do { index = try SourceFile(path: path) } catch { throw DictionaryError(error.description) }
        let base = String(path.dropLast(".index".count))
        articles = try openArticleData(firstExisting([base + ".dict.dz", base + ".dict"]))
        // The `00-database-*` entries (`00database…` in some indexes) sort first: the flags and
        // the name are among the first lines.
        var comparing = DictdKey()
        var short: (offset: Int, length: Int)?
        var at = 0
        while at < min(index.size, 64 * 1024), let line = Self.line(in: index, at: at) {
            at = line.next
            guard let entry = DictdLine(line.bytes) else { continue }
            switch entry.headword {
            case "00-database-utf8", "00databaseutf8": comparing.utf8 = true
            case "00-database-allchars", "00databaseallchars": comparing.allCharacters = true
            case "00-database-case-sensitive", "00-database-casesensitive", "00databasecasesensitive":
                comparing.caseSensitive = true
            case "00-database-short", "00databaseshort": short = (entry.offset, entry.length)
            default: break
            }
        }
        self.comparing = comparing
        var own = ""
        if let short, let bytes = try? articles.bytes(at: short.offset, count: short.length) {
            // "00-database-short\n     The Name\n", or the name alone.
            own = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
                .map { String($0).trimmingSpaces }.filter { !$0.isEmpty && !$0.hasPrefix("00-database-") && !$0.hasPrefix("00database") }
                .joined(separator: " ")
        }
        name = DictionaryName.shown(own, file: path, suffix: ".index")
    }

    func entries(for word: String, limit: Int, warnings: inout [String]) -> [DictionaryEntry] {
        let key = comparing.key(Array(word.utf8))
        // An index of bytes (not marked utf8) compares ASCII letters only: a word with others is not
        // in it (日本語 would be looked up as nothing, 国語・2 as "2").
        guard !key.isEmpty, comparing.utf8 || word.unicodeScalars.allSatisfy(\.isASCII) else { return [] }
        var found: [DictionaryEntry] = []
        var at = lowerBound(key)
        // Lines before the word's lie within the bisection's last few kilobytes; the word's own
        // follow one another, with a few more than asked read past (unreadable, or not its own).
        var matched = 0, before = 0
        while found.count < limit, matched < limit * 4 + 64, before < 4096, let line = Self.line(in: index, at: at) {
            at = line.next
            guard let entry = DictdLine(line.bytes), !entry.isHeader else { continue }
            let entryKey = comparing.key(Array(entry.headword.utf8))
            if DictdKey.precedes(entryKey, key) {
                before += 1
                continue
            }
            guard entryKey == key else { break }
            matched += 1
            let bytes: [UInt8]
            do { bytes = try articles.bytes(at: entry.offset, count: entry.length) } catch {
                warnings.append("\(name): \(error.message)")
                continue
            }
            found.append(
                DictionaryEntry(dictionary: name, headword: entry.headword, fields: [ArticleField(markup: .plain, text: Self.text(bytes))])
            )
        }
        return found
    }

    /// The start of the first line whose key is not before `key`, or near it: every line before
    /// the place returned precedes `key`. Bisects by byte position: the line after a middle
    /// byte is read, and the range halved by its key (as `look(1)` does).
    private func lowerBound(_ key: [Unicode.Scalar]) -> Int {
        var low = 0, high = index.size
        while high - low > 4096 {
            let middle = (low + high) / 2
            guard let skipped = Self.line(in: index, at: middle), skipped.next < high,
                let line = Self.line(in: index, at: skipped.next)
            else { break }
            let entryKey = DictdLine(line.bytes).map { comparing.key(Array($0.headword.utf8)) } ?? []
            if DictdKey.precedes(entryKey, key) { low = skipped.next } else { high = skipped.next }
        }
        return low
    }

    /// The line starting at `at` (without its line feed) and where the next one starts; nil at
    /// the end. An overlong line is cut at `lineLimit`.
    private static func line(in file: SourceFile, at: Int) -> (bytes: [UInt8], next: Int)? {
        guard at < file.size else { return nil }
        var window = 512
        while true {
            let bytes = file.bytes(in: at..<min(file.size, at + window))
            if let feed = bytes.firstIndex(of: 10) { return (Array(bytes[..<feed]), at + feed + 1) }
            if at + bytes.count >= file.size || window >= lineLimit { return (bytes, at + max(1, bytes.count)) }
            window *= 4
        }
    }

    /// An article's text: UTF-8, or Latin-1 when it is not.
    private static func text(_ bytes: [UInt8]) -> String {
        String(validating: bytes, as: UTF8.self) ?? String(bytes.map { Character(Unicode.Scalar($0)) })
    }
}

/// One line of a dictd index: the headword, and where its article lies.
struct DictdLine {
    let headword: String
    let offset: Int
    let length: Int

    init?(_ bytes: [UInt8]) {
        let fields = bytes.split(separator: 9, omittingEmptySubsequences: false)
        guard fields.count >= 3, let offset = Self.number(fields[1]), let length = Self.number(fields[2]) else { return nil }
        headword = String(decoding: fields[0], as: UTF8.self)
        self.offset = offset
        self.length = length
    }

    /// One of the index's own entries (`00-database-short`, `00databaseutf8`), not a word.
    var isHeader: Bool { headword.hasPrefix("00-database-") || headword.hasPrefix("00database") }

    /// A number in dictd's base 64 (`A`–`Z`, `a`–`z`, `0`–`9`, `+`, `/`, most significant first).
    static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        var value = 0
        for d in digits {
            let digit: Int
            switch d {
            case 65...90: digit = Int(d) - 65
            case 97...122: digit = Int(d) - 97 + 26
            case 48...57: digit = Int(d) - 48 + 52
            case UInt8(ascii: "+"): digit = 62
            case UInt8(ascii: "/"): digit = 63
            default: return nil
            }
            value = value << 6 | digit
        }
        return value
    }
}
