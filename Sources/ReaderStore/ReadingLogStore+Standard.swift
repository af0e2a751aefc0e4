import ReaderCore

/// Where termreader keeps the reading log.
extension ReadingLogStore {
    /// The store at the XDG location for this environment (`$XDG_DATA_HOME/termreader/`,
    /// default `~/.local/share/termreader/`).
    public static func standard(environment: [String: String]) -> ReadingLogStore {
        ReadingLogStore(directory: XDGDirectory.data.path(environment: environment))
    }
}
