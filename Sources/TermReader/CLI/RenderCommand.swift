import ArgumentParser
import ReaderCore
import ReaderUI

/// `termreader render FILE`: prints pages exactly as the reader shows them to this user (config
/// file and remembered settings; `--no-config` for the defaults), as plain text.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Print pages exactly as the reader lays them out, one line per screen row.",
        discussion: "A page turn's frame (--progress) is drawn in --mode; auto themes render as light.\n\n" + SettingArguments.help)

    @OptionGroup var book: BookOptions
    @OptionGroup var settings: SettingsOptions
    @OptionGroup var chosen: SettingArguments

    @Option(help: "Screen size, as COLSxROWS (at most 1000x500).")
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

    @Option(help: "How far the turn has gone, 0…1 (0 is the page, 1 the page it turns to).")
    var progress: Double?

    @Option(help: "Turn direction: next or prev.")
    var direction: Direction = .next

    @Option(help: "Colour output: always (24-bit SGR sequences, and the kitty graphics commands of --images kitty) or never.")
    var color: ColorOutput = .never

    @Option(help: "Output: text (one line per screen row) or svg (a picture of the screen in the theme's colours).")
    var format: Format = .text

    enum Direction: String, ExpressibleByArgument {
        case next, prev
    }

    enum ColorOutput: String, ExpressibleByArgument {
        case always, never
    }

    enum Format: String, ExpressibleByArgument {
        case text, svg
    }

    func validate() throws {
        let chosen = [page != nil, pages != nil, chapter != nil, percent != nil].filter { $0 }.count
        if chosen > 1 { throw ValidationError("choose one of --page, --pages, --chapter, --percent") }
        if let pages, parseRange(pages) == nil { throw ValidationError("--pages takes A-B, e.g. 3-5") }
        if let progress, !(0...1).contains(progress) { throw ValidationError("--progress takes a number from 0 to 1") }
        if progress != nil, pages != nil { throw ValidationError("--progress shows one page turn; use --page") }
        if format == .svg, pages != nil { throw ValidationError("--format svg draws one screen; use --page") }
    }

    func run() throws {
        try reportingErrors {
            let (config, remembered, bookWriting) = settings.load(book: book.file)
            let loaded = try book.load(configRules: config.chapterRules)
            let options = try chosen.choices()
            var start = ReaderStart(config: config, remembered: remembered, options: options, bookWriting: bookWriting)
            if options.chose(Settings.chinese), let problem = ScriptConverter.problem(start.config.layout.chinese) {
                throw CLIError(message: problem, code: 69)
            }
            // Pictures in 24-bit colour where colours are written, else as shapes in two colours (plain text).
            start.config.layout.pictureColors = color == .always || format == .svg ? .direct : .monochrome
            // An SVG holds the pictures' own files.
            start.config.layout.embedsPictures = format == .svg
            // The reader's own model, set up and driven as the reader's is, draws the screens.
            let reader = ModelDriver(
                start: start, book: loaded, columns: size.columns, rows: size.rows, notes: settings.notes(book: book.file))
            let model = reader.model
            if let warning = start.config.layout.pictureWarning(hasPictures: loaded.pictures != nil) { printError("warning: " + warning) }
            if let pages, let range = parseRange(pages) {
                reader.send(.go(to: .globalPage(range.lowerBound)))
                // Each page of the range once: a spread shows two of them.
                while true {
                    printScreen(model)
                    print("\u{0C}")
                    let shown = model.shownGlobalPage
                    reader.send(.holdTurn(.next, progress: 1))
                    guard let n = model.shownGlobalPage, n != shown, n <= range.upperBound else { break }
                }
                return
            }
            if let page {
                let total = model.totalPages ?? 1
                guard (1...total).contains(page) else {
                    throw CLIError(message: "--page \(page): the book has \(total) pages at \(size) (1-\(total))", code: 64)
                }
                reader.send(.go(to: .globalPage(page)))
            }
            if let chapter {
                let count = loaded.chapters.count
                guard (1...count).contains(chapter) else {
                    throw CLIError(message: "--chapter \(chapter): the book has \(count) chapters (1-\(count))", code: 64)
                }
                reader.send(.go(to: .chapter(chapter - 1)))
            }
            if let percent {
                guard (0...100).contains(percent) else { throw CLIError(message: "--percent takes 0 to 100, not \(percent)", code: 64) }
                reader.send(.go(to: .fraction(percent / 100)))
            }
            if let progress { reader.send(.holdTurn(direction == .next ? .next : .previous, progress: progress)) }
            printScreen(model)
        }
    }

    /// Prints the screen `model` shows — its `view`, or only its text rows with `--body` — as text, SVG or SGR lines.
    private func printScreen(_ model: ReaderModel) {
        var frame = model.view()
        let layout = model.layout
        if body, !layout.isTooSmall {
            var rows = Frame(width: layout.columns, height: layout.textRows, style: model.palette[.text])
            rows.draw(frame, x: 0, y: -1 - layout.textY)
            frame = rows
        }
        if format == .svg {
            let pictures = model.terminalPictures.embedded(in: frame)
            print(SVGWriter.svg(of: frame, title: "termreader · \(model.bookTitle)", pictures: pictures), terminator: "")
            return
        }
        // As the reader sends them: kitty images before the placeholder cells that show them,
        // sixels over the blank cells after the screen, each from its top left cell (reached from
        // the line after the screen, wherever the screen was printed).
        var sixels: [UInt8] = []
        switch model.terminalPictures.graphics {
        case .kitty?: print(String(decoding: model.terminalPictures.commands(for: frame), as: UTF8.self), terminator: "")
        case .sixel?:
            let (blank, pictures) = model.terminalPictures.sixels(for: frame)
            frame = blank
            for picture in pictures {
                guard let bytes = model.terminalPictures.bytes(of: picture) else { continue }
                let up = frame.height - picture.y
                sixels += Array("\u{1B}7\u{1B}[\(up)A\u{1B}[\(picture.x + 1)G".utf8) + bytes + Array("\u{1B}8".utf8)
            }
        case .embedded?, nil: break
        }
        let lines = color == .always ? ANSIWriter.lines(of: frame) : frame.lines.map(trimmed)
        for line in lines { print(line) }
        if !sixels.isEmpty { print(String(decoding: sixels, as: UTF8.self), terminator: "") }
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
