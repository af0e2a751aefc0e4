/// The byte-level work behind `Sanitizer.clean`: a fast check and the cleaning pass, both on UTF-8.
enum SanitizerScan {
    /// Bytes that may start something to remove: C0 controls, DEL, and the lead bytes of C1 (C2), of the
    /// line/paragraph separators and bidi controls (E2) and of the BOM (EF).
    private static let attention: [Bool] = (0..<256).map { b in b < 0x20 || b == 0x7F || b == 0xC2 || b == 0xE2 || b == 0xEF }

    /// True when the line has a control, C1, separator, bidi control, BOM or trailing white space.
    /// Skips sixteen bytes at a time while no byte in them can start one (lane tests that look at the
    /// bytes after each lead byte too, so the C2/E2/EF lead bytes common in text do not stop the skip).
    static func needsCleaning(_ s: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = s.count
        guard let base = s.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i < n {
            if i + 18 <= n && !mayNeedCleaning(ByteLanes.load(raw, i), ByteLanes.load(raw, i + 1), ByteLanes.load(raw, i + 2)) {
                i += 16
                continue
            }
            let stop = i + 18 <= n ? i + 16 : n
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

    /// False only when none of the sixteen bytes of `x` starts something to clean; `y` and `z` are the
    /// bytes one and two further on. Exact for controls and DEL; for the lead bytes it also checks what
    /// follows (C2 + 80–9F, E2 80 + A8–AF, E2 81 + A0–AF, EF BB), a superset of the removable sequences,
    /// so there are no false negatives.
    @inline(__always)
    private static func mayNeedCleaning(_ x: SIMD16<UInt8>, _ y: SIMD16<UInt8>, _ z: SIMD16<UInt8>) -> Bool {
        let e2 = x .== ByteLanes.splat(0xE2)
        let hits =
            (x .< ByteLanes.splat(0x20)) .| (x .== ByteLanes.splat(0x7F))
            .| ((x .== ByteLanes.splat(0xC2)) .& ((y & ByteLanes.splat(0xE0)) .== ByteLanes.splat(0x80)))
            .| (e2 .& (y .== ByteLanes.splat(0x80)) .& ((z & ByteLanes.splat(0xF8)) .== ByteLanes.splat(0xA8)))
            .| (e2 .& (y .== ByteLanes.splat(0x81)) .& ((z & ByteLanes.splat(0xF0)) .== ByteLanes.splat(0xA0)))
            .| ((x .== ByteLanes.splat(0xEF)) .& (y .== ByteLanes.splat(0xBB)))
        return ByteLanes.any(unsafeBitCast(hits, to: SIMDMask<SIMD16<Int8>>.self))
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
