#if canImport(Glibc)
import Glibc
#endif

/// Finds a query's matches in one paragraph by scanning its UTF-8 bytes: `memchr` and
/// `memcmp` for an exact query, a 16-byte-wide filter on the first and last bytes for a
/// case-insensitive ASCII one (in a paragraph that a first 16-byte-wide pass finds free of
/// accented Latin letters), a lead-byte table and scalar-by-scalar folded comparison
/// otherwise. No `Character` is built except to settle a grapheme boundary next to a
/// combining mark, joiner or the like: a match starts and ends on grapheme boundaries, so
/// a query "e" does not match inside "e" + U+0301.
enum ParagraphMatcher {
    /// Calls `body` with the UTF-8 range of each match in `text` that starts inside `starts`
    /// (the whole text when nil), in order, overlapping ones included, until it returns false.
    static func forEachMatch(
        of query: SearchQuery, in text: String, starts: Range<Int>? = nil, _ body: (Range<Int>) -> Bool
    ) {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
            let lo = max(0, starts?.lowerBound ?? 0), hi = min(bytes.count, starts?.upperBound ?? bytes.count)
            guard lo < hi else { return }
            switch query.strategy {
            case .exact(let pattern):
                pattern.withUnsafeBufferPointer { scanExact(bytes, lo..<hi, pattern: $0, text, body) }
            case .asciiFolded(let pattern):
                // Text with accented Latin letters (rare in English) may hold a match of other bytes.
                if mayHoldLatinAccents(bytes, from: lo) {
                    scanFolded(bytes, lo..<hi, query, asciiPrefix: UnsafeBufferPointer(start: nil, count: 0), text, body)
                } else {
                    pattern.withUnsafeBufferPointer { scanASCIIFolded(bytes, lo..<hi, pattern: $0, text, body) }
                }
            case .folded(let prefix):
                prefix.withUnsafeBufferPointer { scanFolded(bytes, lo..<hi, query, asciiPrefix: $0, text, body) }
            }
        }
        if text.utf8.withContiguousStorageIfAvailable(scan) == nil {
            Array(text.utf8).withUnsafeBufferPointer(scan)
        }
    }

    /// Exact search: `memchr` for the pattern's last byte (for CJK a continuation byte, spread over
    /// 64 values, so candidates are rare), then `memcmp` for the rest.
    private static func scanExact(
        _ b: UnsafeBufferPointer<UInt8>, _ starts: Range<Int>, pattern p: UnsafeBufferPointer<UInt8>,
        _ text: String, _ body: (Range<Int>) -> Bool
    ) {
        let m = p.count
        guard m <= b.count, let base = b.baseAddress, let pat = p.baseAddress else { return }
        let last = Int32(p[m - 1])
        let limit = min(starts.upperBound + m - 1, b.count) // one past the last byte a match may end on
        var i = starts.lowerBound + m - 1
        while i < limit {
            guard let hit = memchr(base + i, last, limit - i) else { return }
            let j = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            let s = j - (m - 1)
            if memcmp(base + s, pat, m - 1) == 0, isBoundary(b, s, text), isBoundary(b, j + 1, text) {
                guard body(s..<(j + 1)) else { return }
            }
            i = j + 1
        }
    }

    /// Whether `b` from `start` may hold a Latin letter with a diacritic: a lead byte C3–E1
    /// (U+00C0–U+07FF and U+1000–U+1FFF: Latin-1 to Extended-B and Latin Extended Additional,
    /// also Greek, Cyrillic and others, whose text is then only scanned the slower way),
    /// 16 bytes at a time, the last 16 read again rather than byte by byte.
    private static func mayHoldLatinAccents(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        guard let base = b.baseAddress, start < b.count else { return false }
        let n = b.count
        guard n - start >= 16 else { return b[start...].contains { $0 &- 0xC3 <= 0xE1 - 0xC3 } }
        let low = SIMD16<UInt8>(repeating: 0xC3), span = SIMD16<UInt8>(repeating: 0xE1 - 0xC3)
        var i = start
        while true {
            let x = UnsafeRawPointer(base + min(i, n - 16)).loadUnaligned(as: SIMD16<UInt8>.self) &- low
            if any(x .<= span) { return true }
            if i >= n - 16 { return false }
            i += 16
        }
    }

    /// Case-insensitive ASCII search: every match has the query's length.
    private static func scanASCIIFolded(
        _ b: UnsafeBufferPointer<UInt8>, _ starts: Range<Int>, pattern p: UnsafeBufferPointer<UInt8>,
        _ text: String, _ body: (Range<Int>) -> Bool
    ) {
        forEachASCIICandidate(b, starts, prefix: p) { s in
            guard isBoundary(b, s, text), isBoundary(b, s + p.count, text) else { return true }
            return body(s..<(s + p.count))
        }
    }

    /// Calls `body` with each start in `starts` where the folded ASCII `prefix` (at least one byte)
    /// is found, in order, until it returns false. 16 starts are tried at a time and kept only
    /// when the prefix's first and last bytes (either case) are both there, which leaves few to check.
    private static func forEachASCIICandidate(
        _ b: UnsafeBufferPointer<UInt8>, _ starts: Range<Int>, prefix p: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool
    ) {
        let m = p.count
        guard m <= b.count, let base = b.baseAddress else { return }
        let end = min(starts.upperBound, b.count - m + 1) // one past the last possible start
        SearchQuery.asciiFold.withUnsafeBufferPointer { fold in
            func matches(at s: Int) -> Bool {
                for k in 0..<m where fold[Int(b[s + k])] != p[k] { return false }
                return true
            }
            func variants(_ q: UInt8) -> (SIMD16<UInt8>, SIMD16<UInt8>) {
                let other: UInt8 = q >= 0x61 && q <= 0x7A ? q ^ 0x20 : q == 0x20 ? 0x0A : q
                return (SIMD16(repeating: q), SIMD16(repeating: other))
            }
            let (first, firstOther) = variants(p[0]), (last, lastOther) = variants(p[m - 1])
            var i = starts.lowerBound
            while i + 16 <= end {
                let x = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD16<UInt8>.self)
                let y = UnsafeRawPointer(base + i + m - 1).loadUnaligned(as: SIMD16<UInt8>.self)
                let hits = (x .== first .| x .== firstOther) .& (y .== last .| y .== lastOther)
                if any(hits) {
                    for k in 0..<16 where hits[k] && matches(at: i + k) {
                        guard body(i + k) else { return }
                    }
                }
                i += 16
            }
            while i < end {
                if matches(at: i) {
                    guard body(i) else { return }
                }
                i += 1
            }
        }
    }

    /// Folded search: candidates where the query's ASCII prefix is (when it has two bytes or
    /// more), else at bytes that can start a variant of the first scalar; then folded scalars
    /// are compared. A match may be longer or shorter in bytes than the query.
    private static func scanFolded(
        _ b: UnsafeBufferPointer<UInt8>, _ starts: Range<Int>, _ query: SearchQuery,
        asciiPrefix: UnsafeBufferPointer<UInt8>, _ text: String, _ body: (Range<Int>) -> Bool
    ) {
        query.leadBytes.withUnsafeBufferPointer { lead in
            query.folded.withUnsafeBufferPointer { q in
                query.foldTable.withUnsafeBufferPointer { table in
                    if asciiPrefix.count >= 2 {
                        forEachASCIICandidate(b, starts, prefix: asciiPrefix) { i in
                            guard let end = matchEnd(b, from: i, q, table, query.scripts), isBoundary(b, i, text), isBoundary(b, end, text)
                            else {
                                return true
                            }
                            return body(i..<end)
                        }
                        return
                    }
                    var i = starts.lowerBound
                    let hi = starts.upperBound
                    while i < hi {
                        while i < hi && !lead[Int(b[i])] { i += 1 }
                        guard i < hi else { return }
                        if let end = matchEnd(b, from: i, q, table, query.scripts), isBoundary(b, i, text), isBoundary(b, end, text) {
                            guard body(i..<end) else { return }
                        }
                        i += 1
                    }
                }
            }
        }
    }

    /// Where a folded match of `q` starting at byte `start` ends, or nil when there is none;
    /// ideographs folded across scripts by `scripts`, when given.
    @inline(__always)
    private static func matchEnd(
        _ b: UnsafeBufferPointer<UInt8>, from start: Int, _ q: UnsafeBufferPointer<UInt32>, _ table: UnsafeBufferPointer<UInt32>,
        _ scripts: ScriptFold?
    ) -> Int? {
        var j = start
        for f in q {
            guard j < b.count else { return nil }
            let (v, n) = UTF8Scalar.decode(b, at: j)
            let folded = CaseFolding.fold(v, table)
            guard (scripts?.fold(folded) ?? folded) == f else { return nil }
            j += n
        }
        return j
    }

    /// Whether byte `j` (the start of a scalar, or the end) is a grapheme boundary of `text`.
    @inline(__always)
    static func isBoundary(_ b: UnsafeBufferPointer<UInt8>, _ j: Int, _ text: String) -> Bool {
        if j == 0 || j >= b.count { return true }
        if b[j] < 0x80 && b[j - 1] < 0x80 { return b[j - 1] != 0x0D }
        return isBoundaryBeyondASCII(b, j, text)
    }

    /// `isBoundary` next to a non-ASCII scalar: sure when both neighbours are scalars no grapheme
    /// rule joins (`GraphemeScanner.isAlwaysWhole`), else Swift's own segmentation decides.
    @inline(never)
    private static func isBoundaryBeyondASCII(_ b: UnsafeBufferPointer<UInt8>, _ j: Int, _ text: String) -> Bool {
        var s = j - 1
        while s > 0 && b[s] & 0xC0 == 0x80 { s -= 1 }
        if GraphemeScanner.isAlwaysWhole(UTF8Scalar.decode(b, at: s).value)
            && GraphemeScanner.isAlwaysWhole(UTF8Scalar.decode(b, at: j).value)
        {
            return true
        }
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: j)
        return String.Index(index, within: text) != nil
    }
}
