import ReaderCore
import ReaderLibrary

/// Draws the library's catalogues: a header bar naming the catalogue and page; the catalogues to
/// choose from, or two rows an entry (its title, `›` for a section, the formats of a book on the
/// right; its authors below), or a book's details (title, authors, formats, summary); and a
/// footer with the keys, the search being typed, what is being fetched or what went wrong.
/// Everything from the server is made printable.
enum CatalogRenderer {
    /// Draws `browser`, with `cover` (the library model's drawing of the entry's cover) beside a
    /// book's details.
    static func draw(_ browser: CatalogBrowser, cover: CoverArt.Drawn?, into frame: inout Frame, palette: Palette) {
        header(browser, into: &frame, palette: palette)
        switch browser.phase {
        case .details(let entry):
            let coverColumns = cover.map { CoverArt.draw($0, into: &frame) } ?? 0
            details(entry, width: frame.width - coverColumns, into: &frame, palette: palette)
        default:
            if let page = browser.pages.last, browser.phase != .choosing {
                entries(page, into: &frame, palette: palette)
            } else {
                catalogs(browser, into: &frame, palette: palette)
            }
        }
        footer(browser, into: &frame, palette: palette)
    }

    private static func header(_ browser: CatalogBrowser, into frame: inout Frame, palette: Palette) {
        var title = " Catalogues"
        var right = ""
        if let page = browser.pages.last, browser.phase != .choosing {
            let name = browser.client?.account.name ?? ""
            title =
                " " + LibraryRenderer.printable(name) + (page.feed.title.isEmpty ? "" : " › " + LibraryRenderer.printable(page.feed.title))
            let count = page.feed.entries.count
            right = " \(count) entr\(count == 1 ? "y" : "ies")\(page.feed.next == nil ? "" : ", more") "
        }
        LibraryRenderer.bar(title, right: right, y: 0, into: &frame, palette: palette)
    }

    private static func catalogs(_ browser: CatalogBrowser, into frame: inout Frame, palette: Palette) {
        let cursor = browser.chooser
        for (i, account) in browser.accounts.enumerated().dropFirst(cursor.top).prefix(cursor.pageSize) {
            row(
                LibraryRenderer.printable(account.name), right: "", below: LibraryRenderer.printable(account.url),
                selected: i == cursor.selected, y: 1 + (i - cursor.top) * LibraryRenderer.rowsPerBook, into: &frame, palette: palette)
        }
    }

    private static func entries(_ page: CatalogBrowser.Page, into frame: inout Frame, palette: Palette) {
        if page.feed.entries.isEmpty { _ = frame.put("nothing here", x: 2, y: 2, style: palette[.dim]) }
        let cursor = page.cursor
        for (i, entry) in page.feed.entries.enumerated().dropFirst(cursor.top).prefix(cursor.pageSize) {
            let title = LibraryRenderer.printable(entry.title.isEmpty ? "(untitled)" : entry.title) + (entry.isBook ? "" : " ›")
            let formats = entry.acquisitions.compactMap(\.kind)
            let below = entry.authors.isEmpty ? firstLine(entry.summary) : entry.authors.joined(separator: ", ")
            row(
                title, right: entry.isBook ? (formats.isEmpty ? "no format read here" : formats.joined(separator: ", ")) : "",
                below: LibraryRenderer.printable(below), selected: i == cursor.selected,
                y: 1 + (i - cursor.top) * LibraryRenderer.rowsPerBook, into: &frame, palette: palette)
        }
    }

    private static func firstLine(_ text: String) -> String {
        text.split(separator: "\n").first.map(String.init) ?? ""
    }

    /// One entry's two rows: `title` (with `right` at the end), `below` dimmed.
    private static func row(
        _ title: String, right: String, below: String, selected: Bool, y: Int, into frame: inout Frame, palette: Palette
    ) {
        let width = frame.width
        let base = selected ? palette[.overlaySelected] : palette[.text]
        if selected {
            frame.fill(x: 0, y: y, width: width, height: LibraryRenderer.rowsPerBook, style: base)
            _ = frame.put("›", x: 0, y: y, style: base)
        }
        let rightText = right.isEmpty ? "" : " " + LibraryRenderer.printable(right) + " "
        let rightWidth = min(CellWidth.width(of: rightText), width / 2)
        _ = frame.put(
            StatusBar.truncate(title, to: max(1, width - 3 - rightWidth)), x: 2, y: y, style: selected ? base : palette[.heading])
        if rightWidth > 0 {
            _ = frame.put(
                StatusBar.truncate(rightText, to: rightWidth), x: width - rightWidth, y: y, style: selected ? base : palette[.dim])
        }
        _ = frame.put(StatusBar.truncate(below, to: max(1, width - 3)), x: 2, y: y + 1, style: selected ? base : palette[.dim])
    }

    /// A book's details in the `width` columns at the left: title, authors, the formats offered,
    /// then its summary wrapped.
    private static func details(_ entry: CatalogEntry, width available: Int, into frame: inout Frame, palette: Palette) {
        let width = max(8, available - 4)
        var lines: [(String, Role)] = []
        func add(_ text: String, _ role: Role) {
            for line in DefinitionLines.wrap(DefinitionParagraph(text: LibraryRenderer.printable(text)), width: width) {
                lines.append((line.text, role))
            }
        }
        add(entry.title, .heading)
        if !entry.authors.isEmpty { add(entry.authors.joined(separator: ", "), .text) }
        let formats = entry.acquisitions.map { $0.kind ?? $0.type }
        add(
            "formats: " + formats.joined(separator: ", ")
                + (entry.preferredAcquisition.map { " (downloads " + ($0.kind ?? "") + ")" } ?? ""), .dim)
        lines.append(("", .text))
        for paragraph in entry.summary.split(separator: "\n") { add(String(paragraph), .text) }
        for (n, line) in lines.prefix(max(0, frame.height - 3)).enumerated() {
            _ = frame.put(line.0, x: 2, y: 2 + n, style: palette[line.1], maxX: available - 1)
        }
    }

    private static func footer(_ browser: CatalogBrowser, into frame: inout Frame, palette: Palette) {
        var text: String
        switch browser.phase {
        case .choosing: text = "Enter opens the catalogue · Esc back to your books"
        case .waiting(let what): text = what + "… · Esc stops"
        case .typing(let query): text = "search the catalogue: " + LibraryRenderer.printable(query) + "▏"
        case .details(let entry):
            text = entry.preferredAcquisition == nil ? "no format termreader reads · ← back" : "Enter downloads and opens it · ← back"
        case .browsing:
            let feed = browser.pages.last?.feed
            text =
                "Enter opens · ← back" + (feed?.search == nil ? "" : " · s search") + (feed?.next == nil ? "" : " · n next page")
                + " · Esc your books"
        }
        if let message = browser.message { text = message }
        LibraryRenderer.bar(" " + text, y: frame.height - 1, into: &frame, palette: palette)
    }
}
