#if canImport(Glibc)
import Glibc
#endif

/// Splits bytes into raw lines at LF, CR and CRLF without decoding them.
/// Every CR and every LF ends a line, except that a CR directly followed by LF ends only one: so CR CR LF is
/// a line, then an empty line; LF CR is a line, then an empty line. A final line without a terminator is reported;
/// a terminator at the very end does not add an empty line after it.
enum LineScanner {
    /// Byte-oriented encodings (UTF-8, single-byte, and CJK multibyte encodings, whose trail bytes are never CR or LF).
    /// Uses memchr for both terminators; the next LF is remembered so CR-only files stay linear.
    static func bytes(_ buffer: UnsafeRawBufferPointer, range: Range<Int>, _ body: (Int, UnsafeRawBufferPointer) -> Bool) {
        let range = clamped(range, to: buffer)
        guard let base = buffer.baseAddress, !range.isEmpty else { return }
        let end = range.upperBound
        var start = range.lowerBound
        var nextLF = -1 // position of the next LF at or after `start`, or `end` when none
        while start < end {
            if nextLF < start {
                nextLF = memchr(base + start, 0x0A, end - start).map { $0 - UnsafeMutableRawPointer(mutating: base) } ?? end
            }
            var stop = nextLF
            if stop > start, let cr = memchr(base + start, 0x0D, stop - start) {
                stop = cr - UnsafeMutableRawPointer(mutating: base)
            }
            let line = UnsafeRawBufferPointer(start: base + start, count: stop - start)
            guard body(start, line) else { return }
            if stop >= end { return }
            // Skip the terminator: CRLF counts as one.
            start =
                stop
                + (base.load(fromByteOffset: stop, as: UInt8.self) == 0x0D && stop + 1 < end
                    && base.load(fromByteOffset: stop + 1, as: UInt8.self) == 0x0A ? 2 : 1)
        }
    }

    /// UTF-16 / UTF-32: terminators are whole code units aligned with `range.lowerBound`.
    static func units(
        _ buffer: UnsafeRawBufferPointer, range: Range<Int>, unitSize: Int, bigEndian: Bool,
        _ body: (Int, UnsafeRawBufferPointer) -> Bool
    ) {
        if unitSize == 2 {
            scanUnits(buffer, range: range, as: UInt16.self, bigEndian: bigEndian, body)
        } else {
            scanUnits(buffer, range: range, as: UInt32.self, bigEndian: bigEndian, body)
        }
    }

    /// The unit loop, specialised per unit type; compares raw loaded units with LF and CR in the file's byte order.
    @inline(__always)
    private static func scanUnits<Unit: FixedWidthInteger>(
        _ buffer: UnsafeRawBufferPointer, range: Range<Int>, as: Unit.Type,
        bigEndian: Bool, _ body: (Int, UnsafeRawBufferPointer) -> Bool
    ) {
        let range = clamped(range, to: buffer)
        guard let base = buffer.baseAddress, !range.isEmpty else { return }
        let size = MemoryLayout<Unit>.size
        let lf: Unit = bigEndian ? Unit(0x0A).bigEndian : Unit(0x0A).littleEndian
        let cr: Unit = bigEndian ? Unit(0x0D).bigEndian : Unit(0x0D).littleEndian
        let end = range.upperBound
        let lastUnit = range.lowerBound + (range.count / size) * size // a trailing partial unit stays in the last line
        var start = range.lowerBound
        var position = start
        while position < lastUnit {
            let value = base.loadUnaligned(fromByteOffset: position, as: Unit.self)
            position += size
            guard value == lf || value == cr else { continue }
            guard body(start, UnsafeRawBufferPointer(start: base + start, count: position - size - start)) else { return }
            if value == cr, position < lastUnit, base.loadUnaligned(fromByteOffset: position, as: Unit.self) == lf { position += size }
            start = position
        }
        if start < end { _ = body(start, UnsafeRawBufferPointer(start: base + start, count: end - start)) }
    }

    /// `range` cut to the buffer's bounds: a range computed from damaged data (a corrupt cache,
    /// a file that shrank) scans what exists instead of reading outside the buffer.
    static func clamped(_ range: Range<Int>, to buffer: UnsafeRawBufferPointer) -> Range<Int> {
        let lower = min(max(0, range.lowerBound), buffer.count)
        return lower..<min(max(lower, range.upperBound), buffer.count)
    }
}
