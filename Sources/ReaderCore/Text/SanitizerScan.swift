/// The byte-level work behind `Sanitizer.clean`: a fast check and the cleaning pass, both on UTF-8.
enum SanitizerScan {
    /// Bytes that may start something to remove: C0 controls, DEL, and the lead bytes of C1 (C2), of the
    /// line/paragraph separators and bidi controls (E2) and of the BOM (EF).
    private static let attention: [Bool] = (0..<256).map { b in b < 0x20 || b == 0x7F || b == 0xC2 || b == 0xE2 || b == 0xEF }

    /// True when the line has a control, C1, separator, bidi control, BOM or trailing white space.
    /// Skips eight bytes at a time while no byte in them can start one (word-wide byte tests that look at the
    /// bytes after each lead byte too, so the C2/E2/EF lead bytes common in text do not stop the skip).
    static func needsCleaning(_ s: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = s.count
        guard let base = s.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i < n {
            if i + 10 <= n
                && !wordMayNeedCleaning(
                    raw.loadUnaligned(fromByteOffset: i, as: UInt64.self),
                    raw.loadUnaligned(fromByteOffset: i + 1, as: UInt64.self),
                    raw.loadUnaligned(fromByteOffset: i + 2, as: UInt64.self))
            {
                i += 8
                continue
            }
            let stop = min(i + 8, n)
            while i < stop {
                let b = s[i]
                if attention[Int(b)] {
                    if b < 0x80 { return true }
                    if i + 1 < n, removalLength(s, at: i) > 0 || separatorLength(s, at: i) > 0 { return true }
                }
                i += 1
            }
        }
        return trailingWhitespace(base, count: n) > 0
    }

    /// False only when none of the eight bytes of `x` starts something to clean; `y` and `z` are the words one and
    /// two bytes further on. Exact for controls and DEL; for the lead bytes it also checks what follows (C2 + 80–9F,
    /// E2 80 + A8–AF, E2 81 + A0–AF, EF BB), a superset of the removable sequences, so there are no false negatives.
    /// Lane tests are exact per byte (no carries between lanes), so they combine into one branch.
    @inline(__always)
    private static func wordMayNeedCleaning(_ x: UInt64, _ y: UInt64, _ z: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        @inline(__always) func b(_ byte: UInt64) -> UInt64 { ones &* byte }
        // High bit set in each lane of `v` that is not zero.
        @inline(__always) func nonZero(_ v: UInt64) -> UInt64 { (((v & lows) &+ lows) | v) & ~lows }
        let clean =
            nonZero(x & b(0xE0)) // a byte below 0x20
            & nonZero(x ^ b(0x7F))
            & nonZero((x ^ b(0xC2)) | ((y & b(0xE0)) ^ b(0x80)))
            & nonZero((x ^ b(0xE2)) | (y ^ b(0x80)) | ((z & b(0xF8)) ^ b(0xA8)))
            & nonZero((x ^ b(0xE2)) | (y ^ b(0x81)) | ((z & b(0xF0)) ^ b(0xA0)))
            & nonZero((x ^ b(0xEF)) | (y ^ b(0xBB)))
        return clean != ~lows
    }

