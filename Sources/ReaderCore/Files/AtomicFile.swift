import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// Whole-file reads and crash-safe writes: a write goes to a temporary file that is
/// fsynced and renamed over the old one (then the folder is fsynced), so a crash or
/// `kill -9` leaves either the old or the new file, never a torn one. The temporary file is
/// created exclusively under a random name, so nothing planted beside the target is followed.
public enum AtomicFile {
    /// The file's bytes, nil when it cannot be read or is not a regular file (see `RegularFile`).
    public static func read(_ path: String) -> Data? {
        if case .contents(let data) = RegularFile.read(path) { return data }
        return nil
    }

    /// Replaces `path` (in `directory`, created if missing) with `data`; false on failure.
    public static func write(_ data: Data, to path: String, in directory: String) -> Bool {
        guard makeDirectories(directory) else { return false }
        guard let (fd, temp) = createTemporary(beside: path) else { return false }
        let ok = data.withUnsafeBytes { raw -> Bool in
            var done = 0
            while done < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                done += n
            }
            return fsync(fd) == 0
        }
        close(fd)
        guard ok, rename(temp, path) == 0 else {
            unlink(temp)
            return false
        }
        let dirfd = open(directory, O_RDONLY | O_DIRECTORY)
        if dirfd >= 0 {
            fsync(dirfd)
            close(dirfd)
        }
        return true
    }

    /// Runs `body` holding an exclusive lock on `directory` (made if missing; `flock` on the
    /// folder), so that processes reading, merging and writing files in it never interleave; nil
    /// when the folder cannot be made.
    public static func locked<T, E: Error>(_ directory: String, _ body: () throws(E) -> T) throws(E) -> T? {
        guard makeDirectories(directory) else { return nil }
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            while flock(folder, LOCK_EX) != 0 && errno == EINTR {}
        }
        defer { if folder >= 0 { close(folder) } }
        return try body()
    }

    /// A new file named `path.tmp.XXXXXX` (random), created exclusively by `mkstemp`: a file or a
    /// symbolic link planted at a guessable name is never opened, followed or overwritten.
    static func createTemporary(beside path: String) -> (fd: Int32, path: String)? {
        var template = Array((path + ".tmp.XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        // mkstemp creates 0600; state and cache files are the user's own, readable as before.
        fchmod(fd, 0o644)
        return (fd, String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Makes the folder `path` and every missing folder above it; false when one cannot be made.
    public static func makeDirectories(_ path: String) -> Bool {
        var current = ""
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o755) != 0 && errno != EEXIST { return false }
        }
        return true
    }
}
