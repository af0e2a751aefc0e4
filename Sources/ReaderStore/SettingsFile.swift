import FoundationEssentials
import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// The one small file of settings the reader remembers for the user across books
/// (`settings.json` beside the per-book state files): read whole, written atomically
/// (see `AtomicFile`). What it holds, and checking it, is the caller's business.
public struct SettingsFile: Sendable {
    public let directory: String
    public var path: String { directory + "/settings.json" }

    public init(directory: String) {
        self.directory = directory
    }

    /// The file in the state folder of this environment (where `StateStore` keeps books).
    public static func standard(environment: [String: String]) -> SettingsFile {
        SettingsFile(directory: StateStore.standard(environment: environment).directory)
    }

    /// What the file holds: `.missing` when there is none yet (the reader's first run).
    public enum Contents: Equatable, Sendable {
        case missing
        case unreadable
        case data(Data)
    }

    public func read() -> Contents {
        var info = stat()
        // No file, or no folder for it (a state folder that cannot be made is reported when saving).
        guard stat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable }
        // A settings file is a few hundred bytes, but one the user padded or edited may be bigger: read
        // it up to a bound that keeps memory small; anything bigger (or not a file) is left alone.
        guard info.st_mode & S_IFMT == S_IFREG, info.st_size <= Self.maximumBytes,
            let data = AtomicFile.read(path), data.count <= Self.maximumBytes
        else { return .unreadable }
        return .data(data)
    }

    /// Replaces the file with `data`; false when it cannot be written.
    public func write(_ data: Data) -> Bool {
        AtomicFile.write(data, to: path, in: directory)
    }

    /// Largest file read back (a file over it is never written over either: see `SettingsMemory`).
    public static let maximumBytes = 1 << 20
}
