#if canImport(Glibc)
import Glibc
#endif

/// Reads the config file's text with plain system calls (no Foundation on the start-up path).
enum ConfigFile {
    /// What reading found.
    enum Contents {
        /// No file there: the defaults apply, silently.
        case missing
        /// A file that cannot be used, with the reason in a few words.
        case failed(String)
        case text(String)
    }

    /// Largest config file read; anything bigger is surely not one.
    static let maximumBytes = 1 << 20

    static func read(_ path: String) -> Contents {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            return errno == ENOENT ? .missing : .failed("cannot read the file (\(String(cString: strerror(errno))))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failed("cannot read the file") }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failed("not a regular file") }
        guard info.st_size <= maximumBytes else { return .failed("larger than \(maximumBytes / 1024) KiB, not a config file") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { return .failed("cannot read the file (\(String(cString: strerror(errno))))") }
            if n == 0 { break }
            bytes += chunk[..<n]
            guard bytes.count <= maximumBytes else { return .failed("larger than \(maximumBytes / 1024) KiB, not a config file") }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failed("not UTF-8 text") }
        return .text(text)
    }
}
