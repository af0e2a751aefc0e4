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
                var inFolder: [String] = []
                walk(
                    path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path, into: &inFolder, seen: &seen,
                    limit: limit - found.count)
                found += inFolder.sorted()
            } else {
                found.append(path)
            }
        }
        return found
    }

    /// A file's device and inode: the same for every path to it.
    private struct FileIdentity: Hashable {
        var device: UInt
        var inode: UInt

        init?(_ path: String) {
            var info = stat()
            guard RawPaths.withCString(path, { stat($0, &info) }) == 0 else { return nil }
            (device, inode) = (UInt(info.st_dev), UInt(info.st_ino))
        }
    }

    private static func walk(_ folder: String, into found: inout [String], seen: inout Set<FileIdentity>, limit: Int) {
        guard let identity = FileIdentity(folder), seen.insert(identity).inserted,
            let dir = RawPaths.withCString(folder, { opendir($0) })
        else { return }
        defer { closedir(dir) }
        while found.count < limit, let entry = readdir(dir) {
            let name = DirectoryEntry.name(entry)
            guard !name.hasPrefix(".") else { continue }
            let path = DirectoryEntry.path(entry, in: folder)
            if Self.isFolder(path) {
                walk(path, into: &found, seen: &seen, limit: limit)
            } else if LibraryCatalog.isBookName(name), LibraryCatalog.regularFileSize(path) != nil,
                let file = FileIdentity(path), seen.insert(file).inserted
            {
                found.append(path)
            }
        }
    }

    /// Whether `path` is a folder (then `termreader PATH` lists its books, and `check` sweeps it).
    package static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return RawPaths.withCString(path) { stat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
