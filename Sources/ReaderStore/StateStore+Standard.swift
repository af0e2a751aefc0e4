import ReaderCore

/// Where termreader keeps each book's place and bookmarks.
extension StateStore {
    /// The store at the XDG location for this environment (`$XDG_STATE_HOME/termreader/`,
    /// default `~/.local/state/termreader/`).
    public static func standard(environment: [String: String]) -> StateStore {
        StateStore(directory: XDGDirectory.state.path(environment: environment))
    }
}
