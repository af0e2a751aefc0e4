extension MarkupDocument {
    /// The XML entry `entry` of the book at `path` (container, package, encryption), read through
    /// `SelfClosingTags.expand` and parsed; one that needs too much memory to parse is a broken book.
    static func parse(_ entry: String, of archive: any BookContainer, path: String) throws(ReaderError) -> MarkupDocument {
        let bytes = SelfClosingTags.expand(try archive.readMarkup(entry))
        do {
            return try MarkupDocument(bytes)
        } catch {
            throw .badEPUB(path, reason: error.reason(entry))
        }
    }
}
