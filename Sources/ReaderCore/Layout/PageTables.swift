/// Page tables for one geometry, built lazily per chapter: chapter page ↔ global page.
public final class PageTables {
    public let paginator: Paginator
    private var tables: [[PageAnchor]?]
    private var knownChapters = 0

    public init(paginator: Paginator) {
        self.paginator = paginator
        self.tables = Array(repeating: nil, count: paginator.book.chapters.count)
    }

    public var book: Book { paginator.book }
    public var chapterCount: Int { tables.count }

    /// Page anchors of chapter `c` (laid out on first use).
    public func anchors(ofChapter c: Int) -> [PageAnchor] {
        if let table = tables[c] { return table }
        let table = paginator.anchors(of: c)
        tables[c] = table
        knownChapters += 1
        return table
    }

    /// Records the page table of chapter `c`.
    func store(_ table: [PageAnchor], forChapter c: Int) {
        if tables[c] == nil { knownChapters += 1 }
        tables[c] = table
    }

    /// Pages in chapter `c`.
    public func pageCount(ofChapter c: Int) -> Int { anchors(ofChapter: c).count }

    /// Whether every chapter is laid out (global page numbers known).
    public var isComplete: Bool { knownChapters == tables.count }

    /// Lays out every chapter (on every processor).
    public func completeAll() {
        guard !isComplete, let all = PageTableBuilder.tables(paginator) else { return }
        adopt(all)
    }

    /// Total pages, once every chapter is laid out.
    public var totalPages: Int? {
        guard isComplete else { return nil }
        return tables.reduce(0) { $0 + ($1?.count ?? 0) }
    }

    /// Pages of the reading order — those starting before `Book.readingOrderSize` (all of them,
    /// but for an EPUB's `linear="no"` items) — once every chapter is laid out: what progress counts.
    public var readingOrderPages: Int? {
        guard isComplete else { return nil }
        let book = book, end = book.readingOrderSize, offsets = book.paragraphs.offsets
        var pages = 0
        for (c, anchors) in tables.enumerated() {
            guard book.chapters[c].offset < end, let anchors else { break }
            pages += anchors.partitioningIndex { offsets[$0.paragraph] >= end }
        }
        return pages
    }

    /// 1-based global page number of `position`, once every chapter is laid out.
    public func globalPage(_ position: PagePosition) -> Int? {
        guard isComplete else { return nil }
        var n = 0
        for c in 0..<position.chapter { n += tables[c]?.count ?? 0 }
        return n + position.page + 1
    }

    /// The position of 1-based global page `n` (clamped); lays out the whole book.
    public func position(ofGlobalPage n: Int) -> PagePosition {
        completeAll()
        var remaining = max(1, n) - 1
        for c in tables.indices {
            let count = tables[c]?.count ?? 0
            if remaining < count { return PagePosition(chapter: c, page: remaining) }
            remaining -= count
        }
        let last = tables.count - 1
        return PagePosition(chapter: last, page: (tables[last]?.count ?? 1) - 1)
    }

    /// The page containing `anchor`.
    public func position(of anchor: PageAnchor) -> PagePosition {
        let c = book.chapterIndex(ofParagraph: anchor.paragraph)
        let table = anchors(ofChapter: c)
        return PagePosition(chapter: c, page: max(0, table.partitioningIndex { $0 > anchor } - 1))
    }

    /// The laid-out page at `position`.
    public func page(_ position: PagePosition) -> Paginator.Page {
        paginator.page(in: position.chapter, from: anchors(ofChapter: position.chapter)[position.page])
    }
}

extension PageTables {
    /// Takes page tables computed elsewhere (a background indexer) for this index's
    /// geometry: one anchor list per chapter, in order.
    public func adopt(_ tables: [[PageAnchor]]) {
        guard tables.count == chapterCount else { return }
        for (c, table) in tables.enumerated() where !table.isEmpty {
            store(table, forChapter: c)
        }
    }
}
