/// What the reader typed after `/`, prepared for scanning UTF-8 bytes.
///
/// Plain text, no patterns. Letters match regardless of case and of Latin accents as `CaseFolding` describes;
/// ideographs, with a `ScriptFold`, regardless of script (`后` finds `後`); everything else (CJK
/// without one, digits, punctuation) matches exactly, code point for code point (no Unicode
/// normalisation: a precomposed `é` does not match `e` + U+0301).
public struct SearchQuery: Sendable, Equatable {
    /// How the scanner looks for the query.
    enum Strategy: Sendable {
        /// No scalar has another case (CJK, digits…): these bytes, exactly.
        case exact([UInt8])
        /// Only ASCII, some of it letters (or spaces, which match line feeds): these bytes,
        /// lowercased, compared through `asciiFold` (every match then has the query's length),
        /// in text without accented Latin letters; in text with them, as `.folded`.
        case asciiFolded([UInt8])
        /// Anything else: folded scalars compared one by one, where the folded prefix of the query
        /// that only ASCII can match (no letters: maybe empty) is found.
        case folded(asciiPrefix: [UInt8])
    }

    /// The query as typed.
    public let text: String
    let strategy: Strategy
    /// Folded scalar values, one per scalar of `text`.
    let folded: [UInt32]
    /// For `.folded` and `.asciiFolded`: which bytes can start a match (first bytes of the first scalar's variants).
    let leadBytes: [Bool]
    /// The most UTF-8 bytes a match can take.
    let maxMatchLength: Int
    /// `CaseFolding.table`, held here so scans do not pay for its lazy initialisation.
    let foldTable: [UInt32]
    /// Ideographs folded across scripts, when the search is.
    let scripts: ScriptFold?

    /// Each byte folded as `.asciiFolded` compares them: ASCII letters lowercased, line feed to space.
    static let asciiFold: [UInt8] = (0...255).map { (b: Int) -> UInt8 in
        b >= 0x41 && b <= 0x5A ? UInt8(b | 0x20) : b == 0x0A ? 0x20 : UInt8(b)
    }

    /// A query for `text`; nil when it is empty. With `scripts`, ideographs match across scripts.
    public init?(_ text: String, scripts: ScriptFold? = nil) {
        guard !text.isEmpty else { return nil }
        self.text = text
        let table = CaseFolding.table
        foldTable = table
        let scalars = text.unicodeScalars.map(\.value)
        // Script folding only where the query has an ideograph with a form in the other script.
        let scripts = scripts.flatMap { fold in scalars.contains { fold.fold($0) != $0 || fold.variants(of: $0).count > 1 } ? fold : nil }
        self.scripts = scripts
        folded = table.withUnsafeBufferPointer { t in scalars.map { scripts?.fold(CaseFolding.fold($0, t)) ?? CaseFolding.fold($0, t) } }
        func variants(of v: UInt32) -> [UInt32] {
            scripts.map { Array(Set(CaseFolding.variants(of: v) + $0.variants(of: v))) } ?? CaseFolding.variants(of: v)
        }
        var leads = [Bool](repeating: false, count: 256)
        if scalars.allSatisfy({ variants(of: $0) == [$0] }) {
            strategy = .exact(Array(text.utf8))
        } else {
            let folded = self.folded
            strategy =
                scalars.allSatisfy({ $0 < 0x80 })
                ? .asciiFolded(folded.map { UInt8($0) })
                : .folded(asciiPrefix: folded.prefix { CaseFolding.variants(of: $0).allSatisfy { $0 < 0x80 } }.map { UInt8($0) })
            for v in variants(of: scalars[0]) {
                if let s = Unicode.Scalar(v), let first = s.utf8.first { leads[Int(first)] = true }
            }
        }
        leadBytes = leads
        switch strategy {
        case .exact(let bytes): maxMatchLength = bytes.count
        case .asciiFolded, .folded: maxMatchLength = 4 * scalars.count
        }
    }

    /// Queries are equal when they were typed the same.
    public static func == (a: SearchQuery, b: SearchQuery) -> Bool { a.text == b.text }
}
