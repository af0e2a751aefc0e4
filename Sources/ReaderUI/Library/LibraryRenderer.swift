import ReaderCore

/// Draws the library screen as a `Frame`: a header bar, two rows a book (title with its
/// progress, last read and time left on the right; path below, dimmed, marked when missing),
/// and a footer with the keys, the filter being typed, or the question before forgetting.
package enum LibraryRenderer {
    /// Rows a book takes.
    package static let rowsPerBook = 2
    /// Smallest window drawn; smaller shows "window too small".
    package static let minimumColumns = 20
    package static let minimumRows = 4

    /// Books that fit in a window `rows` high.
    package static func pageSize(rows: Int) -> Int { max(1, (rows - 2) / rowsPerBook) }

    /// The whole screen for `model` at `columns`x`rows`; `now` and `utcOffset` date the rows.
    package static func frame(_ model: LibraryModel, columns: Int, rows: Int, palette: Palette, now: Int, utcOffset: Int) -> Frame {
        var frame = Frame(width: columns, height: rows, style: palette[.text])
        guard columns >= minimumColumns, rows >= minimumRows else {
            _ = frame.put(StatusBar.truncate("window too small", to: columns), x: 0, y: 0, style: palette[.text])
            return frame
        }
        if let search = model.search {
            LibrarySearchRenderer.draw(search, into: &frame, palette: palette)
            return frame
        }
        if let catalogs = model.catalogs {
            CatalogRenderer.draw(catalogs, cover: model.coverArt, into: &frame, palette: palette)
            return frame
        }
        let visible = model.visible
        header(model, count: visible.count, into: &frame, palette: palette)
        if visible.isEmpty {
            let text = StatusBar.truncate(emptyText(model), to: columns - 4)
            _ = frame.put(text, x: 2, y: 2, style: palette[.dim])
        }
        var anyBySize = false
        let coverColumns = model.coverArt.map { CoverArt.draw($0, into: &frame) } ?? 0
        for (i, book) in visible.enumerated().dropFirst(model.cursor.top).prefix(pageSize(rows: rows)) {
            let y = 1 + (i - model.cursor.top) * rowsPerBook
            row(
                book, selected: i == model.cursor.selected, y: y, width: columns - coverColumns, into: &frame, palette: palette, now: now,
                utcOffset: utcOffset)
        }
        anyBySize = visible.contains { $0.secondsLeft != nil }
        footer(model, bySize: anyBySize, into: &frame, palette: palette)
        return frame
    }

    /// A bar across line `y` (the header's or the footer's): `left` from its start, cut to leave
    /// room for `right` at its end.
    static func bar(_ left: String, right: String = "", y: Int, into frame: inout Frame, palette: Palette) {
        let style = palette[.bar]
        frame.fill(x: 0, y: y, width: frame.width, height: 1, style: style)
        let rightWidth = CellWidth.width(of: right)
        _ = frame.put(StatusBar.truncate(left, to: max(0, frame.width - rightWidth - (right.isEmpty ? 0 : 1))), x: 0, y: y, style: style)
        if !right.isEmpty, rightWidth < frame.width { _ = frame.put(right, x: frame.width - rightWidth, y: y, style: style) }
    }

    /// The header bar: which list, and how many books it shows.
    private static func header(_ model: LibraryModel, count: Int, into frame: inout Frame, palette: Palette) {
        let total = model.entries.count
        let counted = count == total ? "\(total) book\(total == 1 ? "" : "s")" : "\(count) of \(total) books"
        let name: String
        switch model.source {
        case .recent: name = "Recent books"
        case .shelf(let folders): name = "Recent books, then " + (folders.count == 1 ? printable(folders[0]) : "\(folders.count) folders")
        case .folder(let folder): name = "Books in \(printable(folder))"
        case .calibre(let folder): name = "Calibre library in \(printable(folder))"
        }
        bar(" " + name, right: " " + counted + (model.order.name.map { " · " + $0 } ?? "") + " ", y: 0, into: &frame, palette: palette)
    }

    /// One book's two rows, `width` columns from the left.
    private static func row(
        _ book: LibraryEntry, selected: Bool, y: Int, width: Int, into frame: inout Frame, palette: Palette, now: Int, utcOffset: Int
    ) {
        let base = selected ? palette[.overlaySelected] : palette[.text]
        let dim = selected ? palette[.overlaySelected] : palette[.dim]
        if selected { frame.fill(x: 0, y: y, width: width, height: rowsPerBook, style: base) }
        if selected { _ = frame.put("›", x: 0, y: y, style: base) }
        let right = details(book, now: now, utcOffset: utcOffset)
        let rightWidth = CellWidth.width(of: right)
        let titleRoom = width - 2 - (right.isEmpty ? 0 : rightWidth + 2) - 1
        let titleStyle = book.missing ? dim : (selected ? base : palette[.heading])
        let title = book.authors.isEmpty ? book.title : book.title + " — " + book.authors.joined(separator: ", ")
        _ = frame.put(StatusBar.truncate(printable(title), to: max(1, titleRoom)), x: 2, y: y, style: titleStyle)
        if !right.isEmpty, rightWidth + 4 <= width {
            _ = frame.put(right, x: width - 1 - rightWidth, y: y, style: base)
        }
        let path = (book.missing ? "missing · " : "") + (book.seriesLabel.map { printable($0) + " · " } ?? "") + printable(book.path)
        _ = frame.put(StatusBar.truncate(path, to: max(1, width - 3)), x: 2, y: y + 1, style: dim)
    }

    /// `42% · 3 days ago · 2 h 10 left`, or `new` for a book never opened.
    package static func details(_ book: LibraryEntry, now: Int, utcOffset: Int) -> String {
        guard book.fingerprint != nil else { return book.missing ? "" : "new" }
        var parts: [String] = []
        if let fraction = book.fraction { parts.append("\(Int((fraction * 100).rounded(.down)))%") }
        if let read = book.lastRead { parts.append(RelativeDay.describe(read, now: now, utcOffset: utcOffset)) }
        if let seconds = book.secondsLeft, book.fraction.map({ $0 < 1 }) ?? true {
            parts.append(TimeLeft.format(seconds) + " left")
        }
        return parts.joined(separator: " · ")
    }

    /// `text` (a path or name from disk) as one line that cannot reach the terminal as a control
    /// sequence: escapes and controls removed, line breaks as spaces.
    package static func printable(_ text: String) -> String {
        Sanitizer.clean(text).split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
    }

    /// What an empty list says.
    private static func emptyText(_ model: LibraryModel) -> String {
        if !model.filter.isEmpty { return "no book matches \"\(printable(model.filter))\"" }
        switch model.source {
        case .recent: return "no books read yet: termreader FILE opens one"
        case .shelf(let folders):
            return "no books read yet, none (\(BookFormats.extensionList)) in " + folders.map(printable).joined(separator: ", ")
        case .folder(let folder): return "no books (\(BookFormats.extensionList)) in \(printable(folder))"
        case .calibre(let folder): return "no books in the calibre library in \(printable(folder))"
        }
    }

    /// The footer bar: a question, the filter being typed, a message, or the keys.
    private static func footer(_ model: LibraryModel, bySize: Bool, into frame: inout Frame, palette: Palette) {
        let text: String
        if let book = model.confirming {
            text = "forget \(printable(book.title)) (its place and bookmarks)? y forgets, any other key keeps it"
        } else if model.editingFilter {
            text = "/" + printable(model.filter) + "▏"
        } else if let message = model.message {
            text = message
        } else {
            var keys =
                "Enter open · d forget · / filter · o order" + (model.fullTextIndex == nil ? "" : " · s search the text")
                + (model.catalogAccounts.isEmpty ? "" : " · c catalogues") + " · q quit"
            if !model.filter.isEmpty { keys = "filter: \(printable(model.filter)) · Esc clears · " + keys }
            if bySize { keys += " · time left by file size" }
            text = keys
        }
        bar(" " + text, y: frame.height - 1, into: &frame, palette: palette)
    }
}
