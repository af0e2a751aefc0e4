import CMinizip

/// An EPUB's zip container, read through zlib's minizip: the directory is listed once,
/// entries are inflated on demand with limits checked while inflating (a zip bomb is
/// refused whatever its header claims). A picture is read only when it is shown (`EPUBPictureFiles`),
/// its header alone (`read(_:prefix:)`) when only its size is needed.
final class EPUBArchive: BookContainer {
    /// More entries than this is not a book but an attack on the directory walk.
    static let maxEntries = 10_000
    /// Largest inflated entry accepted.
    static let maxEntryBytes = 64 << 20
    /// Largest inflated/compressed ratio accepted once an entry passes `ratioFloor` bytes.
    static let maxRatio = 200
    /// Entries smaller than this are never judged by their ratio (a page of spaces compresses well).
    static let ratioFloor = 1 << 20

    /// The file's path, for error messages.
    let path: String
    /// Every entry name in the zip directory, with its place there (seeking by name
    /// would walk the directory again for every entry read).
    private var entries: [String: (position: unz64_file_pos, size: Int)] = [:]
    private let handle: unzFile

    /// Opens the zip at `path` (by its own bytes when its name is not UTF-8, see `RawPaths`) and
    /// lists its directory; throws `badEPUB` for anything but a sound zip.
    init(path: String) throws(ReaderError) {
        self.path = path
        guard let handle = RawPaths.withCString(path, { unzOpen64($0) }) else {
            throw .badEPUB(path, reason: "not a readable zip archive")
        }
        self.handle = handle
        var info = unz_global_info64()
        guard unzGetGlobalInfo64(handle, &info) == UNZ_OK else { throw .badEPUB(path, reason: "damaged zip directory") }
        guard info.number_entry <= UInt64(Self.maxEntries) else {
            throw .badEPUB(path, reason: "\(info.number_entry) entries, more than \(Self.maxEntries)")
        }
        var rc = unzGoToFirstFile(handle)
        var name = [CChar](repeating: 0, count: 1024)
        while rc == UNZ_OK {
            var file = unz_file_info64()
            guard unzGetCurrentFileInfo64(handle, &file, &name, UInt(name.count), nil, 0, nil, 0) == UNZ_OK else { break }
            var position = unz64_file_pos()
            guard unzGetFilePos64(handle, &position) == UNZ_OK else { break }
            let entry = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if entries[entry] == nil { entries[entry] = (position, Int(clamping: file.uncompressed_size)) }
            guard entries.count <= Self.maxEntries else { throw .badEPUB(path, reason: "more than \(Self.maxEntries) entries") }
            rc = unzGoToNextFile(handle)
        }
        guard rc == UNZ_END_OF_LIST_OF_FILE else { throw .badEPUB(path, reason: "damaged zip directory") }
    }

    deinit { unzClose(handle) }

    /// Every entry's name, in no particular order.
    var names: [String] { Array(entries.keys) }

    /// The inflated size the zip directory gives for entry `name` (nothing is inflated to know
    /// it); `read` never returns more bytes than this. Nil when there is no such entry.
    func size(of name: String) -> Int? { entries[name]?.size }

    /// The inflated bytes of entry `name` (its first `prefix` bytes, when given: the rest is not
    /// inflated, nor its CRC checked). Throws when it is missing, damaged (CRC), encrypted at the
    /// zip level, or inflates past the size or ratio limits.
    func read(_ name: String, prefix: Int?) throws(ReaderError) -> [UInt8] {
        guard var position = entries[name]?.position, unzGoToFilePos64(handle, &position) == UNZ_OK else {
            throw .badEPUB(path, reason: "missing \(name)")
        }
        var info = unz_file_info64()
        guard unzGetCurrentFileInfo64(handle, &info, nil, 0, nil, 0, nil, 0) == UNZ_OK else {
            throw .badEPUB(path, reason: "damaged entry \(name)")
        }
        if info.flag & 1 != 0 { throw .encrypted(path) }
        guard unzOpenCurrentFile(handle) == UNZ_OK else { throw .badEPUB(path, reason: "cannot inflate \(name)") }
        let compressed = max(1, Int(clamping: info.compressed_size))
        var out: [UInt8] = []
        out.reserveCapacity(min(Int(clamping: info.uncompressed_size), Self.maxEntryBytes))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { unzReadCurrentFile(handle, $0.baseAddress, UInt32($0.count)) }
            if n < 0 {
                unzCloseCurrentFile(handle)
                throw .badEPUB(path, reason: "damaged entry \(name)")
            }
            if n == 0 { break }
            out += chunk[0..<Int(n)]
            if let prefix, out.count >= prefix {
                unzCloseCurrentFile(handle)
                return Array(out.prefix(prefix))
            }
            // Never more than the directory says: the offsets of the book are laid out from those sizes.
            if out.count > Int(clamping: info.uncompressed_size) {
                unzCloseCurrentFile(handle)
                throw .badEPUB(path, reason: "\(name) is longer than its zip directory says")
            }
            if out.count > Self.maxEntryBytes || (out.count > Self.ratioFloor && out.count / compressed > Self.maxRatio) {
                unzCloseCurrentFile(handle)
                throw .badEPUB(path, reason: "\(name) inflates too far (zip bomb?)")
            }
        }
        guard unzCloseCurrentFile(handle) == UNZ_OK else { throw .badEPUB(path, reason: "damaged entry \(name) (CRC)") }
        return out
    }

    var elements = 0

    /// Pictures are read from the zip again, opened on the first one shown.
    var pictureFiles: any PictureFiles { EPUBPictureFiles(path: path) }
}
