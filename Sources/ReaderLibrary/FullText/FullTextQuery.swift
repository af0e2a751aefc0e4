/// How the full-text index finds the groups of passages that may hold a query; the reader's
/// own search (`SearchQuery`) then decides which passages do.
enum FullTextQuery: Equatable {
    /// An FTS5 expression: the query's terms (`SearchGrams`; at most `maximumTerms`, spread over
    /// it), each quoted, joined by AND; a group holding the query holds all of them.
    case terms(String)
    /// A query shorter than a term (one character, or two that are not CJK): every group is read.
    case scan

    init(_ text: String) {
        let all = SearchGrams.terms(of: text)
        guard !all.isEmpty else {
            self = .scan
            return
        }
        let picked =
            all.count <= Self.maximumTerms
            ? all : (0..<Self.maximumTerms).map { all[$0 * (all.count - 1) / (Self.maximumTerms - 1)] }
        self = .terms(
            picked.map { "\"" + $0.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\"" }.joined(
                separator: " AND "))
    }

    /// Most terms looked up for one query: enough to make candidates rare.
    static let maximumTerms = 24
}
