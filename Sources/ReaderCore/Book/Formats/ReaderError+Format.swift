extension ReaderError {
    /// This error as one of a `format` book: the zip and markup checks the EPUB path lends other
    /// formats say "EPUB" in their errors.
    func naming(_ format: String) -> ReaderError {
        guard case .badEPUB(let path, let reason) = self else { return self }
        return .badBook(path, format: format, reason: reason)
    }
}
