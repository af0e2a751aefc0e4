/// How the full-text index finds the groups of passages that may hold a query; the reader's
/// own search (`SearchQuery`) then decides which passages do.
enum FullTextQuery: Equatable {
    /// The keys of the query's terms (`SearchGrams`; at most `maximumTerms`, spread over it,
    /// each once): a group holding the query holds all of them.
    case terms([UInt64])
    /// A query shorter than a term (one character, or two that are not CJK): every group is read.
    case scan

    init(_ text: String) {
        var seen = Set<UInt64>()
        let all = SearchGrams.keys(of: text).filter { seen.insert($0).inserted }
        guard !all.isEmpty else {
            self = .scan
            return
        }
        self = .terms(
            all.count <= Self.maximumTerms
                ? all : (0..<Self.maximumTerms).map { all[$0 * (all.count - 1) / (Self.maximumTerms - 1)] })
    }

    /// Most terms looked up for one query: enough to make candidates rare.
    static let maximumTerms = 12
}
