#if canImport(Glibc)
import Glibc
#endif

/// A book file mapped read-only into memory (mmap; falls back to read for files mmap refuses).
/// The bytes stay valid for the object's lifetime and never change, so sharing it across tasks is safe.
public final class SourceFile: @unchecked Sendable {
    /// The path the file was opened with (used in error messages).
    public let path: String
    /// The whole file, read-only.
    public var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: size) }
    /// File size in bytes.
    public let size: Int

    private let base: UnsafeRawPointer?
    private let storage: Storage
    /// The open file behind a mapping (-1 otherwise), kept to check its length later.
    private var descriptor: Int32 = -1

    /// How `base` was obtained, so deinit releases it the same way.
    private enum Storage { case mapped, allocated, none }

    /// Throws ReaderError.fileNotFound / .isDirectory / .unreadable(path, reason:) (reason from errno, e.g. "permission denied").
    public init(path: String) throws(ReaderError) {
        self.path = path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw SourceFile.openError(path: path, errno: errno) }
        var keep = false
        defer { if !keep { close(fd) } }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path, reason: SourceFile.reason(errno)) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw .isDirectory(path) }

        let statSize = Int(info.st_size)
        if (info.st_mode & S_IFMT) == S_IFREG, statSize > 0,
           let mapped = mmap(nil, statSize, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED {
            madvise(mapped, statSize, MADV_WILLNEED)
            base = UnsafeRawPointer(mapped)
            size = statSize
            storage = .mapped
            descriptor = fd
            keep = true
            return
        }
        // Empty, special or unmappable files (pipes, /proc entries): read until EOF.
        let buffer = try SourceFile.readAll(fd: fd, path: path, hint: statSize)
        base = buffer.baseAddress.map(UnsafeRawPointer.init)
        size = buffer.count
        storage = buffer.baseAddress == nil ? .none : .allocated
    }

    /// False when the mapped file has since been cut shorter than it was: reading the lost part
    /// of a mapping would kill the process with SIGBUS, so text read again later checks this
    /// first. Asked of the open file itself, so a renamed or replaced file is judged right.
    public var isIntact: Bool {
        guard descriptor >= 0 else { return true }
        var info = stat()
        return fstat(descriptor, &info) == 0 && Int(info.st_size) >= size
    }

    /// Lets this process's copy of the mapped pages go (they stay in the system's page cache
    /// and come back when touched): after the book is indexed, its file costs no memory.
    public func releasePages() {
        guard case .mapped = storage, let base else { return }
        madvise(UnsafeMutableRawPointer(mutating: base), size, MADV_DONTNEED)
    }

    /// For tests and generated books.
    public init(bytes: [UInt8], path: String) {
        self.path = path
        size = bytes.count
        if bytes.isEmpty {
            base = nil
            storage = .none
        } else {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
            buffer.copyBytes(from: bytes)
            base = UnsafeRawPointer(buffer.baseAddress)
            storage = .allocated
        }
    }

    deinit {
        guard let base else { return }
        switch storage {
        case .mapped:
            munmap(UnsafeMutableRawPointer(mutating: base), size)
            close(descriptor)
        case .allocated: base.deallocate()
        case .none: break
        }
    }

    /// Reads a descriptor to EOF into a fresh allocation (empty buffer with nil base for an empty file).
    private static func readAll(fd: Int32, path: String, hint: Int) throws(ReaderError) -> UnsafeMutableRawBufferPointer {
        var capacity = max(hint, 64 * 1024)
        var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
        var count = 0
        while true {
            if count == capacity {
                capacity *= 2
                let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
                bigger.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
                buffer.deallocate()
                buffer = bigger
            }
            let n = read(fd, buffer.baseAddress! + count, capacity - count)
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                let failure = errno
                buffer.deallocate()
                throw .unreadable(path, reason: reason(failure))
            }
            count += n
        }
        if count == 0 {
            buffer.deallocate()
            return UnsafeMutableRawBufferPointer(start: nil, count: 0)
        }
        return UnsafeMutableRawBufferPointer(rebasing: buffer[0..<count])
    }

    /// Maps a failed open(2) to the matching ReaderError.
    private static func openError(path: String, errno code: Int32) -> ReaderError {
        switch code {
        case ENOENT, ENOTDIR: return .fileNotFound(path)
        case EISDIR: return .isDirectory(path)
        default: return .unreadable(path, reason: reason(code))
        }
    }

    /// strerror text with a lowercase first letter, to read well inside "cannot read (…)".
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        guard let first = text.first else { return "error \(code)" }
        return first.lowercased() + text.dropFirst()
    }
}
