/// How two sequences of compared text (`ComparableText`) differ: the scalars only the source
/// has (lost by the reader) and those only the laid-out rows have (added), with the first few
/// places where they differ. Equal runs are walked in step; at a difference the two are put
/// back in step at the nearest place where `anchor` scalars agree, looked for in growing windows.
public struct TextDiff: Sendable, Equatable, Codable {
    /// Scalars of the source missing from the rows.
    public var lost = 0
    /// Scalars in the rows the source does not have.
    public var added = 0
    /// The first differences, as `-lost` / `+added` text with a little of what precedes them.
    public var samples: [String] = []

    public var isEqual: Bool { lost == 0 && added == 0 }

    /// Scalars that must agree for the walk to be back in step.
    static let anchor = 8
    /// Windows searched for that agreement, smallest first (the last one costs most).
    static let windows = [64, 4096, 1 << 17]
    /// Differences described in `samples`.
    static let sampleCount = 3

    public init() {}

    /// The differences between `source` and `rows`.
    public init(source a: [UInt32], rows b: [UInt32]) {
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1; j += 1
                continue
            }
            let (di, dj) = Self.resync(a, i, b, j)
            lost += di
            added += dj
            if samples.count < Self.sampleCount {
                samples.append(Self.describe(a, i, di, b, j, dj))
            }
            i += di; j += dj
        }
    }

    /// Scalars to skip in `a` and `b` from `i` and `j` to where `anchor` of them agree again;
    /// the rest of both when they never do within the largest window.
    static func resync(_ a: [UInt32], _ i: Int, _ b: [UInt32], _ j: Int) -> (Int, Int) {
        for window in windows {
            if let found = agreement(a, i, b, j, window: window) { return found }
            if i + window >= a.count && j + window >= b.count { break }
        }
        return (a.count - i, b.count - j)
    }

    /// The nearest (smallest `di + dj`) place within `window` of both where `anchor` scalars agree.
    private static func agreement(_ a: [UInt32], _ i: Int, _ b: [UInt32], _ j: Int, window: Int) -> (Int, Int)? {
        let aEnd = min(a.count, i + window), bEnd = min(b.count, j + window)
        // At the very end fewer than `anchor` scalars may remain: then the ends agree.
        var firstAt: [UInt64: Int] = [:]
        if bEnd - j >= anchor {
            for q in j...(bEnd - anchor) {
                let key = hash(b, q)
                if firstAt[key] == nil { firstAt[key] = q }
            }
        }
        var best: (Int, Int)?
        if aEnd - i >= anchor {
            for p in i...(aEnd - anchor) {
                if let best, p - i >= best.0 + best.1 { break }
                guard let q = firstAt[hash(a, p)], a[p..<(p + anchor)] == b[q..<(q + anchor)] else { continue }
                if best == nil || (p - i) + (q - j) < best!.0 + best!.1 { best = (p - i, q - j) }
            }
        }
        if best == nil, aEnd == a.count, bEnd == b.count, a.count - i < anchor || b.count - j < anchor {
            // Too little is left to anchor on: the shorter rest may still be the end of the longer.
            let tail = min(a.count - i, b.count - j)
            if a[(a.count - tail)...] == b[(b.count - tail)...] { return (a.count - i - tail, b.count - j - tail) }
            return (a.count - i, b.count - j)
        }
        return best
    }

    /// FNV-1a of the `anchor` scalars at `p`.
    private static func hash(_ s: [UInt32], _ p: Int) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for k in p..<(p + anchor) { h = (h ^ UInt64(s[k])) &* 0x100_0000_01b3 }
        return h
    }

    /// `…before -lost +added`, each part at most a few dozen scalars.
    private static func describe(_ a: [UInt32], _ i: Int, _ di: Int, _ b: [UInt32], _ j: Int, _ dj: Int) -> String {
        func text(_ s: [UInt32], _ range: Range<Int>) -> String {
            var out = ""
            for v in s[range] { if let u = Unicode.Scalar(v) { out.unicodeScalars.append(u) } }
            return out
        }
        let shown = 40
        var parts = ["…" + text(a, max(0, i - 20)..<i)]
        if di > 0 { parts.append("-[" + text(a, i..<(i + min(di, shown))) + (di > shown ? "…(\(di))" : "") + "]") }
        if dj > 0 { parts.append("+[" + text(b, j..<(j + min(dj, shown))) + (dj > shown ? "…(\(dj))" : "") + "]") }
        return parts.joined(separator: " ")
    }
}
