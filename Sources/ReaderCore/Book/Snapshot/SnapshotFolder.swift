import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// Where `BookSnapshot`s are kept: one file a book (`<fingerprint>.book`) in the cache folder,
/// written atomically, the least recently opened dropped once they pass `budget` bytes together.
public struct SnapshotFolder: Sendable {
    public let directory: String
    /// Bytes the snapshots may take together.
    let budget: Int

    /// Largest snapshot read: the most text a book may hold, with room for its blocks' tables.
    static let maxBytes = 2 * EPUBSpine.maxBookBytes

    public init(directory: String, budget: Int = 512 << 20) {
        self.directory = directory
        self.budget = budget
    }

    static let suffix = ".book"

    public func path(for fingerprint: String) -> String { directory + "/" + fingerprint + Self.suffix }

    /// The book kept for the file `key` names, now at `bookPath`; nil when none is kept or what
    /// is kept does not fit or check out. A book read is marked as just used.
    func load(_ key: BookSnapshot.Key, bookPath: String) -> Book? {
        let path = path(for: key.fingerprint)
        guard case .contents(let data) = RegularFile.read(path, limit: Self.maxBytes),
            let book = data.withUnsafeBytes({ BookSnapshot.decode($0, key: key, path: bookPath) })
        else { return nil }
        _ = RawPaths.withCString(path) { utimes($0, nil) }
        return book
    }

    /// Keeps `book`, read whole from the file `key` names; false when it cannot be kept or written.
    @discardableResult
    func save(_ book: Book, key: BookSnapshot.Key) -> Bool {
        guard let bytes = BookSnapshot.encode(book, key: key), bytes.count <= min(Self.maxBytes, budget) else { return false }
        guard AtomicFile.write(Data(bytes), to: path(for: key.fingerprint), in: directory) else { return false }
        trim(keeping: path(for: key.fingerprint))
        return true
    }

    /// Drops the least recently used snapshots (but `kept`) until the rest fit the budget.
    private func trim(keeping kept: String) {
        guard let listing = RawPaths.withCString(directory, { opendir($0) }) else { return }
        var snapshots: [(path: String, size: Int, used: Int)] = []
        while let entry = readdir(listing) {
            let name = DirectoryEntry.name(entry)
            guard name.hasSuffix(Self.suffix) else { continue }
            let path = directory + "/" + name
            var info = stat()
            guard RawPaths.withCString(path, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            snapshots.append((path, Int(info.st_size), Int(info.st_mtim.tv_sec)))
        }
        closedir(listing)
        var total = snapshots.reduce(0) { $0 + $1.size }
        for old in snapshots.sorted(by: { $0.used < $1.used }) where total > budget && old.path != kept {
            if RawPaths.withCString(old.path, { unlink($0) }) == 0 { total -= old.size }
        }
    }
}
