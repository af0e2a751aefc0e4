import ReaderCore
import ReaderLibrary

/// Draws the library's full-text search: a header bar with the query and what was found, two
/// rows a match (the book's title and the chapter; the text around the match, the match
/// highlighted) and a footer with the query being typed, the search's progress, or the keys.
enum LibrarySearchRenderer {
    static func draw(_ search: LibrarySearch, into frame: inout Frame, palette: Palette) {
        let matches = search.matches
        header(search, into: &frame, palette: palette)
        if case .answered(let result) = search.phase, matches.isEmpty {
            let text = result.failure ?? "no book holds \"\(LibraryRenderer.printable(result.query))\""
            _ = frame.put(StatusBar.truncate(text, to: frame.width - 4), x: 2, y: 2, style: palette[.dim])
        }
        let cursor = search.cursor
        for (i, match) in matches.enumerated().dropFirst(cursor.top).prefix(cursor.pageSize) {
            row(
                match, selected: i == cursor.selected, y: 1 + (i - cursor.top) * LibraryRenderer.rowsPerBook, into: &frame, palette: palette
            )
        }
        footer(search, into: &frame, palette: palette)
    }

    private static func header(_ search: LibrarySearch, into frame: inout Frame, palette: Palette) {
        var right = ""
        if case .answered(let result) = search.phase, !result.matches.isEmpty {
            let books = Set(result.matches.map(\.path)).count
            right = " \(result.matches.count)\(result.more ? "+" : "") in \(books) book\(books == 1 ? "" : "s") "
        }
        let title = search.query.isEmpty ? " Search every book" : " Search every book: \(LibraryRenderer.printable(search.query))"
        LibraryRenderer.bar(title, right: right, y: 0, into: &frame, palette: palette)
    }

    /// One match's two rows.
    private static func row(_ match: FullTextMatch, selected: Bool, y: Int, into frame: inout Frame, palette: Palette) {
        let width = frame.width
        let base = selected ? palette[.overlaySelected] : palette[.text]
        if selected {
            frame.fill(x: 0, y: y, width: width, height: LibraryRenderer.rowsPerBook, style: base)
            _ = frame.put("›", x: 0, y: y, style: base)
        }
        let place = match.chapter.isEmpty ? match.title : match.title + " · " + match.chapter
        _ = frame.put(
            StatusBar.truncate(LibraryRenderer.printable(place), to: max(1, width - 3)), x: 2, y: y,
            style: selected ? base : palette[.heading])
        // The snippet comes from the book's clean text: sanitized whole, its cells are its characters'.
        let characters = Array(match.snippet)
        let before = lead(String(characters[..<match.snippetMatch.lowerBound]), room: (width - 3) / 3)
        let found = String(characters[match.snippetMatch])
        let shown = LibraryRenderer.printable(before + found + String(characters[match.snippetMatch.upperBound...]))
        _ = frame.put(shown, x: 2, y: y + 1, style: selected ? base : palette[.dim], maxX: width - 1)
        let start = 2 + CellWidth.width(of: before)
        for x in start..<min(width - 1, start + CellWidth.width(of: found)) { frame[x, y + 1].style = palette[.highlight] }
    }

    /// The end of `text` that fits in `room` cells, `…` first when it was cut: the match stays in sight.
    static func lead(_ text: String, room: Int) -> String {
        guard CellWidth.width(of: text) > room else { return text }
        var kept = Substring(text)
        while !kept.isEmpty, CellWidth.width(of: kept) + 1 > room { kept = kept.dropFirst() }
        return "…" + kept
    }

    private static func footer(_ search: LibrarySearch, into frame: inout Frame, palette: Palette) {
        let text: String
        switch search.phase {
        case .typing: text = "search the text of every book: " + LibraryRenderer.printable(search.query) + "▏"
        case .running(let indexed?): text = "indexing new books: \(Int(indexed * 100))% · Esc stops"
        case .running(nil): text = "searching… · Esc stops"
        case .answered(let result):
            text =
                "Enter opens the book there · s searches again · Esc back"
                + (result.more ? " · the first \(result.matches.count) shown" : "")
        }
        LibraryRenderer.bar(" " + text, y: frame.height - 1, into: &frame, palette: palette)
    }
}
