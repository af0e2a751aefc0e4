/// The table of contents as a tree (entries in reading order with levels) and the path of titles
/// from the top of that tree down to a chapter, both derived from `chapters`.
extension Book {
    /// Every chapter, each preceded by the containers that open at it.
    public var contents: [ContentsEntry] {
        var entries = [ContentsEntry]()
        entries.reserveCapacity(chapters.count)
        for (c, chapter) in chapters.enumerated() {
            let top = chapter.level - chapter.containers.count
            for (k, title) in chapter.containers.enumerated() {
                entries.append(ContentsEntry(title: title, level: top + k, chapter: c, isChapter: false))
            }
            entries.append(ContentsEntry(title: chapter.title, level: chapter.level, chapter: c, isChapter: true))
        }
        return entries
    }

    /// Titles from the outermost container down to chapter `c` itself (`["Volume II", "Chapter 3"]`):
    /// the nearest shallower entry before each, found by walking back from the chapter.
    public func path(ofChapter c: Int) -> [String] {
        guard chapters.indices.contains(c) else { return [] }
        var path = [chapters[c].title]
        var wanted = chapters[c].level - 1 // deepest level still missing
        var j = c
        var containers = chapters[c].containers
        while wanted >= 1 {
            let chapter = chapters[j]
            // The containers opening at chapter j, then (before j) the chapter itself.
            var candidates = [(title: String, level: Int)]()
            let top = chapter.level - chapter.containers.count
            if j != c { candidates.append((chapter.title, chapter.level)) }
            for (k, title) in containers.enumerated().reversed() { candidates.append((title, top + k)) }
            for candidate in candidates where candidate.level <= wanted {
                path.insert(candidate.title, at: 0)
                wanted = candidate.level - 1
            }
            guard j > 0 else { break }
            j -= 1
            containers = chapters[j].containers
        }
        return path
    }

    /// The header's title for chapter `c`: its path joined with ` · ` (`Volume II · Chapter 3`),
    /// with the same collapsed titles as the contents tree.
    public func pathTitle(ofChapter c: Int) -> String {
        path(ofChapter: c).joined(separator: " · ")
    }
}
