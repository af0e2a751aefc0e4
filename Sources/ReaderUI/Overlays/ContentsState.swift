import ReaderCore

/// The contents overlay: a tree of `Book.contents` with the highlighted entry, the folded
/// containers and the filter being typed. Entries are named by their index in `Book.contents`,
/// so folding or filtering never loses the highlight.
package struct ContentsState: Equatable, Sendable {
    /// Index in `Book.contents` of the highlighted entry.
    package var selected: Int
    /// Entries whose children are hidden.
    package var collapsed: Set<Int> = []
    /// The filter typed after `/`; nil when the tree is not filtered.
    package var filter: LineEditor?
    /// The filter matches ideographs in either Chinese script (the titles are shown converted).
    package var acrossScripts = false

    /// The tree opened on the entry of chapter `chapter`.
    package init(book: Book, chapter: Int, acrossScripts: Bool = false) {
        selected = book.contents.firstIndex { $0.isChapter && $0.chapter == chapter } ?? 0
        self.acrossScripts = acrossScripts
    }

    /// True when the entry at `i` has children (the next entry is deeper).
    package static func hasChildren(_ entries: [ContentsEntry], _ i: Int) -> Bool {
        i + 1 < entries.count && entries[i + 1].level > entries[i].level
    }

    /// Index of the entry holding the one at `i` (the nearest shallower one before it), nil at the top.
    package static func parent(_ entries: [ContentsEntry], of i: Int) -> Int? {
        guard entries.indices.contains(i) else { return nil }
        return entries[..<i].lastIndex { $0.level < entries[i].level }
    }

    /// The entries shown, in order: those not inside a folded container; with a filter, those whose
    /// title contains it (ignoring case) and the containers above them, folded or not.
    package func rows(_ entries: [ContentsEntry]) -> [Int] {
        var rows = [Int]()
        if filter?.text.isEmpty == false {
            var ancestors = [Int]() // open path above the current entry
            var shown = Set<Int>()
            for (i, e) in entries.enumerated() {
                while let last = ancestors.last, entries[last].level >= e.level { ancestors.removeLast() }
                if matches(e) {
                    for a in ancestors + [i] where !shown.contains(a) {
                        rows.append(a)
                        shown.insert(a)
                    }
                }
                ancestors.append(i)
            }
            return rows
        }
        var hiddenBelow: Int? // level of the folded container being skipped
        for (i, e) in entries.enumerated() {
            if let level = hiddenBelow {
                if e.level > level { continue }
                hiddenBelow = nil
            }
            rows.append(i)
            if collapsed.contains(i), Self.hasChildren(entries, i) { hiddenBelow = e.level }
        }
        return rows
    }

    /// True when the filter is empty or the entry's title contains it, ignoring case (and, across
    /// scripts, the script of ideographs).
    package func matches(_ entry: ContentsEntry) -> Bool {
        guard let query = filter?.text, !query.isEmpty else { return true }
        guard acrossScripts, let fold = ScriptFold.shared else { return entry.title.lowercased().contains(query.lowercased()) }
        return fold.folded(entry.title.lowercased()).contains(fold.folded(query.lowercased()))
    }

    /// After the filter changed: the highlight on the first match, unless it is on one already.
    package func onFirstMatch(in entries: [ContentsEntry]) -> ContentsState {
        var copy = self
        let rows = rows(entries)
        if !(rows.contains(selected) && matches(entries[selected])), let first = rows.first(where: { matches(entries[$0]) }) {
            copy.selected = first
        }
        return copy
    }

    /// The highlight moved by `step` rows (clamped), or onto the first row when it is not shown.
    package func moved(by step: Int, in entries: [ContentsEntry]) -> ContentsState {
        let rows = rows(entries)
        var copy = self
        guard !rows.isEmpty else { return copy }
        guard let at = rows.firstIndex(of: selected) else {
            copy.selected = rows[0]
            return copy
        }
        copy.selected = rows[min(max(0, at + step), rows.count - 1)]
        return copy
    }
}
