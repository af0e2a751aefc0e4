import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The file a dictionary keeps its articles in, read by byte range: plain (`.dict`) or dictzip
/// (`.dict.dz`), which is read a chunk at a time, never unpacked whole.
protocol ArticleData: Sendable {
    /// The `count` bytes at `offset` of the unpacked text; past the end is an error.
    func bytes(at offset: Int, count: Int) throws(DictionaryError) -> [UInt8]
}

/// The longest article read (a longer claim is a damaged or hostile index).
let articleLimit = 4 << 20

/// Opens `path` as article data: dictzip when it ends in `.dz`, plain otherwise.
func openArticleData(_ path: String) throws(DictionaryError) -> any ArticleData {
    let file: SourceFile
    do { file = try SourceFile(path: path) } catch { throw DictionaryError(error.description) }
    return path.hasSuffix(".dz") ? try DictZip(file) : PlainArticles(file: file)
}

/// An uncompressed article file.
struct PlainArticles: ArticleData {
    let file: SourceFile

    func bytes(at offset: Int, count: Int) throws(DictionaryError) -> [UInt8] {
        guard offset >= 0, count >= 0, count <= articleLimit, offset <= file.size - count else {
            throw DictionaryError("an entry lies past the end of \(file.path)")
        }
        return file.bytes(in: offset..<offset + count)
    }
}

/// A dictzip file: gzip whose header's `RA` field lists the packed size of each chunk of
/// `chunkLength` unpacked bytes, each deflated on its own, so any range is read by inflating
/// only the chunks holding it. The last few chunks read are kept.
final class DictZip: ArticleData {
    let file: SourceFile
    let chunkLength: Int
    /// Where each chunk's packed bytes start in the file, and one past the last.
    private let starts: [Int]
    private let recent = Mutex<[(index: Int, bytes: [UInt8])]>([])

    init(_ file: SourceFile) throws(DictionaryError) {
        self.file = file
        let header = file.bytes(in: 0..<min(file.size, 12 + 65_536))
        func u16(_ at: Int) -> Int { Int(header[at]) | Int(header[at + 1]) << 8 }
        guard header.count >= 12, header[0] == 0x1f, header[1] == 0x8b, header[2] == 8 else {
            throw DictionaryError("\(file.path): not a dictzip file")
        }
        let flags = header[3]
        guard flags & 4 != 0 else { throw DictionaryError("\(file.path): gzip without dictzip's chunk table (make it with dictzip)") }
        let extraLength = u16(10)
        let extraEnd = 12 + extraLength
        guard extraEnd <= header.count else { throw DictionaryError("\(file.path): truncated header") }
        // Subfields: two id bytes, a length, the data; dictzip's is `RA`: version, chunk length,
        // chunk count, then each chunk's packed size.
        var at = 12
        var table: (length: Int, sizes: [Int])?
        while at + 4 <= extraEnd {
            let length = u16(at + 2)
            let data = at + 4
            guard data + length <= extraEnd else { break }
            if header[at] == UInt8(ascii: "R"), header[at + 1] == UInt8(ascii: "A"), length >= 6 {
                let count = u16(data + 4)
                guard u16(data) == 1, 6 + 2 * count <= length else { break }
                table = (u16(data + 2), (0..<count).map { u16(data + 6 + 2 * $0) })
            }
            at = data + length
        }
        guard let table, table.length > 0 else { throw DictionaryError("\(file.path): no dictzip chunk table") }
        // File name and comment (each ending in a zero byte), then a header checksum.
        var start = extraEnd
        for flag: UInt8 in [8, 16] where flags & flag != 0 {
            guard let zero = header[start...].firstIndex(of: 0) else { throw DictionaryError("\(file.path): truncated header") }
            start = zero + 1
        }
        if flags & 2 != 0 { start += 2 }
        var starts = [start]
        for size in table.sizes { starts.append(starts[starts.count - 1] + size) }
        chunkLength = table.length
        self.starts = starts
    }

    func bytes(at offset: Int, count: Int) throws(DictionaryError) -> [UInt8] {
        let chunks = starts.count - 1
        guard offset >= 0, count >= 0, count <= articleLimit, offset <= chunks * chunkLength - count else {
            throw DictionaryError("an entry lies past the end of \(file.path)")
        }
        guard count > 0 else { return [] }
        var result: [UInt8] = []
        result.reserveCapacity(count)
        for index in offset / chunkLength...(offset + count - 1) / chunkLength {
            let chunk = try self.chunk(index)
            let base = index * chunkLength
            let lower = max(offset, base) - base
            let upper = min(offset + count, base + chunk.count) - base
            guard lower < upper else { throw DictionaryError("an entry lies past the end of \(file.path)") }
            result += chunk[lower..<upper]
        }
        return result
    }

    /// Chunk `index` unpacked.
    private func chunk(_ index: Int) throws(DictionaryError) -> [UInt8] {
        if let kept = recent.withLock({ $0.first { $0.index == index }?.bytes }) { return kept }
        // A file cut short (or its table lying) still gives the chunks it holds.
        let packed = file.bytes(in: starts[index]..<starts[index + 1])
        guard packed.count == starts[index + 1] - starts[index] else { throw DictionaryError("\(file.path): truncated") }
        let bytes = try Inflate.bytes(packed, wrapping: .raw, limit: chunkLength)
        guard bytes.count == chunkLength || index == starts.count - 2 else { throw DictionaryError("\(file.path): a chunk is damaged") }
        recent.withLock { kept in
            kept.insert((index, bytes), at: 0)
            if kept.count > 4 { kept.removeLast() }
        }
        return bytes
    }
}

/// The first of `paths` that exists; the last when none does (its error then names it).
func firstExisting(_ paths: [String]) -> String {
    paths.first { path in RawPaths.withCString(path) { access($0, F_OK) == 0 } } ?? paths[paths.count - 1]
}
