import ReaderCore

/// The one warning for a book opened without some of its parts (a damaged EPUB whose spine names
/// documents its archive does not hold), or nil when the book is whole.
func missingPartsWarning(_ book: Book, path: String) -> String? {
    guard let first = book.missing.first else { return nil }
    let more = book.missing.count > 1 ? " and \(book.missing.count - 1) more" : ""
    return "warning: \(path): \(first)\(more) missing from the book, left out"
}
