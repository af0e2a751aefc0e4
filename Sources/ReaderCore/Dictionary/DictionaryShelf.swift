import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The dictionaries in a list of folders (StarDict `.ifo` and dictd `.index` files, in
/// sub-folders too), opened on the first look-up and kept; one that cannot be read is left out
/// with one warning.
public final class DictionaryShelf: Sendable {
    public let folders: [String]
    private let opened = Mutex<(dictionaries: [any DictionarySource], warnings: [String])?>(nil)

    /// Entries shown per dictionary and word at most.
    static let entryLimit = 8
    /// Characters of CJK text tried from the chosen one (the longest word matched first).
    static let longestMatch = 12

    public init(folders: [String]) { self.folders = folders }

    /// Where dictionaries are kept by convention: StarDict's folders (the user's and the
    /// system's) and dictd's (`dict-*` packages install there).
    public static func standardFolders(environment: [String: String]) -> [String] {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home.map { $0 + "/.local/share" }
        return [data.map { $0 + "/stardict/dic" }, home.map { $0 + "/.stardict/dic" }].compactMap { $0 } + [
            "/usr/share/stardict/dic", "/usr/share/dictd",
        ]
    }

    /// The dictionaries found, opened once, and what could not be opened.
    public func open() -> (names: [String], warnings: [String]) {
        let shelf = dictionaries()
        return (shelf.dictionaries.map(\.name), shelf.warnings)
    }

    /// Looks `text` up in every dictionary: CJK text by its longest leading word any dictionary
    /// holds; other text trimmed of punctuation and tried as it is, then in lower case, then by
    /// the stems its endings may have come from — the first form any dictionary holds wins.
    public func lookUp(_ text: String) -> DictionaryResult {
        let shelf = dictionaries()
        var warnings = shelf.warnings
        let query = Self.trimmed(text)
        let forms: [String]
        if let first = query.unicodeScalars.first, Script.isCJK(first) {
            let characters = Array(query.prefix(Self.longestMatch))
            forms = (1...max(1, characters.count)).reversed().map { String(characters.prefix($0)) }
        } else {
            forms = WordForms.candidates(query)
        }
        for form in forms where !form.isEmpty {
            var entries: [DictionaryEntry] = []
            for dictionary in shelf.dictionaries {
                entries += dictionary.entries(for: form, limit: Self.entryLimit, warnings: &warnings)
            }
            warnings = warnings.reduce(into: []) { kept, w in if !kept.contains(w) { kept.append(w) } }
            if !entries.isEmpty {
                return DictionaryResult(
                    query: query, word: form, entries: entries, dictionaries: shelf.dictionaries.map(\.name), warnings: warnings)
            }
        }
        let asked = query.isEmpty ? Sanitizer.printable(text) : query
        return DictionaryResult(query: asked, word: asked, entries: [], dictionaries: shelf.dictionaries.map(\.name), warnings: warnings)
    }

    private func dictionaries() -> (dictionaries: [any DictionarySource], warnings: [String]) {
        opened.withLock { opened in
            if let opened { return opened }
            var dictionaries: [any DictionarySource] = [], warnings: [String] = []
            var seen = Set<String>()
            for folder in folders {
                for path in Self.files(in: folder, depth: 3) where seen.insert(path).inserted {
                    do throws(DictionaryError) {
                        if path.hasSuffix(".ifo") {
                            dictionaries.append(try StarDictDictionary(infoPath: path))
                        } else {
                            dictionaries.append(try DictdDictionary(indexPath: path))
                        }
                    } catch {
                        warnings.append("dictionary left out: \(Sanitizer.printable(error.message))")
                    }
                }
            }
            let result = (dictionaries, warnings)
            opened = result
            return result
        }
    }

    /// The `.ifo` and `.index` files in `folder` and its sub-folders down to `depth`, sorted by
    /// path; `folder` itself may be one such file.
    static func files(in folder: String, depth: Int) -> [String] {
        if folder.hasSuffix(".ifo") || folder.hasSuffix(".index") { return [folder] }
        guard depth >= 0, let dir = RawPaths.withCString(folder, { opendir($0) }) else { return [] }
        defer { closedir(dir) }
        var found: [String] = [], folders: [String] = []
        var seen = 0
        while let entry = readdir(dir), seen < 10_000 {
            seen += 1
            let name = DirectoryEntry.name(entry)
            guard !name.hasPrefix(".") else { continue }
            let path = DirectoryEntry.path(entry, in: folder)
            if name.hasSuffix(".ifo") || name.hasSuffix(".index") {
                found.append(path)
            } else if entry.pointee.d_type == DT_DIR || entry.pointee.d_type == DT_LNK || entry.pointee.d_type == DT_UNKNOWN {
                folders.append(path)
            }
        }
        return found.sorted() + folders.sorted().flatMap { files(in: $0, depth: depth - 1) }
    }

    /// `text` without surrounding white space and punctuation (quotes, commas, brackets).
    static func trimmed(_ text: String) -> String {
        let keep: (Character) -> Bool = { $0.isLetter || $0.isNumber }
        guard let first = text.firstIndex(where: keep), let last = text.lastIndex(where: keep) else { return "" }
        return String(text[first...last])
    }
}

/// What a look-up found: the text asked, the form found (the stem, the longest CJK word), each
/// dictionary's entries for it, and the dictionaries searched.
public struct DictionaryResult: Equatable, Sendable {
    public let query: String
    public let word: String
    public let entries: [DictionaryEntry]
    public let dictionaries: [String]
    public let warnings: [String]
}
