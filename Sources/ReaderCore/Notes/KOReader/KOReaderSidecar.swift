import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// KOReader's sidecar of a book (`BOOK.sdr/metadata.EXT.lua`), whose highlights `notes --import`
/// and the highlights panel's `i` take.
public enum KOReaderSidecar {
    /// The sidecar folder KOReader keeps beside the book at `path` (`Foo.sdr` for `Foo.epub`), if there is one.
    public static func beside(book path: String) -> String? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        let stem = name.lastIndex(of: ".").map { name[..<$0] } ?? name
        let folder = String(path.dropLast(name.count)) + stem + ".sdr"
        var info = stat()
        return stat(folder, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR ? folder : nil
    }

    /// The highlights of the sidecar at `path` (its `metadata.*.lua`, when `path` is the `.sdr`
    /// folder); a missing or unreadable file, or one that is not a sidecar, is the error to report.
    public static func read(_ path: String) throws(ReaderError) -> [KOReaderHighlight] {
        var file = path
        if let names = try? FileManager.default.contentsOfDirectory(atPath: path),
            let name = names.sorted().first(where: { $0.hasPrefix("metadata.") && $0.hasSuffix(".lua") })
        {
            file = path + "/" + name
        }
        let data: Data
        switch RegularFile.read(file, limit: LuaTableReader.maxBytes) {
        case .missing: throw .fileNotFound(file)
        case .refused(let reason): throw .unreadable(file, reason: reason)
        case .contents(let bytes): data = bytes
        }
        do {
            return KOReaderHighlight.all(in: try LuaTableReader.read(Array(data)))
        } catch {
            throw .badBook(file, format: "KOReader sidecar", reason: "\(error)")
        }
    }
}
