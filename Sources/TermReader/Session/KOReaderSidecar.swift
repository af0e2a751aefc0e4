import FoundationEssentials
import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// KOReader's sidecar of a book (`BOOK.sdr/metadata.EXT.lua`), whose highlights `notes --import`
/// and the highlights panel's `i` take.
enum KOReaderSidecar {
    /// The sidecar folder KOReader keeps beside the book at `path` (`Foo.sdr` for `Foo.epub`), if there is one.
    static func beside(book path: String) -> String? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        let stem = name.lastIndex(of: ".").map { name[..<$0] } ?? name
        let folder = String(path.dropLast(name.count)) + stem + ".sdr"
        var info = stat()
        return stat(folder, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR ? folder : nil
    }

    /// The highlights of the sidecar at `path` (its `metadata.*.lua`, when `path` is the `.sdr`
    /// folder); a file that is not one is one line and exit 65.
    static func read(_ path: String) throws(CLIError) -> [KOReaderHighlight] {
        var file = path
        if let names = try? FileManager.default.contentsOfDirectory(atPath: path),
            let name = names.sorted().first(where: { $0.hasPrefix("metadata.") && $0.hasSuffix(".lua") })
        {
            file = path + "/" + name
        }
        let data: Data
        switch RegularFile.read(file, limit: LuaTableReader.maxBytes) {
        case .missing: throw CLIError(message: "no such file: \(file)", code: 66)
        case .refused(let reason): throw CLIError(message: "\(file) \(reason)", code: 66)
        case .contents(let bytes): data = bytes
        }
        do {
            return KOReaderHighlight.all(in: try LuaTableReader.read(Array(data)))
        } catch {
            throw CLIError(message: "\(file) is not a KOReader sidecar (\(error))", code: 65)
        }
    }
}
