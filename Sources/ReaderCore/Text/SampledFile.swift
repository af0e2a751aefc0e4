#if canImport(Glibc)
import Glibc
#endif

/// A file-sized buffer for encoding detection that holds only the parts detection looks at:
/// anonymous memory (never backed by the file, so it cannot fault when the file shrinks; pages
/// never filled read as zeros and cost nothing) into which sampled windows are read with `pread`
/// as detection asks for them.
final class SampledFile {
    let file: SourceFile
    /// The whole file's extent; only the filled ranges hold its bytes.
    let bytes: UnsafeRawBufferPointer
    private let base: UnsafeMutableRawPointer?
    /// Ranges read so far.
    private var filled: [Range<Int>] = []

    init(_ file: SourceFile) {
        self.file = file
        let mapped =
            file.size > 0
            ? mmap(nil, file.size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0) : nil
        base = mapped == MAP_FAILED ? nil : mapped
        bytes = UnsafeRawBufferPointer(start: base, count: base == nil ? 0 : file.size)
    }

    deinit {
        if let base { munmap(base, file.size) }
    }

    /// Makes `range` (clamped to the file) hold the file's bytes; a range already read is not read again.
    func fill(_ range: Range<Int>) {
        let range = range.clamped(to: 0..<bytes.count)
        guard let base, !range.isEmpty, !filled.contains(where: { $0.contains(range.lowerBound) && $0.upperBound >= range.upperBound })
        else { return }
        let got = file.read(range, into: UnsafeMutableRawBufferPointer(start: base + range.lowerBound, count: range.count))
        filled.append(range.lowerBound..<range.lowerBound + got)
    }
}
