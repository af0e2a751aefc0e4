import ReaderCore

/// Hyphenation in the reader: the patterns of the book's language are loaded off the main thread
/// (English's take about 10 ms in libhyphen, German's seconds), so the first page is on screen as
/// soon as it was without them; the page is laid out again, at the same place, once they are there.
extension ReaderModel {
    /// The patterns for `book` when `settings` hyphenate and one of `folders` has its language's.
    static func hyphenationFile(for book: Book, settings: LayoutSettings, folders: [String]) -> String? {
        guard settings.hyphenate, !folders.isEmpty, let language = book.hyphenationLanguage else { return nil }
        return HyphenationPatterns.file(for: language, in: folders)
    }

    /// The pattern file the page is laid out with: the book's `file`, once loaded.
    static func loaded(_ file: String?) -> String? {
        file.flatMap { Hyphenator.isLoaded(file: $0) ? $0 : nil }
    }

    /// Turns hyphenation on or off (remembered), laying the book out again at the same place; the
    /// patterns, when not loaded yet, load in the background and the page is laid out once more.
    func toggleHyphenation() -> [Effect] {
        layoutSettings.hyphenate.toggle()
        remembered[Settings.hyphenate] = layoutSettings.hyphenate
        hyphenationFile = Self.hyphenationFile(for: navigator.book, settings: layoutSettings, folders: hyphenationFolders)
        relayout(columns: layout.columns, rows: layout.rows)
        hint =
            !layoutSettings.hyphenate
            ? "hyphenation off"
            : hyphenationFile == nil
                ? "hyphenation on · no patterns for this book's language (hyphen-* packages)"
                : layout.geometry().writing == .vertical ? "hyphenation on · vertical text is never hyphenated" : "hyphenation on"
        return hyphenationJob.map { [.start($0)] } ?? []
    }

    /// The work that loads the book's patterns, when they are not loaded yet.
    package var hyphenationJob: (any BackgroundJob)? {
        guard let hyphenationFile, !Hyphenator.isLoaded(file: hyphenationFile) else { return nil }
        return HyphenationJob(file: hyphenationFile)
    }

    /// The geometry the page will have once the patterns are loaded: what the whole book is laid
    /// out at while it is read (in the background, where waiting for the patterns costs nothing),
    /// so its pages are the ones the reader then shows.
    package var eventualGeometry: PageGeometry {
        var geometry = self.geometry
        if geometry.hyphenates, geometry.writing == .horizontal { geometry.hyphenation = hyphenationFile }
        return geometry
    }
}
