import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// One book's saved state as the library lists it: the state and when it was last written.
public struct SavedState: Equatable, Sendable {
    public var state: ReadingState
    /// When the state file was last written (seconds since 1970): the last time the book was read.
    public var saved: Int

    public init(state: ReadingState, saved: Int) {
        self.state = state
        self.saved = saved
    }
}

/// Listing and forgetting the saved states, for the library of recent books.
extension StateStore {
    /// Every book state in the folder that checks out, in no particular order. A file that is
    /// not a regular file, too big, corrupt or named for another fingerprint is skipped silently
    /// (the reader warns about it when that book is opened); `settings.json` and temporary files
    /// are not book states.
    public func all() -> [SavedState] {
        guard let folder = opendir(directory) else { return [] }
        defer { closedir(folder) }
        var found: [SavedState] = []
        var looked = 0
        while let entry = readdir(folder), looked < Self.maxStatesScanned {
            let name = DirectoryEntry.name(entry)
            guard name.hasSuffix(".json"), !name.contains(".tmp."), name != "settings.json" else { continue }
            looked += 1
            let fingerprint = String(name.dropLast(".json".count))
            guard Self.isFingerprint(fingerprint), let state = try? load(fingerprint: fingerprint) else { continue }
            var info = stat()
            guard stat(path(for: fingerprint), &info) == 0 else { continue }
            found.append(SavedState(state: state, saved: Int(info.st_mtim.tv_sec)))
        }
        return found
    }

    /// The saved state of one book with when it was written, nil when there is none or it
    /// does not check out (silently: a listing only shows what it can).
    public func saved(fingerprint: String) -> SavedState? {
        guard Self.isFingerprint(fingerprint), let state = try? load(fingerprint: fingerprint) else { return nil }
        var info = stat()
        guard stat(path(for: fingerprint), &info) == 0 else { return nil }
        return SavedState(state: state, saved: Int(info.st_mtim.tv_sec))
    }

    /// Deletes the state of one book (its place and bookmarks); false when it could not be removed.
    /// The book file itself is never touched.
    @discardableResult
    public func forget(fingerprint: String) -> Bool {
        guard Self.isFingerprint(fingerprint) else { return false }
        return unlink(path(for: fingerprint)) == 0 || errno == ENOENT
    }

    /// Whether `name` looks like a fingerprint of ours: 16 lowercase hex digits (so a file name
    /// read from the folder can never make a path outside it).
    static func isFingerprint(_ name: String) -> Bool {
        name.utf8.count == 16 && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
