/// What the reader typed after `/`, prepared for scanning UTF-8 bytes.
///
/// Plain text, no patterns. Letters match regardless of case as `CaseFolding` describes;
/// everything else (CJK, digits, punctuation) matches exactly, code point for code point
/// (no Unicode normalisation: a precomposed `é` does not match `e` + U+0301).
/// A query with no letter that has a case is searched as raw bytes (`exactBytes`).
public struct SearchQuery: Sendable, Equatable {
    /// The query as typed.
    public let text: String
    /// Folded scalar values, one per scalar of `text`.
    let folded: [UInt32]
    /// The query's UTF-8 when no scalar in it has another case: searched byte for byte.
    let exactBytes: [UInt8]?
    /// For folded queries: which bytes can start a match (first bytes of the first scalar's variants).
    let leadBytes: [Bool]
    /// `CaseFolding.table`, held here so scans do not pay for its lazy initialisation.
    let foldTable: [UInt32]

    /// A query for `text`; nil when it is empty.
    public init?(_ text: String) {
        guard !text.isEmpty else { return nil }
        self.text = text
        let table = CaseFolding.table
        foldTable = table
        let scalars = text.unicodeScalars.map(\.value)
        folded = table.withUnsafeBufferPointer { t in scalars.map { CaseFolding.fold($0, t) } }
        let caseless = scalars.allSatisfy { CaseFolding.variants(of: $0) == [$0] }
        exactBytes = caseless ? Array(text.utf8) : nil
        var leads = [Bool](repeating: false, count: 256)
        if !caseless {
            for v in CaseFolding.variants(of: scalars[0]) {
                if let s = Unicode.Scalar(v), let first = s.utf8.first { leads[Int(first)] = true }
            }
        }
        leadBytes = leads
    }

    /// Queries are equal when they were typed the same.
    public static func == (a: SearchQuery, b: SearchQuery) -> Bool { a.text == b.text }
}
