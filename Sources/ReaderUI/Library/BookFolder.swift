import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// The books under folders, for the library, the sweep and the search: each path named that is a
/// file, and under each folder named every file with an extension of a format termreader reads
/// (`BookFormats`), at any depth (hidden files and folders skipped), sorted by path. A folder or
/// file reached again (through a symbolic link, or a link back up the tree) is taken once.
package enum BookFolder {
    /// At most `limit` books are found (the first the folders give).
    package static func books(in paths: [String], limit: Int = Int.max) -> [String] {
        var found: [String] = []
        var seen = Set<FileIdentity>()
        for path in paths where found.count < limit {
            if Self.isFolder(path) {
                found += sizedBooks(in: path, limit: limit - found.count, seen: &seen).map(\.path)
            } else {
                found.append(path)
            }
        }
        return found
    }

    /// The books under `folder` with their sizes, sorted by path: at most `limit`, each a readable
    /// regular file. One `stat` a book (none for a file whose name is no book's).
    package static func sizedBooks(in folder: String, limit: Int = Int.max) -> [(path: String, size: Int)] {
        var seen = Set<FileIdentity>()
        return sizedBooks(in: folder, limit: limit, seen: &seen)
    }

    private static func sizedBooks(in folder: String, limit: Int, seen: inout Set<FileIdentity>) -> [(path: String, size: Int)] {
        var found: [(path: String, size: Int)] = []
        walk(folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder, into: &found, seen: &seen, limit: limit)
        return found.sorted { $0.path < $1.path }
    }

    /// A file's device and inode: the same for every path to it.
    private struct FileIdentity: Hashable {
        var device: UInt
        var inode: UInt

        init(_ info: stat) {
            (device, inode) = (UInt(info.st_dev), UInt(info.st_ino))
        }
    }

    private static func walk(_ folder: String, into found: inout [(path: String, size: Int)], seen: inout Set<FileIdentity>, limit: Int) {
        var info = stat()
        guard RawPaths.withCString(folder, { stat($0, &info) }) == 0, seen.insert(FileIdentity(info)).inserted,
            let dir = RawPaths.withCString(folder, { opendir($0) })
        else { return }
        defer { closedir(dir) }
        while found.count < limit, let entry = readdir(dir) {
            let name = DirectoryEntry.name(entry)
            guard !name.hasPrefix(".") else { continue }
            // A regular file whose name is no book's needs no stat; a folder is stat'ed by its walk.
            let type = entry.pointee.d_type, isBook = LibraryCatalog.isBookName(name)
            if type == UInt8(DT_REG), !isBook { continue }
            let path = DirectoryEntry.path(entry, in: folder)
            if type == UInt8(DT_DIR) {
                walk(path, into: &found, seen: &seen, limit: limit)
                continue
            }
            guard RawPaths.withCString(path, { stat($0, &info) }) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: walk(path, into: &found, seen: &seen, limit: limit)
            case S_IFREG where isBook && RawPaths.withCString(path, { access($0, R_OK) }) == 0:
                if seen.insert(FileIdentity(info)).inserted { found.append((path, Int(info.st_size))) }
            default: break
            }
        }
    }

    /// Whether `path` is a folder (then `termreader PATH` lists its books, and `check` sweeps it).
    package static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return RawPaths.withCString(path) { stat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
