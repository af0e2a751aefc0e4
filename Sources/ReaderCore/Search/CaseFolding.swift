/// Which scalars search treats as the same letter regardless of case and of accents.
///
/// A scalar folds to its lowercase when that is one scalar, plus the few places where
/// Unicode's simple case folding differs from lowercasing (`overrides`: final sigma, long s,
/// micro sign, Greek symbol forms); then a Latin letter with a diacritic (Latin-1, Latin
/// Extended-A and -B, Latin Extended Additional: `á` `Ł` `ş` `ệ`, and `ø`) folds to its base
/// letter, so "Natasha" finds "Natásha" and "natásha" finds "Natasha". Consequences, chosen on purpose:
/// - No Turkish rules: `I`/`i` fold together; `İ` (U+0130) folds to `i` as an `I` with an
///   accent; `ı` (U+0131) matches only itself.
/// - `ß` and `ẞ` match each other but not "ss": full folding changes lengths and is not done.
/// - ASCII letters match their ASCII pair and their accented forms, not compatibility letters:
///   `ſ` (long s) and `K` (Kelvin sign) match only themselves. An ASCII query is a fixed run of
///   bytes in text without accented Latin letters (`ParagraphMatcher` scans it fast there).
///   Other compatibility letters fold: `Å` (Ångström sign) matches `å` and `a`, `µ` matches `μ`.
/// - Only precomposed letters fold: `e` + U+0301 is an `e` and a combining mark (a match never
///   ends between them).
/// - A line feed folds to a space, so a space in a query matches a hard line break.
/// - CJK, kana and Hangul have no case: they match exactly.
package enum CaseFolding {
    /// Scalars below this bound fold through `table`; the rest through Unicode properties.
    static let tableBound = 0x2190

    /// Where simple case folding is not the single-scalar lowercase (long s is left out: see above).
    static let overrides: [(scalar: UInt32, folded: UInt32)] = [
        (0x00B5, 0x03BC), (0x0345, 0x03B9), (0x03C2, 0x03C3),
        (0x03D0, 0x03B2), (0x03D1, 0x03B8), (0x03D5, 0x03C6), (0x03D6, 0x03C0),
        (0x03F0, 0x03BA), (0x03F1, 0x03C1), (0x03F5, 0x03B5), (0x1E9B, 0x1E61), (0x1FBE, 0x03B9),
    ]

    /// Folded value of every scalar below `tableBound` (Latin, Greek, Cyrillic, Armenian,
    /// Georgian, Cherokee, Latin and Greek Extended, letterlike symbols, Roman numerals).
    package static let table: [UInt32] = {
        var table = (0..<UInt32(tableBound)).map { $0 }
        for v in 0..<UInt32(tableBound) {
            guard let s = Unicode.Scalar(v), s.properties.changesWhenLowercased else { continue }
            table[Int(v)] = single(s.properties.lowercaseMapping) ?? v
        }
        for (scalar, folded) in overrides { table[Int(scalar)] = folded }
        table[0x212A] = 0x212A // Kelvin sign: see above
        table[0x0A] = 0x20
        // Accents: a folded letter with a diacritic folds on to its base letter.
        var bases: [UInt32: UInt32] = [:]
        for v in Array(0xC0...0x24F) + Array(0x1E00...0x1EFF) {
            if let s = Unicode.Scalar(UInt32(v)), let base = latinBase(s) { bases[UInt32(v)] = base }
        }
        for v in table.indices { if let base = bases[table[v]] { table[v] = base } }
        return table
    }()

    /// The ASCII lowercase letter a Latin letter with diacritics is written on, from its Unicode
    /// name (`LATIN CAPITAL LETTER E WITH ACUTE` → `e`); nil for others (`LATIN SMALL LETTER SHARP S`,
    /// `… L WITH SMALL LETTER J`, a digraph).
    static func latinBase(_ s: Unicode.Scalar) -> UInt32? {
        guard let name = s.properties.name else { return nil }
        for prefix in ["LATIN SMALL LETTER ", "LATIN CAPITAL LETTER "] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let letter = rest.first?.asciiValue, (0x41...0x5A).contains(letter), rest.dropFirst().hasPrefix(" WITH "),
                !rest.contains("LETTER")
            else { return nil }
            return UInt32(letter | 0x20)
        }
        return nil
    }

    /// The folded value of `v`; `table` is `CaseFolding.table` (passed in so hot loops skip its lazy check).
    @inline(__always)
    package static func fold(_ v: UInt32, _ table: UnsafeBufferPointer<UInt32>) -> UInt32 {
        v < tableBound ? table[Int(v)] : foldBeyondTable(v)
    }

    /// Folding above the table: caseless blocks answered from the value, the rest from properties.
    @inline(never)
    static func foldBeyondTable(_ v: UInt32) -> UInt32 {
        if (v >= 0x2E80 && v < 0xA640) || (v >= 0xAC00 && v < 0xD7A4) || v >= 0x20000 { return v }
        // Full-width forms (the comma and brackets of Chinese text): only the capitals have case.
        if v >= 0xFF00 && v < 0xFFF0 { return v >= 0xFF21 && v <= 0xFF3A ? v + 0x20 : v }
        guard let s = Unicode.Scalar(v), s.properties.changesWhenLowercased else { return v }
        return single(s.properties.lowercaseMapping) ?? v
    }

    /// Every scalar that folds to the same value as `v`, `v` included, ascending.
    static func variants(of v: UInt32) -> [UInt32] {
        table.withUnsafeBufferPointer { table in
            let folded = fold(v, table)
            var result: Set<UInt32> = [v, folded]
            for u in 0..<tableBound where table[u] == folded { result.insert(UInt32(u)) }
            if let s = Unicode.Scalar(folded) {
                for mapping in [s.properties.uppercaseMapping, s.properties.titlecaseMapping] {
                    if let u = single(mapping), u >= tableBound, fold(u, table) == folded { result.insert(u) }
                }
            }
            return result.sorted()
        }
    }

    /// The value of a one-scalar string, nil otherwise.
    private static func single(_ s: String) -> UInt32? {
        let scalars = s.unicodeScalars
        guard let first = scalars.first, scalars.count == 1 else { return nil }
        return first.value
    }
}
