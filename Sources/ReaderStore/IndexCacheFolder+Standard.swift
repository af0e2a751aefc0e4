import ReaderCore

/// Where termreader keeps what a full read of each book learned.
extension IndexCacheFolder {
    /// The cache at the XDG location for this environment (`$XDG_CACHE_HOME/termreader/`,
    /// default `~/.cache/termreader/`).
    public static func standard(environment: [String: String]) -> IndexCacheFolder {
        IndexCacheFolder(directory: XDGDirectory.cache.path(environment: environment))
    }
}
