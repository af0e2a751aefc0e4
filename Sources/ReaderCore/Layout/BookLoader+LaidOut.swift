/// Reading a book and laying out its pages in one pass, for books too large to read twice.
extension BookLoader {
    /// `load`, and the pages at `geometry` of the chapters laid out while the book was read
    /// (`pages[c]`, nil for a chapter still to lay out): a book read without keeping its text is laid
    /// out run by run as it is read (`RunPages`), so its text is not read twice; one read whole has none.
    public static func loadLaidOut(
        _ source: BookSource, geometry: PageGeometry?, cache: IndexCacheEntry? = nil, rules: HeadingRules = .auto,
        progress: @Sendable (Double) -> Bool = { _ in true }
    ) throws(ReaderError) -> (book: Book, pages: [KnownPages?])? {
        if source.textRange.count > streamingBytes {
            return try loadOutline(source, geometry: geometry, cache: cache, rules: rules, progress: progress)
        }
        guard let book = try load(source, cache: cache, rules: rules, progress: progress) else { return nil }
        return (book, Array(repeating: nil, count: book.chapters.count))
    }

    /// `loadOutline` with the pages of each run between headings laid out at `geometry` as it is
    /// read (none without a geometry).
    static func loadOutline(
        _ source: BookSource, geometry: PageGeometry? = nil, cache: IndexCacheEntry?, rules: HeadingRules,
        progress: @Sendable (Double) -> Bool
    ) throws(ReaderError) -> (book: Book, pages: [KnownPages?])? {
        guard
            var read = try loadOutline(
                source, cache: cache, rules: rules, following: { geometry.map { RunPages(geometry: $0, rules: rules) } },
                progress: progress)
        else { return nil }
        // Each part's pages are moved out of its follower, which is then dropped: none is held twice.
        var parts = read.followers.map { (first: $0.first, pages: $0.follower as? RunPages) }
        read.followers = []
        var laid = RunPages.Laid()
        for i in parts.indices {
            guard var pages = parts[i].pages?.takeLaid() else { continue }
            laid.append(moving: &pages, base: parts[i].first)
        }
        parts = []
        return (read.book, RunPages.tables(of: read.book, rows: geometry?.rows ?? 0, from: laid))
    }
}
