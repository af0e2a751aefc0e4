import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// Cache entries in a folder the caller chooses (termreader's is `$XDG_CACHE_HOME/termreader/`:
/// `IndexCacheFolder.standard` in ReaderStore).
public struct IndexCacheFolder: Sendable {
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    public func path(for fingerprint: String) -> String { directory + "/" + fingerprint + ".index.json" }
    public func openingPath(for fingerprint: String) -> String { directory + "/" + fingerprint + ".open.json" }

    /// The whole entry for this file, nil when there is none or it is stale or corrupt.
    public func load(fingerprint: String, size: Int, modified: Int) -> IndexCacheEntry? {
        lookup(fingerprint: fingerprint, size: size, modified: modified).entry
    }

    /// Just what opening needs, from the small file; nil when absent, stale or corrupt.
    public func loadOpening(fingerprint: String, size: Int, modified: Int) -> BookOpening? {
        lookupOpening(fingerprint: fingerprint, size: size, modified: modified).entry
    }

    /// The whole entry for this file, telling a corrupt entry (worth one warning) from a missing or stale one.
    public func lookup(fingerprint: String, size: Int, modified: Int) -> CacheLookup<IndexCacheEntry> {
        Self.lookup(path(for: fingerprint), as: IndexCacheEntry.self) { $0.opening }
            .fitting(fingerprint: fingerprint, size: size, modified: modified) { $0.opening }
    }

    /// What opening needs, from the small file, telling a corrupt entry from a missing or stale one.
    public func lookupOpening(fingerprint: String, size: Int, modified: Int) -> CacheLookup<BookOpening> {
        Self.lookup(openingPath(for: fingerprint), as: BookOpening.self) { $0 }
            .fitting(fingerprint: fingerprint, size: size, modified: modified) { $0 }
    }

    /// Reads and decodes one cache file; only regular files are read (a FIFO planted there would hang us).
    private static func lookup<Entry: Decodable>(
        _ path: String, as: Entry.Type, opening: (Entry) -> BookOpening
    ) -> CacheLookup<Entry> {
        let data: Data
        switch RegularFile.read(path) {
        case .missing: return .missing
        case .refused(let reason): return .corrupt("\(path): \(reason)")
        case .contents(let bytes): data = bytes
        }
        guard let entry = try? JSONDecoder().decode(Entry.self, from: data) else { return .corrupt("\(path) is corrupt") }
        if let problem = opening(entry).problem { return .corrupt("\(path): \(problem)") }
        return .found(entry)
    }

    /// Writes an entry (both files) atomically; a failure only costs the next open a scan.
    @discardableResult
    public func save(_ cache: IndexCacheEntry) -> Bool {
        guard let data = try? JSONEncoder().encode(cache), let opening = try? JSONEncoder().encode(cache.opening) else {
            return false
        }
        return AtomicFile.write(data, to: path(for: cache.fingerprint), in: directory)
            && AtomicFile.write(opening, to: openingPath(for: cache.fingerprint), in: directory)
    }
}
