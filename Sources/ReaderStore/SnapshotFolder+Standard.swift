import ReaderCore

/// Where termreader keeps the books of formats slow to convert, once read whole.
extension SnapshotFolder {
    /// The snapshots in the cache folder for this environment (`$XDG_CACHE_HOME/termreader/`,
    /// default `~/.cache/termreader/`), beside the index cache.
    public static func standard(environment: [String: String]) -> SnapshotFolder {
        SnapshotFolder(directory: XDGDirectory.cache.path(environment: environment))
    }
}
