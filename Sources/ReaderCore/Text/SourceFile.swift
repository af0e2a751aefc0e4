#if canImport(Glibc)
import Glibc
#endif

/// A book file, read with `pread` into the caller's buffers — never mapped. A mapping of a
/// file that is cut short while we read it kills the process with SIGBUS when a lost page is
/// touched, and no check before the read can rule that out (the file may shrink just after
/// it); `pread` of a shrunken file simply returns fewer bytes. The open descriptor is kept, so
/// a renamed or replaced file still reads as the file that was opened. In-memory books (tests,
/// generated text) and files that report no size (`/proc`) are held in memory instead.
public final class SourceFile: @unchecked Sendable {
    /// The path the file was opened with (used in error messages).
    public let path: String
    /// File size in bytes when it was opened; reads never go past it.
    public let size: Int
    /// Modification time of the opened file in nanoseconds (0 for in-memory books): keys the index cache.
    public let modified: Int

    /// The open regular file read with pread, or -1 for in-memory contents.
    private let descriptor: Int32
    /// In-memory contents (nil base when empty), used when `descriptor` is -1.
    private let memory: UnsafeMutableRawBufferPointer

    /// Files that report size 0 but have contents (`/proc`) are read to EOF, up to this many bytes.
    static let unsizedLimit = 64 << 20

    /// Opens the regular file at `path` (see `RegularFile`: a FIFO, device or socket is refused, never waited on).
    /// Throws ReaderError.fileNotFound / .isDirectory / .notRegularFile / .unreadable(path, reason:).
    public init(path: String) throws(ReaderError) {
        self.path = path
        let opened: (fd: Int32, size: Int, modified: Int)
        switch RegularFile.open(path) {
        case .success(let result): opened = result
        case .failure(let failure): throw failure.error(path)
        }
        modified = opened.modified
        if opened.size > 0 {
            descriptor = opened.fd
            size = opened.size
            memory = UnsafeMutableRawBufferPointer(start: nil, count: 0)
            return
        }
        // Size 0: empty, or a /proc file whose length is only known by reading it.
        defer { close(opened.fd) }
        let contents = try SourceFile.readAll(fd: opened.fd, path: path)
        descriptor = -1
        size = contents.count
        memory = contents
    }

    /// For tests and generated books.
    public init(bytes: [UInt8], path: String) {
        self.path = path
        size = bytes.count
        modified = 0
        descriptor = -1
        if bytes.isEmpty {
            memory = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        } else {
            memory = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
            memory.copyBytes(from: bytes)
        }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        memory.deallocate()
    }

    /// Copies the bytes of `range` (clamped to the file) into the start of `buffer` and returns how many
    /// were copied: fewer than asked when the buffer is smaller, or when the file was cut short since it
    /// was opened (then what is left is read, and nothing past it).
    public func read(_ range: Range<Int>, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let lower = min(max(0, range.lowerBound), size)
        let count = min(max(0, min(range.upperBound, size) - lower), buffer.count)
        guard count > 0, let target = buffer.baseAddress else { return 0 }
        if descriptor < 0 {
            target.copyMemory(from: memory.baseAddress! + lower, byteCount: count)
            return count
        }
        var done = 0
        while done < count {
            let n = pread(descriptor, target + done, count - done, off_t(lower + done))
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            done += n
        }
        return done
    }

    /// The bytes of `range` (clamped to the file; short when the file has since been cut short).
    public func bytes(in range: Range<Int>) -> [UInt8] {
        let lower = min(max(0, range.lowerBound), size)
        let count = max(0, min(range.upperBound, size) - lower)
        guard count > 0 else { return [] }
        var result = [UInt8](repeating: 0, count: count)
        let got = result.withUnsafeMutableBytes { read(lower..<lower + count, into: $0) }
        if got < count { result.removeLast(count - got) }
        return result
    }

    /// The whole file, read now: for tests and small files (a book is read in chunks, see `ChunkedLines`).
    public var contents: [UInt8] { bytes(in: 0..<size) }

    /// False when the file has since been cut shorter than it was: text read again later would
    /// come back short. Asked of the open file itself, so a renamed or replaced file is judged right.
    public var isIntact: Bool {
        guard descriptor >= 0 else { return true }
        var info = stat()
        return fstat(descriptor, &info) == 0 && Int(info.st_size) >= size
    }

    /// Reads a descriptor to EOF into a fresh allocation (empty buffer with nil base for an empty file).
    private static func readAll(fd: Int32, path: String) throws(ReaderError) -> UnsafeMutableRawBufferPointer {
        var capacity = 64 * 1024
        var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
        var count = 0
        while true {
            if count == capacity {
                guard capacity < unsizedLimit else {
                    buffer.deallocate()
                    throw .unreadable(path, reason: "it reports no size and is longer than \(unsizedLimit) bytes")
                }
                capacity *= 2
                let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
                bigger.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
                buffer.deallocate()
                buffer = bigger
            }
            let n = Glibc.read(fd, buffer.baseAddress! + count, capacity - count)
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

    /// strerror text with a lowercase first letter, to read well inside "cannot read (…)".
    static func reason(_ code: Int32) -> String { RegularFile.reason(code) }
}
