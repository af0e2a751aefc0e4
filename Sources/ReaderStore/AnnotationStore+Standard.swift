import ReaderCore

/// Where termreader keeps each book's highlights and notes.
extension AnnotationStore {
    /// The store at the XDG location for this environment (`$XDG_DATA_HOME/termreader/notes/`,
    /// default `~/.local/share/termreader/notes/`).
    public static func standard(environment: [String: String]) -> AnnotationStore {
        AnnotationStore(directory: XDGDirectory.data.path(environment: environment) + "/notes")
    }
}
