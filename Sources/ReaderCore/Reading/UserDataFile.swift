import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// A JSON file of the reader's own work (annotations, the reading log): not a cache, so it is
/// read with its size and version checked, changed only by merging with what is on disk under a
/// lock on its folder and replaced atomically, and set aside beside itself when damaged — never
/// dropped, never overwritten.
public struct UserDataFile: Sendable {
    public let path: String
    public let directory: String
    /// The newest file version this termreader writes; a later one is left alone.
    let version: Int
    /// Largest file read.
    let maxBytes: Int

    public init(path: String, directory: String, version: Int, maxBytes: Int) {
        self.path = path
        self.directory = directory
        self.version = version
        self.maxBytes = maxBytes
    }

    /// What the file holds.
    public enum Contents {
        case none
        case data(Data)
        /// Not ours to touch: unreadable, not a regular file, too large, or of a later version.
        case untouchable(String)
        /// Ours but broken: not JSON with a version.
        case damaged(String)
    }

    /// The file's bytes, once its size and version allow them to be read.
    public func read() -> Contents {
        let data: Data
        switch RegularFile.read(path, limit: maxBytes) {
        case .missing: return .none
        case .refused(let reason): return .untouchable("\(path) \(reason)")
        case .contents(let bytes): data = bytes
        }
        struct Version: Decodable { var version: Int }
        guard let stored = try? JSONDecoder().decode(Version.self, from: data).version else { return .damaged("\(path) is damaged") }
        guard stored <= version else { return .untouchable("\(path) was written by a later termreader") }
        return .data(data)
    }

    /// Under the folder's lock: reads the file (a damaged one is first set aside and read as
    /// none), lets `merge` make the new contents of it, and replaces the file with them. A file
    /// that cannot be read, or is of a later version, is not replaced (this throws).
    public func update<T>(_ merge: (Data?) throws(StateError) -> (data: Data, value: T)) throws(StateError) -> T {
        let written = try AtomicFile.locked(directory) { () throws(StateError) -> T in
            var current: Data?
            switch read() {
            case .none: break
            case .data(let data): current = data
            case .untouchable(let reason): throw StateError(message: reason + "; not saved")
            case .damaged(let reason): _ = setAside(reason: reason)
            }
            let (data, value) = try merge(current)
            guard AtomicFile.write(data, to: path, in: directory) else { throw StateError(message: "cannot save \(path)") }
            return value
        }
        guard let written else { throw StateError(message: "cannot save \(path)") }
        return written
    }

    /// Moves the damaged file beside itself, to `NAME.damaged-SECONDS-RANDOM` (a name no earlier
    /// one has, so none is replaced); the warning to show.
    public func setAside(reason: String) -> String {
        var aside: String
        repeat {
            aside = path + ".damaged-\(time(nil))-" + String(UInt16.random(in: .min ... .max), radix: 16)
        } while access(aside, F_OK) == 0
        guard rename(path, aside) == 0 else { return "\(reason) and could not be set aside (\(RegularFile.reason(errno)))" }
        return "\(reason); set aside as \(aside)"
    }

    /// JSON as the reader's files are written: indented, keys sorted (a person may read them).
    public static func encoded(_ value: some Encodable) throws(StateError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(value) else { throw StateError(message: "cannot encode the data to save") }
        return data
    }
}
