import ArgumentParser
import ReaderCore

/// `termreader render FILE`: prints pages exactly as the reader shows them, as plain text.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Print pages exactly as the reader lays them out, one line per screen row.")

    @OptionGroup var book: BookOptions

    @Option(help: "Screen size, as COLSxROWS.")
    var size = TerminalSize(columns: 80, rows: 24)

    @Option(help: "Global page number (1-based).")
    var page: Int?

    @Option(help: "A range of global pages, A-B; each page is followed by a form-feed line.")
    var pages: String?

    @Option(help: "First page of chapter K (1-based).")
    var chapter: Int?

    @Option(help: "The page holding the place P percent through the file.")
    var percent: Double?

    @Flag(help: "Print only the page's text rows, without the status bars.")
    var body = false

    func validate() throws {
        let chosen = [page != nil, pages != nil, chapter != nil, percent != nil].filter { $0 }.count
        if chosen > 1 { throw ValidationError("choose one of --page, --pages, --chapter, --percent") }
        if let pages, parseRange(pages) == nil { throw ValidationError("--pages takes A-B, e.g. 3-5") }
    }

    func run() throws {
        try reportingErrors {
            let loaded = try book.load()
            let layout = ScreenLayout(columns: size.columns, rows: size.rows)
            let navigator = Navigator(book: loaded, geometry: layout.geometry())
            if let pages, let range = parseRange(pages) {
                navigator.goTo(globalPage: range.lowerBound)
                for n in range {
                    if n > range.lowerBound, case .atEnd = navigator.next() { break }
                    printScreen(navigator, layout: layout)
                    print("\u{0C}")
                }
                return
            }
            if let page { navigator.goTo(globalPage: page) }
            if let chapter { navigator.goTo(chapter: chapter - 1) }
            if let percent { navigator.goTo(fraction: percent / 100) }
            printScreen(navigator, layout: layout)
        }
    }

    private func printScreen(_ navigator: Navigator, layout: ScreenLayout) {
        let palette = Palette.light
        let pageFrame = PageRenderer(layout: layout, palette: palette).render(navigator.page, of: navigator.book)
        if body {
            let rows = pageFrame.lines[layout.textY..<min(pageFrame.height, layout.textY + layout.textRows)]
            for row in rows { print(trimmed(row)) }
            return
        }
        navigator.index.completeAll()
        let status = StatusInfo(navigator: navigator, mode: "none", theme: "light")
        let screen = ScreenComposer.compose(page: pageFrame, status: status, layout: layout, palette: palette)
        for row in screen.lines { print(trimmed(row)) }
    }

    private func trimmed(_ row: String) -> String {
        var s = Substring(row)
        while s.last == " " { s.removeLast() }
        return String(s)
    }

    private func parseRange(_ text: String) -> ClosedRange<Int>? {
        let parts = text.split(separator: "-")
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 1, b >= a else { return nil }
        return a...b
    }
}
