/// The encoding found for a file, and how many bytes of byte-order mark to skip before the text.
public struct Detection: Sendable, Equatable {
    public var encoding: TextEncoding
    public var bomLength: Int

    public init(encoding: TextEncoding, bomLength: Int) {
        self.encoding = encoding
        self.bomLength = bomLength
    }
}

/// Finds a book's encoding from a bounded sample of its bytes, and refuses files that are empty or binary.
public enum EncodingDetector {
    /// How far past the regular sample to look for a first non-ASCII byte when the sample is pure ASCII.
    static let asciiScanBudget = 16 * 1024 * 1024

    /// BOM, then valid UTF-8, then legacy encodings by statistics. Throws .emptyFile (no text at all, also BOM-only or
    /// whitespace-only) and .binaryFile(path, reason:) for mostly-binary data (NULs in a non-UTF-16/32 file,
    /// ELF/gzip/other magic, many control bytes).
    public static func detect(_ bytes: UnsafeRawBufferPointer, path: String) throws(ReaderError) -> Detection {
        try detect(bytes, path: path, fill: { _ in })
    }

    /// Detects the encoding of `file`, reading only the samples detection looks at (see `SampledFile`).
    /// A file detection reads whole (`EncodingSample.wholeFileLimit`) is read into the heap at
    /// once: a library of small books maps and unmaps no sparse buffer for each.
    public static func detect(_ file: SourceFile) throws(ReaderError) -> Detection {
        if file.size > EncodingSample.wholeFileLimit {
            let sample = SampledFile(file)
            // Without address space for the sparse buffer, the whole file is read instead.
            if sample.bytes.count == file.size { return try detect(sample.bytes, path: file.path, fill: sample.fill) }
        }
        let all = UnsafeMutableRawBufferPointer.allocate(byteCount: file.size, alignment: 16)
        defer { all.deallocate() }
        let got = file.read(0..<file.size, into: all)
        return try detect(UnsafeRawBufferPointer(rebasing: all[0..<got]), path: file.path, fill: { _ in })
    }

    /// The detection itself; `fill(range)` is called before any byte of `range` outside the regular
    /// sample windows is read, so a caller may hold only those windows.
    static func detect(_ bytes: UnsafeRawBufferPointer, path: String, fill: (Range<Int>) -> Void) throws(ReaderError) -> Detection {
        if bytes.isEmpty { throw .emptyFile(path) }
        for window in EncodingSample.windows(size: bytes.count) { fill(window) }
        if let marked = byteOrderMark(bytes) {
            if isBlank(bytes, from: marked.bomLength, encoding: marked.encoding, fill: fill) { throw .emptyFile(path) }
            return marked
        }
        if let format = EncodingMagic.match(bytes) { throw .binaryFile(path, reason: format) }

        let windows = EncodingSample.windows(size: bytes.count)
        let statistics = EncodingByteStatistics(bytes, windows: windows)
        if let wide = statistics.unicodeWithoutBOM(in: bytes, windows: windows) {
            if isBlank(bytes, from: 0, encoding: wide, fill: fill) { throw .emptyFile(path) }
            return Detection(encoding: wide, bomLength: 0)
        }
        if let reason = statistics.binaryReason { throw .binaryFile(path, reason: reason) }
        if isBlank(bytes, from: 0, encoding: .utf8, fill: fill) { throw .emptyFile(path) }

        var tally = EncodingUTF8Tally(bytes, windows: windows)
        var legacyWindows = windows.map { EncodingSample.alignToLine($0, in: bytes) }
        if tally.invalid == 0 && tally.multibyte == 0 && bytes.count > EncodingSample.wholeFileLimit {
            // Pure ASCII so far: look further for the first accents or CJK before settling on UTF-8.
            legacyWindows = EncodingSample.windowsAroundNonASCII(in: bytes, from: 0, budget: asciiScanBudget, fill: fill)
            tally = EncodingUTF8Tally(bytes, windows: legacyWindows)
        }
        if tally.looksLikeUTF8 { return Detection(encoding: .utf8, bomLength: 0) }
        return Detection(encoding: EncodingLegacyScore.best(bytes, windows: legacyWindows), bomLength: 0)
    }

    /// The encoding announced by a byte-order mark (UTF-32 is checked before UTF-16: FF FE 00 00 is UTF-32LE).
    private static func byteOrderMark(_ b: UnsafeRawBufferPointer) -> Detection? {
        let n = b.count
        if n >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { return Detection(encoding: .utf8, bomLength: 3) }
        if n >= 4, b[0] == 0xFF, b[1] == 0xFE, b[2] == 0, b[3] == 0 { return Detection(encoding: .utf32LE, bomLength: 4) }
        if n >= 4, b[0] == 0, b[1] == 0, b[2] == 0xFE, b[3] == 0xFF { return Detection(encoding: .utf32BE, bomLength: 4) }
        if n >= 2, b[0] == 0xFF, b[1] == 0xFE { return Detection(encoding: .utf16LE, bomLength: 2) }
        if n >= 2, b[0] == 0xFE, b[1] == 0xFF { return Detection(encoding: .utf16BE, bomLength: 2) }
        return nil
    }

    /// True when everything from `start` on is white space (or further BOMs): stops at the first other character,
    /// so it costs almost nothing on a real book.
    private static func isBlank(
        _ bytes: UnsafeRawBufferPointer, from start: Int, encoding: TextEncoding,
        fill: (Range<Int>) -> Void
    ) -> Bool {
        let unit = encoding.codeUnitSize
        var i = start
        let block = 64 * 1024
        if unit == 1 {
            while i < bytes.count {
                if i % block == 0 || i == start { fill(i..<min(bytes.count, i - i % block + block + 4)) }
                switch bytes[i] {
                case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: i += 1
                case 0xEF where i + 2 < bytes.count && bytes[i + 1] == 0xBB && bytes[i + 2] == 0xBF: i += 3
                default: return false
                }
            }
            return true
        }
        let bigEndian = encoding == .utf16BE || encoding == .utf32BE
        while i + unit <= bytes.count {
            if i % block == 0 || i == start { fill(i..<min(bytes.count, i - i % block + block + 4)) }
            var value: UInt32 = 0
            for k in 0..<unit { value = value << 8 | UInt32(bytes[i + (bigEndian ? k : unit - 1 - k)]) }
            switch value {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0xA0, 0x3000, 0xFEFF: i += unit
            default: return false
            }
        }
        return true
    }
}
