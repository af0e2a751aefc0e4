import CSystem
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// Opens files for reading only when they are regular files. A FIFO would block the
/// reader before it draws (open and read wait for a writer) and a device such as
/// `/dev/zero` never ends, so every file the reader reads — the book, config, state
/// and cache — comes through here: open with O_NONBLOCK (a FIFO opens at once),
/// fstat, refuse anything but S_ISREG (and the "regular" files of kernel pseudo-file systems,
/// which may block or never end), then clear O_NONBLOCK for ordinary reads.
public enum RegularFile {
    /// Why a path could not be opened as a regular file.
    public enum Failure: Error, Equatable, Sendable {
        /// Nothing there (ENOENT, ENOTDIR).
        case missing
        /// A directory.
        case directory
        /// A FIFO, device or socket: `kind` names it ("a FIFO", "a character device" …).
        case notRegular(kind: String)
        /// open or fstat failed otherwise; the strerror text.
        case unreadable(reason: String)

        /// The error that opening `path` as a book reports.
        public func error(_ path: String) -> ReaderError {
            switch self {
            case .missing: return .fileNotFound(path)
            case .directory: return .isDirectory(path)
            case .notRegular(let kind): return .notRegularFile(path, kind: kind)
            case .unreadable(let reason): return .unreadable(path, reason: reason)
            }
        }

        /// One phrase for a warning or an error line.
        public var reason: String {
            switch self {
            case .missing: return "no such file"
            case .directory: return "is a directory"
            case .notRegular(let kind): return "is \(kind), not a regular file"
            case .unreadable(let reason): return "cannot read (\(reason))"
            }
        }
    }

    /// What reading a whole small file gave.
    public enum Contents {
        /// There is no such file: normal for config, state and cache.
        case missing
        /// There is something, but it may not be read (not a regular file, too big, unreadable).
        case refused(String)
        /// The file's bytes.
        case contents(Data)
    }

    /// A descriptor open for reading (blocking, close-on-exec) on the regular file at `path`, its size
    /// and its modification time in nanoseconds (of the file opened, not of whatever the path names later).
    public static func open(_ path: String) -> Result<(fd: Int32, size: Int, modified: Int), Failure> {
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY
        // A file name that is not UTF-8 (from the command line or a folder) is opened by its own bytes.
        let fd = RawPaths.withCString(path) { Glibc.open($0, flags) }
        guard fd >= 0 else {
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: return .failure(.missing)
            case EISDIR: return .failure(.directory)
            default: return .failure(.unreadable(reason: reason(code)))
            }
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            return .failure(.unreadable(reason: reason(code)))
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            close(fd)
            return .failure(type == S_IFDIR ? .directory : .notRegular(kind: kind(type)))
        }
        guard !isKernelPseudoFile(fd) else {
            close(fd)
            return .failure(.notRegular(kind: "a kernel pseudo-file"))
        }
        let status = fcntl(fd, F_GETFL)
        if status >= 0 { _ = fcntl(fd, F_SETFL, status & ~O_NONBLOCK) }
        return .success((fd, Int(info.st_size), nanoseconds(info.st_mtim)))
    }

    /// The whole file at `path` when it is a regular file of at most `limit` bytes.
    public static func read(_ path: String, limit: Int = 16 << 20) -> Contents {
        let fd: Int32
        switch open(path) {
        case .failure(.missing): return .missing
        case .failure(let failure): return .refused(failure.reason)
        case .success(let opened):
            guard opened.size <= limit else {
                close(opened.fd)
                return .refused("is \(opened.size) bytes, more than \(limit)")
            }
            fd = opened.fd
        }
        defer { close(fd) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .refused("cannot read (\(reason(errno)))") }
            if n == 0 { return .contents(data) }
            data.append(contentsOf: buffer[0..<n])
            // It grew past the limit while we read it.
            if data.count > limit { return .refused("is more than \(limit) bytes") }
        }
    }

    /// A file time in nanoseconds since 1970, saturated: times after 2262 or before 1677 (broken
    /// archives and FAT disks write them) do not fit and keep the nearest representable value.
    static func nanoseconds(_ time: timespec) -> Int {
        let (scaled, overflow) = time.tv_sec.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return time.tv_sec < 0 ? Int.min : Int.max }
        let (sum, carry) = scaled.addingReportingOverflow(time.tv_nsec)
        return carry ? Int.max : sum
    }

    /// Whether `fd` is on a kernel pseudo-file system (proc, sys, debugfs…): their "regular" files
    /// report size 0 and may block in read for ever (`/proc/kmsg`) or never end.
    static func isKernelPseudoFile(_ fd: Int32) -> Bool {
        let type = tr_file_system_type(fd)
        guard type >= 0 else { return false }
        let pseudo: Set<UInt> = [
            0x9FA0, // proc
            0x6265_6572, // sysfs
            0x6462_6720, // debugfs
            0x7472_6163, // tracefs
            0x7363_6673, // securityfs
            0x6265_6570, // configfs
            0xCAFE_4A11, // bpf
            0x6E63_6673, // nsfs
            0xDE5E_81E4, // efivarfs
            0x6165_676C, // pstore
        ]
        return pseudo.contains(UInt(truncatingIfNeeded: type))
    }

    /// The kind of a non-regular file, for a message.
    static func kind(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }

    /// strerror text with a lowercase first letter.
    public static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        guard let first = text.first else { return "error \(code)" }
        return first.lowercased() + text.dropFirst()
    }
}
