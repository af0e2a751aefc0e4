/// The order the library's rows are shown in; `o` turns to the next.
package enum LibraryOrder: CaseIterable, Equatable, Sendable {
    /// The list's own order: the recent books newest first, a folder's by title, a calibre library's by calibre's title sort.
    case listed
    case title
    /// By first author; books naming none last.
    case author
    /// By series, then number in it; books in none last.
    case series
    /// Furthest read first; books never opened last.
    case progress

    /// The next order after this one, back to `listed` after the last.
    package var next: LibraryOrder {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// How the header names it; nil for the list's own order.
    package var name: String? {
        switch self {
        case .listed: nil
        case .title: "by title"
        case .author: "by author"
        case .series: "by series"
        case .progress: "by progress"
        }
    }

    /// An author's name as it is sorted: the family name first (`austen jane` for Jane Austen), a
    /// name without spaces (`林海`) as it is.
    static func sortKey(_ name: String) -> String {
        let words = name.lowercased().split(separator: " ")
        guard let last = words.last, words.count > 1 else { return name.lowercased() }
        return ([last] + words.dropLast()).joined(separator: " ")
    }

    /// `entries` in this order; `listed` gives each path's place in the list's own order. Ties keep that order.
    package func sorted(_ entries: [LibraryEntry], listed: [String: Int]) -> [LibraryEntry] {
        func place(_ e: LibraryEntry) -> Int { listed[e.path] ?? Int.max }
        func text(_ s: String?) -> String? { s?.lowercased() }
        /// Whether `a` comes first by `x`/`y`, a missing key last; nil when they tie.
        func first<T: Comparable>(_ x: T?, _ y: T?) -> Bool? {
            switch (x, y) {
            case (let x?, let y?): x == y ? nil : x < y
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): nil
            }
        }
        return entries.sorted { a, b in
            let decided: Bool?
            switch self {
            case .listed: decided = nil
            case .title: decided = first(text(a.title), text(b.title))
            case .author:
                decided = first(a.authors.first.map(Self.sortKey), b.authors.first.map(Self.sortKey)) ?? first(text(a.title), text(b.title))
            case .series:
                decided =
                    first(text(a.series), text(b.series)) ?? (a.series == nil ? nil : first(a.seriesIndex, b.seriesIndex))
                    ?? first(text(a.title), text(b.title))
            case .progress: decided = first(a.fraction.map { -$0 }, b.fraction.map { -$0 })
            }
            return decided ?? (place(a) < place(b))
        }
    }
}