    /// The cleaning pass (see `Sanitizer.clean` for the rules).
    static func clean(_ s: UnsafeBufferPointer<UInt8>) -> String {
        let n = s.count
        var out: [UInt8] = []
        out.reserveCapacity(n + 16)
        var lineStart = 0 // output index where the current sub-line began (after the last hard break)
        var column = 0 // columns of out[lineStart..<measured]
        var measured = 0 // output index up to which `column` is known
        var i = 0

        func hardBreak() {
            trimTrailing(&out, floor: lineStart)
            out.append(0x0A)
            lineStart = out.count; measured = out.count; column = 0
        }

        while i < n {
            let b = s[i]
            if !attention[Int(b)] {
                var j = i + 1
                while j < n, !attention[Int(s[j])] { j += 1 }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: s[i..<j]))
                i = j
                continue
            }
            switch b {
            case 0x09:
                column += CellWidth.width(of: String(decoding: out[measured...], as: UTF8.self))
                let spaces = Sanitizer.tabStop - column % Sanitizer.tabStop
                out.append(contentsOf: repeatElement(0x20, count: spaces))
                column += spaces
                measured = out.count
                i += 1
            case 0x0A, 0x0B, 0x0C:
                hardBreak(); i += 1
            case 0x08:
                i = Overstrike.apply(s, at: i, to: &out, floor: lineStart)
                // What a tab measured may have been struck over: measure the line again at the next tab.
                measured = lineStart; column = 0
            case 0x1B:
                let kind = EscapeSequence.kind(after: s, at: i + 1)
                i = EscapeSequence.end(s, afterIntroducer: i + 1 + kind.escapeIntroducerTail, kind: kind)
            case 0xC2 where i + 1 < n && (0x80...0x9F).contains(s[i + 1]):
                let c1 = s[i + 1]
                if c1 == 0x85 { hardBreak(); i += 2 } else { i = EscapeSequence.end(s, afterIntroducer: i + 2, kind: .c1(c1)) }
            default:
                if separatorLength(s, at: i) > 0 {
                    hardBreak(); i += 3
                } else if removalLength(s, at: i) > 0 {
                    i += removalLength(s, at: i)
                } else if b < 0x20 || b == 0x7F {
                    i += 1
                } else {
                    out.append(b); i += 1
                }
            }
        }
        trimTrailing(&out, floor: lineStart)
        return String(decoding: out, as: UTF8.self)
    }

    /// Length of a BOM or bidi embedding/override/isolate control at `i`, or 0.
    private static func removalLength(_ s: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        guard i + 2 < s.count else { return s[i] == 0xC2 && i + 1 < s.count && (0x80...0x9F).contains(s[i + 1]) ? 2 : 0 }
        let (a, b, c) = (s[i], s[i + 1], s[i + 2])
        if a == 0xC2 { return (0x80...0x9F).contains(b) ? 2 : 0 }
        if a == 0xEF && b == 0xBB && c == 0xBF { return 3 } // U+FEFF
        if a == 0xE2 && b == 0x80 && (0xAA...0xAE).contains(c) { return 3 } // U+202A–202E
        if a == 0xE2 && b == 0x81 && (0xA6...0xA9).contains(c) { return 3 } // U+2066–2069
        return 0
    }

    /// 3 when U+2028 or U+2029 starts at `i` (NEL is handled with the C1 controls), else 0.
    private static func separatorLength(_ s: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        i + 2 < s.count && s[i] == 0xE2 && s[i + 1] == 0x80 && (s[i + 2] == 0xA8 || s[i + 2] == 0xA9) ? 3 : 0
    }

    /// Removes trailing white space from `out`, never below `floor`.
    private static func trimTrailing(_ out: inout [UInt8], floor: Int) {
        let keep = out.withUnsafeBufferPointer { buffer -> Int in
            var end = buffer.count
            while end > floor {
                let k = trailingWhitespace(buffer.baseAddress!, count: end)
                if k == 0 || end - k < floor { break }
                end -= k
            }
            return end
        }
        out.removeSubrange(keep...)
    }

    /// Byte length of the Unicode White_Space scalar ending at `count` (space, tab, NBSP, U+1680, U+2000–200A,
    /// U+202F, U+205F, U+3000), or 0.
    static func trailingWhitespace(_ p: UnsafePointer<UInt8>, count: Int) -> Int {
        guard count > 0 else { return 0 }
        let last = p[count - 1]
        if last == 0x20 || last == 0x09 { return 1 }
        if count >= 2 && p[count - 2] == 0xC2 && last == 0xA0 { return 2 }
        guard count >= 3 else { return 0 }
        let (a, b) = (p[count - 3], p[count - 2])
        if a == 0xE3 && b == 0x80 && last == 0x80 { return 3 }
        if a == 0xE1 && b == 0x9A && last == 0x80 { return 3 }
        if a == 0xE2 && b == 0x80 && ((0x80...0x8A).contains(last) || last == 0xAF) { return 3 }
        if a == 0xE2 && b == 0x81 && last == 0x9F { return 3 }
        return 0
    }
}
