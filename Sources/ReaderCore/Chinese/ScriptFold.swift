/// Which ideographs search takes for one character across scripts: each folds to its
/// Simplified form by OpenCC's character table (後 and 后, 發 and 发, 裡 裏 and 里), so a search
/// typed in either script finds the text in either, whichever the book is written in.
public final class ScriptFold: Sendable {
    /// The ideographs folded: the unified blocks and the compatibility ideographs.
    static let range: ClosedRange<UInt32> = 0x3400...0xFAFF
    /// The folded value of each scalar of `range`, by its offset.
    let table: [UInt32]

    /// Made on first use from OpenCC's Traditional-to-Simplified table; nil without OpenCC.
    public static let shared: ScriptFold? = ScriptConverter.shared(.simplified).map(ScriptFold.init)

    private init(_ simplified: ScriptConverter) {
        var table = Array(Self.range)
        // Every ideograph on a line of its own, converted in one call: one character each way.
        let scalars = Self.range.compactMap(Unicode.Scalar.init).filter(\.properties.isIdeographic)
        let lines = simplified.characterLines(scalars.map { String($0) }.joined(separator: "\n"))
        if lines.count == scalars.count {
            for (s, line) in zip(scalars, lines) {
                if let d = line.unicodeScalars.first, line.unicodeScalars.count == 1 {
                    table[Int(s.value - Self.range.lowerBound)] = d.value
                }
            }
        }
        self.table = table
    }

    /// The folded value of `v`.
    @inline(__always)
    func fold(_ v: UInt32) -> UInt32 { Self.range.contains(v) ? table[Int(v - Self.range.lowerBound)] : v }

    /// `text` with every ideograph folded.
    public func folded(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for s in text.unicodeScalars { scalars.append(Unicode.Scalar(fold(s.value)) ?? s) }
        return String(scalars)
    }

    /// Every scalar that folds as `v` does, `v` included.
    func variants(of v: UInt32) -> [UInt32] {
        let folded = fold(v)
        var result: Set<UInt32> = [v, folded]
        for (i, f) in table.enumerated() where f == folded { result.insert(Self.range.lowerBound + UInt32(i)) }
        return result.sorted()
    }
}
