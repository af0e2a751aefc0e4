import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// Reads and writes `ReadingState` files: one JSON file per book, keyed by fingerprint,
/// in `$XDG_STATE_HOME/termreader/` (default `~/.local/state/termreader/`).
/// Writes go to a temporary file that is fsynced and renamed over the old one, so a
/// crash or `kill -9` leaves either the old or the new state, never a torn file.
public struct StateStore: Sendable {
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// The store at the XDG location for this environment.
    public static func standard(environment: [String: String]) -> StateStore {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return StateStore(directory: xdg + "/termreader")
        }
        let home = environment["HOME"] ?? "/tmp"
        return StateStore(directory: home + "/.local/state/termreader")
    }

    /// The state file of a book.
    public func path(for fingerprint: String) -> String {
        directory + "/" + fingerprint + ".json"
    }

    /// The saved state, nil when there is none. A corrupt or unreadable file throws a
    /// one-line reason (the reader warns and starts from the beginning).
    public func load(fingerprint: String) throws(StateError) -> ReadingState? {
        let file = path(for: fingerprint)
        guard access(file, F_OK) == 0 else { return nil }
        guard let data = Self.readAll(file) else { throw StateError(message: "cannot read \(file)") }
        do {
            let state = try JSONDecoder().decode(ReadingState.self, from: data)
            guard state.fingerprint == fingerprint, state.location.offset >= 0, state.location.grapheme >= 0 else {
                throw StateError(message: "\(file) does not match this book")
            }
            return state
        } catch let error as StateError {
            throw error
        } catch {
            throw StateError(message: "\(file) is corrupt, ignoring it")
        }
    }

    /// Writes `state` atomically (temp file, fsync, rename, fsync of the directory).
    public func save(_ state: ReadingState) throws(StateError) {
        guard Self.makeDirectories(directory) else { throw StateError(message: "cannot create \(directory)") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(state) else { throw StateError(message: "cannot encode state") }
        let final = path(for: state.fingerprint)
        let temp = final + ".tmp.\(getpid())"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw StateError(message: "cannot write \(temp)") }
        let ok = data.withUnsafeBytes { raw -> Bool in
            var done = 0
            while done < raw.count {
                let n = write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                done += n
            }
            return fsync(fd) == 0
        }
        close(fd)
        guard ok, rename(temp, final) == 0 else {
            unlink(temp)
            throw StateError(message: "cannot save \(final)")
        }
        let dirfd = open(directory, O_RDONLY | O_DIRECTORY)
        if dirfd >= 0 {
            fsync(dirfd)
            close(dirfd)
        }
    }

    static func readAll(_ path: String) -> Data? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return nil }
            if n == 0 { return data }
            data.append(contentsOf: buffer[0..<n])
        }
    }

    static func makeDirectories(_ path: String) -> Bool {
        var current = ""
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o755) != 0 && errno != EEXIST { return false }
        }
        return true
    }
}

/// Why a state file could not be read or written, as one line.
public struct StateError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }
}
