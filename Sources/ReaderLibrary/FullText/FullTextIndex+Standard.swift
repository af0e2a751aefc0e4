import ReaderStore

extension FullTextIndex {
    /// Where the index is kept for this environment: `fulltext.sqlite` in termreader's cache
    /// folder (`$XDG_CACHE_HOME/termreader/`, default `~/.cache/termreader/`).
    public static func standardPath(environment: [String: String]) -> String {
        XDGDirectory.cache.path(environment: environment) + "/fulltext.sqlite"
    }
}
