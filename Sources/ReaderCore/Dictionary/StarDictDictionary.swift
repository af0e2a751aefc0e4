import FoundationEssentials

/// A StarDict dictionary: `NAME.ifo` (its name and settings), `NAME.idx` or `NAME.idx.gz` (the
/// sorted words), `NAME.dict.dz` or `NAME.dict` (the articles) and, optionally, `NAME.syn` (more
/// words for the same articles), as KOReader, GoldenDict and sdcv read them.
final class StarDictDictionary: DictionarySource {
    let name: String
    let path: String
    private let words: StarDictWordList
    private let synonyms: StarDictWordList?
    private let articles: any ArticleData
    /// The field types every article holds, in order (`sametypesequence`); nil: each field says its type.
    private let types: [UInt8]?
    /// Bytes of an article's offset (4, or 8 with `idxoffsetbits=64`).
    private let offsetBytes: Int

    /// The largest word list read (a larger one is refused, not scanned).
    static let listLimit = 512 << 20
    /// The largest `.idx.gz` unpacked.
    static let packedListLimit = 128 << 20

    /// Opens `path` (the `.ifo`) and the files beside it.
    init(infoPath path: String) throws(DictionaryError) {
        self.path = path
        let info = try StarDictInfo(path: path)
        let base = String(path.dropLast(".ifo".count))
        name = DictionaryName.shown(info.name, file: path, suffix: ".ifo")
        types = info.sameTypes.map { Array($0.utf8) }
        offsetBytes = info.offsetBits == 64 ? 8 : 4
        words = try StarDictWordList(Self.list(firstExisting([base + ".idx", base + ".idx.gz"])), tail: offsetBytes + 4)
        let synonymPath = base + ".syn"
        synonyms = firstExisting([synonymPath]) == synonymPath ? try? StarDictWordList(Self.list(synonymPath), tail: 4) : nil
        articles = try openArticleData(firstExisting([base + ".dict.dz", base + ".dict"]))
    }

    func entries(for word: String, limit: Int, warnings: inout [String]) -> [DictionaryEntry] {
        let key = Array(word.utf8)
        guard !key.isEmpty else { return [] }
        var numbers = words.entries(matching: key).map(\.number)
        for synonym in synonyms?.entries(matching: key) ?? [] {
            let number = Self.unsigned(synonym.tail[0..<4])
            if !numbers.contains(number) { numbers.append(number) }
        }
        var found: [DictionaryEntry] = []
        for number in numbers.prefix(limit) {
            guard let entry = words.entry(number) else { continue }
            let offset = Self.unsigned(entry.tail[0..<offsetBytes])
            let size = Self.unsigned(entry.tail[offsetBytes..<offsetBytes + 4])
            let bytes: [UInt8]
            do { bytes = try articles.bytes(at: offset, count: size) } catch {
                warnings.append("\(name): \(error.message)")
                continue
            }
            found.append(
                DictionaryEntry(
                    dictionary: name, headword: Sanitizer.printable(String(decoding: entry.word, as: UTF8.self)),
                    fields: StarDictArticle.fields(bytes, types: types)))
        }
        return found
    }

    /// A word list's file: read with `pread`, or unpacked when gzip-compressed.
    private static func list(_ path: String) throws(DictionaryError) -> SourceFile {
        let file: SourceFile
        do { file = try SourceFile(path: path) } catch { throw DictionaryError(error.description) }
        guard file.size <= listLimit else { throw DictionaryError("\(path): larger than \(listLimit >> 20) MB") }
        guard path.hasSuffix(".gz") else { return file }
        let bytes: [UInt8]
        do { bytes = try Inflate.bytes(file.contents, wrapping: .gzip, limit: packedListLimit) } catch {
            throw DictionaryError("\(path): \(error.message)")
        }
        return SourceFile(bytes: bytes, path: path)
    }

    /// A big-endian unsigned number.
    static func unsigned(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }
}

/// What a StarDict `.ifo` says: `key=value` lines after the line naming the format.
struct StarDictInfo {
    /// `bookname` as written (`DictionaryName` makes it printable).
    let name: String
    let sameTypes: String?
    let offsetBits: Int

    init(path: String) throws(DictionaryError) {
        let bytes: Data
        switch RegularFile.read(path, limit: 64 * 1024) {
        case .contents(let data): bytes = data
        case .missing: throw DictionaryError("\(path): no such file")
        case .refused(let reason): throw DictionaryError("\(path): \(reason)")
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        guard lines.first?.hasPrefix("StarDict's dict ifo file") == true else { throw DictionaryError("\(path): not a StarDict .ifo") }
        var values: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let eq = line.firstIndex(of: "=") else { continue }
            values[String(line[..<eq]).trimmingSpaces] = String(line[line.index(after: eq)...]).trimmingSpaces
        }
        name = values["bookname"] ?? ""
        sameTypes = values["sametypesequence"].flatMap { $0.isEmpty ? nil : $0 }
        offsetBits = values["idxoffsetbits"] == "64" ? 64 : 32
    }
}
