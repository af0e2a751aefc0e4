/// How the full-text index finds the passages that may hold a query; the reader's own search
/// (`SearchQuery`) then decides which do. The trigram index folds case but not accents, so
/// candidates are found for text typed as the book writes it, in any case.
enum FullTextQuery: Equatable {
    /// An FTS5 expression: every trigram of the query (at most `maximumTrigrams`, spread over
    /// it), each quoted, joined by AND; a passage holding the query holds all of them.
    case trigrams(String)
    /// A query of one or two characters, shorter than a trigram: a LIKE pattern (`\` escapes),
    /// scanned over every passage.
    case like(String)

    /// Candidates for `text`; nil when it is empty.
    init?(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return nil }
        guard scalars.count >= 3 else {
            var pattern = "%"
            for s in scalars {
                if s == "%" || s == "_" || s == "\\" { pattern.append("\\") }
                pattern.unicodeScalars.append(s)
            }
            self = .like(pattern + "%")
            return
        }
        let starts = Array(0...(scalars.count - 3))
        let picked =
            starts.count <= Self.maximumTrigrams
            ? starts : (0..<Self.maximumTrigrams).map { starts[$0 * (starts.count - 1) / (Self.maximumTrigrams - 1)] }
        let terms = picked.map { start -> String in
            var term = String.UnicodeScalarView()
            for s in scalars[start..<start + 3] {
                if s == "\"" { term.append(s) }
                term.append(s)
            }
            return "\"" + String(term) + "\""
        }
        self = .trigrams(terms.joined(separator: " AND "))
    }

    /// Most trigrams looked up for one query: enough to make candidates rare.
    static let maximumTrigrams = 24
}
