import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI
@testable import TermReader

/// The built `termreader` run as a command: its help, its one-line errors and `render`.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Package.binary), "needs the built termreader"))
struct CommandLineTests {
    /// Exit status, stdout and stderr of `termreader arguments`, with stdin from /dev/null.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        try Package.run(arguments)
    }

    let book = Package.book("the-lighthouse-keeper.txt")

    /// `blocks` counts headings for every format: a TXT book's chapter headings, an EPUB's `h1`–`h6`.
    @Test func infoJSONCountsHeadings() throws {
        let txt = try run(["info", book, "--json"])
        let txtReport = try #require(try JSONSerialization.jsonObject(with: Data(txt.output.utf8)) as? [String: Any])
        let chapters = try #require(txtReport["chapters"] as? [[String: Any]])
        #expect((txtReport["blocks"] as? [String: Int])?["heading"] == chapters.count - 1, "every chapter but the front matter")
        #expect(BlockCounts.byName([.heading1, .paragraph, .heading4, .heading2]) == ["heading": 3, "paragraph": 1])
    }

    @Test func infoJSONGivesEachChapterItsLevelAndContainers() throws {
        let prose = String(repeating: "The wind rose over the moor and the lamps were lit early. ", count: 8)
        var text = ""
        for volume in ["VOLUME I", "VOLUME II"] {
            text += volume + "\n\n"
            for chapter in ["CHAPTER I", "CHAPTER II"] { text += chapter + "\n\n" + prose + "\n\n" + prose + "\n\n" }
        }
        let path = NSTemporaryDirectory() + "termreader-volumes-\(UUID().uuidString.prefix(8)).txt"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        defer { unlink(path) }
        let result = try run(["info", path, "--json"])
        #expect(result.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let chapters = try #require(report["chapters"] as? [[String: Any]])
        #expect(chapters.map { $0["title"] as? String } == ["Chapter I", "Chapter II", "Chapter I", "Chapter II"])
        #expect(chapters.map { $0["level"] as? Int } == [2, 2, 2, 2])
        #expect(chapters.map { $0["containers"] as? [String] } == [["Volume I"], [], ["Volume II"], []])
    }

    @Test func chaptersOptionChoosesTheHeadingRules() throws {
        let prose = String(repeating: "The wind rose over the moor and the lamps were lit early. ", count: 8)
        let text = ["CHAPTER I", prose, "Episode 1", prose, "Episode 2", prose].joined(separator: "\n\n") + "\n"
        let path = NSTemporaryDirectory() + "termreader-rules-\(UUID().uuidString.prefix(8)).txt"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        defer { unlink(path) }
        func titles(_ option: [String]) throws -> [String?] {
            let result = try run(["info", path, "--json"] + option)
            #expect(result.status == 0, "\(option)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            return try #require(report["chapters"] as? [[String: Any]]).map { $0["title"] as? String }
        }
        #expect(try titles([]) == ["Chapter I"])
        #expect(try titles(["--chapters", "auto"]) == ["Chapter I"])
        #expect(try titles(["--chapters", #"^Episode \d+$"#]) == ["Front matter", "Episode 1", "Episode 2"])
        #expect(try titles(["--chapters", "none"]).count == 1)
        let bad = try run(["info", path, "--chapters", "^Episode ("])
        #expect(bad.status == 64)
        #expect(bad.errors.hasPrefix("termreader: --chapters: bad chapter rule /^Episode (/: "))
        #expect(bad.errors.split(separator: "\n").count == 1)
    }

    /// A rule that backtracks without end stops at its step budget: `info`, `render` and `bench`
    /// fail in one line (65) at once instead of running for ever.
    @Test(.timeLimit(.minutes(1))) func aCatastrophicChapterRuleFailsInOneLine() throws {
        let line = "a banana and a panama hat, a cabana, a bandana, a long road home\n"
        let path = NSTemporaryDirectory() + "termreader-bananas-\(UUID().uuidString.prefix(8)).txt"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(String(repeating: line, count: 500).utf8)))
        defer { unlink(path) }
        for command in [["info"], ["render", "--size", "60x20"], ["bench", "--size", "60x20"]] {
            let result = try run(command + [path, "--chapters", "(.*a){20}"])
            #expect(result.status == 65, "\(command)")
            #expect(result.errors == "termreader: \(path): bad chapter rule /(.*a){20}/: too costly: more than 1000000 steps on one line\n")
            #expect(result.output.isEmpty, "\(command)")
        }
    }

    /// The config file's `[chapters]` rules are the default of every command that lays a book
    /// out, `bench` as `info` and `render`; `--no-config` leaves them out.
    @Test(.timeLimit(.minutes(1))) func theConfigFilesChapterRulesCountForEveryCommand() throws {
        let line = "a banana and a panama hat, a cabana, a bandana, a long road home\n"
        let folder = NSTemporaryDirectory() + "termreader-config-rules-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/termreader", withIntermediateDirectories: true)
        try "[chapters]\nadd = ['(.*a){20}']\n".write(toFile: folder + "/termreader/config.toml", atomically: true, encoding: .utf8)
        let path = folder + "/bananas.txt"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(String(repeating: line, count: 500).utf8)))
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = folder
        environment["XDG_STATE_HOME"] = folder + "/state"
        for command in [["info"], ["render", "--size", "60x20"], ["bench", "--size", "60x20"]] {
            let result = try Package.run(command + [path], environment: environment)
            #expect(result.status == 65, "\(command)")
            #expect(result.errors == "termreader: \(path): bad chapter rule /(.*a){20}/: too costly: more than 1000000 steps on one line\n")
        }
        let ignored = try Package.run(["info", path, "--no-config"], environment: environment)
        #expect(ignored.status == 0, "\(ignored.errors)")
    }

    @Test func theRootHelpShowsTheCommonForm() throws {
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: termreader FILE [--theme <theme>]"))
        #expect(help.output.contains("termreader FILE opens a book"))
    }

    @Test(arguments: [["read", "--help"], ["render", "--help"]])
    func optionHelpListsEachValueOnce(arguments: [String]) throws {
        // The options' part: read's help also lists the keys, which name themes and modes.
        let help = try #require(try run(arguments).output.components(separatedBy: "OPTIONS:").last).replacingOccurrences(
            of: "\n", with: " ")
        for value in ["sepia", "curl"] where help.contains(value) {
            #expect(help.components(separatedBy: value).count == 2, "\(value) appears once in \(arguments)")
        }
    }

    @Test(arguments: ["0", "99999", "-3"])
    func aChapterOutsideTheBookIsRefused(chapter: String) throws {
        let result = try run(["render", book, "--chapter=\(chapter)"])
        #expect(result.status == 64)
        #expect(result.errors == "termreader: --chapter \(chapter): the book has 5 chapters (1-5)\n")
        #expect(result.output.isEmpty)
    }

    @Test func aPageOutsideTheBookIsRefused() throws {
        let result = try run(["render", book, "--page", "9999"])
        #expect(result.status == 64)
        #expect(result.errors == "termreader: --page 9999: the book has 8 pages at 80x24 (1-8)\n")
        #expect(try run(["render", book, "--chapter", "5"]).status == 0)
    }

    @Test(arguments: ["1001x24", "80x501", "10000x10000", "80x", "x24"])
    func anOversizedScreenIsRefused(size: String) throws {
        let result = try run(["render", book, "--size", size])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
    }

    /// Usage errors are one line, as every other error is, and name the help to read.
    @Test(arguments: [
        (
            ["render", "--size", "1001x24"],
            "termreader: The value '1001x24' is invalid for '--size <size>' (see 'termreader render --help')"
        ),
        (["render", "--pages", "x"], "termreader: --pages takes A-B, e.g. 3-5 (see 'termreader render --help')"),
        (["config"], "termreader: choose one of --print-default, --path, --list, --check (see 'termreader config --help')"),
        (["info"], "termreader: Missing expected argument '<file>' (see 'termreader info --help')"),
        (
            ["render", "--max-width", "5"],
            "termreader: bad value for --max-width: expected 0 (no limit) or 20 to 1000, got '5' (see 'termreader render --help')"
        ),
        (
            ["render", "--hyphenate=maybe"],
            "termreader: bad value for --hyphenate: expected on or off, got 'maybe' (see 'termreader render --help')"
        ),
        (["info", "--theme", "dark"], "termreader: Unknown option '--theme' (see 'termreader info --help')"),
    ])
    func aUsageErrorIsOneLine(arguments: [String], line: String) throws {
        let result = try run(arguments.count > 1 ? arguments + [book] : arguments)
        #expect(result.status == 64)
        #expect(result.errors == line + "\n")
        #expect(result.output.isEmpty)
    }

    @Test func theLargestScreenRenders() throws {
        let result = try run(["render", book, "--size", "1000x500"])
        #expect(result.status == 0)
        #expect(result.output.split(separator: "\n", omittingEmptySubsequences: false).count == 501)
    }

    @Test func aMissingBookIsReportedBeforeTheMissingTerminal() throws {
        let missing = try run(["/no/such/book.txt"])
        #expect(missing.status == 66)
        #expect(missing.errors == "termreader: /no/such/book.txt: no such file\n")
        let viaRead = try run(["read", "/no/such/book.txt", "--theme", "dark"])
        #expect(viaRead.status == 66)
        // A folder is a list of books (the library), which needs a terminal; `info` needs one book.
        let folder = try run([NSTemporaryDirectory()])
        #expect(folder.status == 1)
        #expect(folder.errors.hasPrefix("termreader: not a terminal"))
        let folderInfo = try run(["info", NSTemporaryDirectory()])
        #expect(folderInfo.status == 66)
        let library = try run([])
        #expect(library.status == 1, "the library outside a terminal")
        #expect(library.errors.hasPrefix("termreader: not a terminal"))
        let present = try run([book])
        #expect(present.status == 1)
        #expect(present.errors.hasPrefix("termreader: not a terminal"))
    }

    @Test func scrollModeRendersTheFrameAtItsProgressAndLandsOnTheNextScreen() throws {
        func render(_ progress: String, direction: String = "next") throws -> [String] {
            try run([
                "render", book, "--size", "60x16", "--page", "3", "--mode", "scroll", "--progress", progress, "--direction", direction,
            ])
            .output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        // What the reader shows in scroll mode from that page, then after Space.
        let loaded = try BookLoader.load(path: book)
        let m = ReaderModel(
            book: loaded, location: .start, columns: 60, rows: 16, theme: .light, mode: .scroll,
            hyphenationFolders: HyphenationPatterns.standardFolders(environment: ProcessInfo.processInfo.environment))
        _ = m.navigator.goTo(globalPage: 3)
        m.enterScrollMode()
        func screen() -> [String] {
            m.view().lines.dropLast().map { line -> String in
                var s = Substring(line)
                while s.last == " " { s.removeLast() }
                return String(s)
            }
        }
        let page = screen()
        #expect(Array(try render("0").prefix(15)) == page)
        _ = m.update(.key("Space"))
        let end = try render("1")
        #expect(Array(end.prefix(15)) == screen(), "progress 1 is the next screen")
        let half = try render("0.5")
        #expect(half != page && half != end)
        #expect(half.contains(page[page.count - 1]) && !half.contains(page[2]), "half a screen on")
        #expect(Array(try render("1", direction: "prev").prefix(15)) != page, "backwards scrolls up")
    }

    /// `render --layout spread` prints the spread holding the page: the left half is that page
    /// drawn alone at the spread's page width, the right half the next; `--mode curl --progress 0.5`
    /// shows the landing page's text on the leaf.
    @Test func renderPrintsASpreadAndItsCurl() throws {
        let text = (1...120).map { "Paragraph \($0) of a book long enough to fill several pages at this size." }.joined(separator: "\n\n")
        let path = NSTemporaryDirectory() + "termreader-spread-\(UUID().uuidString.prefix(8)).txt"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        defer { unlink(path) }
        func lines(_ arguments: [String]) throws -> [String] {
            let result = try run(["render", path, "--size", "180x40"] + arguments)
            #expect(result.status == 0, "\(result.errors)")
            return result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        func columns(_ line: String, _ range: Range<Int>) -> String {
            let chars = Array(line)
            var s = String(chars[min(chars.count, range.lowerBound)..<min(chars.count, range.upperBound)])
            while s.last == " " { s.removeLast() }
            return s
        }
        let spread = try lines(["--layout", "spread", "--page", "3", "--body"])
        let left = try lines(["--layout", "single", "--size", "89x40", "--page", "3", "--body"])
        let right = try lines(["--layout", "single", "--size", "89x40", "--page", "4", "--body"])
        #expect(spread.count == 36 && left.count == 36)
        #expect(spread.map { columns($0, 0..<89) } == left)
        #expect(spread.map { columns($0, 90..<179) } == right)
        #expect(spread.allSatisfy { Array($0)[89] == "│" })
        // Page 4 is shown in the spread that holds it: the same pair.
        #expect(try lines(["--layout", "spread", "--page", "4", "--body"]) == spread)
        let next = try lines(["--layout", "single", "--size", "89x40", "--page", "5", "--body"])
        let half = try lines(["--layout", "spread", "--page", "3", "--body", "--mode", "curl", "--progress", "0.5"])
        // Halfway, the leaf over the inner half of the right page carries page 5's first 44 columns, as printed.
        let leaf = half.map { columns($0, 90..<134) }
        #expect(leaf == next.map { columns($0, 0..<44) })
        #expect(leaf.contains { $0.contains("Paragraph") })
        #expect(half.map { columns($0, 0..<89) } == left, "the left page stays until the leaf covers it")
        #expect(
            try lines(["--layout", "spread", "--page", "3", "--body", "--mode", "curl", "--progress", "1"])
                == lines(["--layout", "spread", "--page", "5", "--body"]))
    }

    /// The reader's model of the book at `path` set vertically, every page counted: what `render
    /// --writing vertical` draws from.
    static func verticalModel(_ path: String, columns: Int, rows: Int, pages: PageLayout) throws -> ReaderModel {
        var settings = LayoutSettings()
        settings.writing = .vertical
        settings.pages = pages
        let model = ReaderModel(
            book: try BookLoader.load(path: path), location: .start, columns: columns, rows: rows, theme: .light, mode: .none,
            layoutSettings: settings)
        model.navigator.index.completeAll()
        return model
    }

    /// A printed row as terminal cells: a wide character, then an empty continuation cell.
    static func cells(_ row: String) -> [String] {
        row.flatMap { ch in CellWidth.width(of: ch) == 2 ? [String(ch), ""] : [String(ch)] }
    }

    /// `render --writing vertical --body`: read column by column from the right, two cells a row,
    /// the page gives back its text (vertical forms mapped back, the rows justification added left
    /// out); a justified column ends on the bottom row; no column starts with a closing mark.
    @Test(.enabled(if: Package.corpus("ja/wagahai-wa-neko-de-aru.utf8-bom.txt") != nil, "needs the corpus"))
    func renderPrintsAVerticalPage() throws {
        let path = try #require(Package.corpus("ja/wagahai-wa-neko-de-aru.utf8-bom.txt"))
        let model = try Self.verticalModel(path, columns: 100, rows: 30, pages: .single)
        let layout = model.layout
        for page in [3, 40, 200] {
            let result = try run(["render", path, "--writing", "vertical", "--size", "100x30", "--page", "\(page)", "--body"])
            #expect(result.status == 0, "\(result.errors)")
            let rows = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { Self.cells(String($0)) }
            #expect(rows.count == layout.textRows)
            model.navigator.goTo(globalPage: page)
            let lines = model.navigator.page.lines
            let expected = lines.map {
                String(VerticalReading.expected($0, in: model.navigator.book, rubyBeside: true).prefix(layout.textRows))
            }
            var read: [String] = []
            for (i, line) in lines.enumerated() {
                let x = layout.column(ofLine: i)
                let cells = rows.map { row -> String in
                    let lead = x < row.count ? row[x] : " ", second = x + 1 < row.count ? row[x + 1] : " "
                    if second == "" {
                        let ch = Character(lead)
                        return String(VerticalForms.horizontal[ch] ?? ch)
                    }
                    return lead + (second == " " ? "" : second)
                }
                // Justified (the default): the rows added where `JustificationGap` allows are not
                // text, and a column that goes on in the next ends on the bottom row if they can take its slack.
                let column = VerticalReading.unjustified(cells, expected: expected[i])
                let room = JustificationGap.widest * column.gaps.count
                #expect(column.added == min(line.slack, room), "page \(page) column \(i)")
                if line.slack > 0, room >= line.slack { #expect(column.last == layout.textRows - 1, "page \(page) column \(i)") }
                read.append(column.text)
            }
            #expect(read == expected, "page \(page)")
            #expect(read.contains { $0.count > 10 })
            for (i, line) in lines.enumerated() where line.kind == .body && line.graphemes.lowerBound > 0 {
                #expect(!"、。，．・：；？！ー）」』】〕〉》ゃゅょっぁぃぅぇぉ".contains(read[i].first ?? "x"), "page \(page) column \(i): \(read[i])")
            }
        }
    }

    /// Vertical text turns to the left: a spread shows its first page on the right, and a curl
    /// lifts the left page at its outer edge, its back carrying the next spread's right page.
    @Test(.enabled(if: Package.corpus("ja/wagahai-wa-neko-de-aru.utf8-bom.txt") != nil, "needs the corpus"))
    func renderPrintsAVerticalSpreadAndItsCurl() throws {
        let path = try #require(Package.corpus("ja/wagahai-wa-neko-de-aru.utf8-bom.txt"))
        func cells(_ arguments: [String]) throws -> [[String]] {
            let result = try run(["render", path, "--writing", "vertical", "--size", "180x40", "--body"] + arguments)
            #expect(result.status == 0, "\(result.errors)")
            return result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { row in
                let cells = Self.cells(String(row))
                return cells + Array(repeating: " ", count: max(0, 180 - cells.count))
            }
        }
        func part(_ rows: [[String]], _ range: Range<Int>) -> [String] { rows.map { $0[range].joined() } }
        // The spread holding global page 5 of a long chapter, and the pages around it.
        let model = try Self.verticalModel(path, columns: 180, rows: 40, pages: .spread)
        model.navigator.goTo(globalPage: 5)
        let n = try #require(model.navigator.index.globalPage(model.shownPosition))
        #expect(model.navigator.index.pageCount(ofChapter: model.shownPosition.chapter) > model.shownPosition.page + 3)
        let spread = try cells(["--layout", "spread", "--page", "\(n)"])
        let first = try cells(["--layout", "single", "--size", "89x40", "--page", "\(n)"])
        let second = try cells(["--layout", "single", "--size", "89x40", "--page", "\(n + 1)"])
        #expect(part(spread, 90..<179) == part(first, 0..<89), "the first page on the right")
        #expect(part(spread, 0..<89) == part(second, 0..<89))
        let half = try cells(["--layout", "spread", "--page", "\(n)", "--mode", "curl", "--progress", "0.5"])
        #expect(part(half, 89..<180) == part(spread, 89..<180), "the right page stays until the leaf covers it")
        let next = try cells(["--layout", "single", "--size", "89x40", "--page", "\(n + 2)"])
        // Halfway, the leaf over the inner half of the left page carries the next right page's columns next to the spine, as printed.
        #expect(part(half, 46..<89) == part(next, 46..<89))
        #expect(part(half, 46..<89).joined().contains { CellWidth.width(of: $0) == 2 })
        #expect(
            try cells(["--layout", "spread", "--page", "\(n)", "--mode", "curl", "--progress", "1"])
                == cells(["--layout", "spread", "--page", "\(n + 2)"]))
    }
}

/// Output that cannot be written (a full disk, here `/dev/full`) is a failure: one line, exit 74.
struct OutputErrorTests {
    @Test(arguments: [
        ["info", Package.book("the-lighthouse-keeper.txt")],
        ["info", "--json", Package.book("the-lighthouse-keeper.txt")],
        ["render", Package.book("the-lighthouse-keeper.txt")],
        ["config", "--print-default"],
        ["check", Package.book("the-lighthouse-keeper.txt")],
        ["check", "--json", Package.book("the-lighthouse-keeper.txt")],
        ["--help"],
        ["--version"],
        ["info", "--help"],
        ["--generate-completion-script", "bash"],
    ])
    func aFullDiskFailsWithOneLine(arguments: [String]) throws {
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        let (status, errors) = try Self.shell("'\(Package.binary)' \(quoted) > /dev/full")
        #expect(status == 74, "\(arguments)")
        #expect(errors == "termreader: cannot write the output (no space left on device)\n")
    }

    /// Runs `script` with `/bin/sh` (stdin from /dev/null): its exit status and standard error.
    static func shell(_ script: String) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        let errors = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, errors)
    }
}

/// Names that speak to the terminal (an OSC 52 clipboard write, a screen clear) are printed
/// without their escape sequences, on one line, by every command that names them.
struct HostileNameTests {
    static let hostile = "\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J\nbook"

    @Test func infoErrorsAndOptionValuesNeverCarryAnEscape() throws {
        let folder = NSTemporaryDirectory() + "termreader-names-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let book = folder + "/" + Self.hostile + ".txt"
        #expect(FileManager.default.createFile(atPath: book, contents: Data("A short book.\n".utf8)))
        let runs = [
            try Package.run(["info", book]),
            try Package.run(["info", folder + "/missing" + Self.hostile]),
            try Package.run(["info", "--encoding", Self.hostile, book]),
        ]
        for run in runs {
            let printed = run.output + run.errors
            #expect(!printed.contains("\u{1B}") && !printed.contains("\u{07}"), "\(printed.debugDescription)")
        }
        #expect(runs[0].output.contains("file:       \(folder)/?book.txt\n"))
        #expect(runs[1].status == 66 && runs[1].errors.split(separator: "\n").count == 1)
        #expect(runs[2].status != 0 && runs[2].errors.split(separator: "\n").count == 1, "\(runs[2].errors.debugDescription)")
    }
}

/// `read` checks its file as the book will be opened, before it looks for a terminal: pseudo-files
/// are refused in one line (66), and names that are not UTF-8 are found.
struct ReadFileCheckTests {
    @Test func aKernelPseudoFileIsRefusedBeforeTheTerminal() throws {
        let result = try Package.run(["/proc/self/status"])
        #expect(result.status == 66)
        #expect(result.errors == "termreader: /proc/self/status: is a kernel pseudo-file, not a regular file\n")
    }

    @Test func aNameThatIsNotUTF8IsFound() throws {
        let folder = NSTemporaryDirectory() + "termreader-raw-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Made by the shell from raw bytes, and handed to the reader the same way.
        let script =
            "mkdir -p '\(folder)' && cd '\(folder)' && printf 'A book.\\n' > \"$(printf 'n\\377me.txt')\" "
            + "&& '\(Package.binary)' \"$(printf 'n\\377me.txt')\""
        let (status, errors) = try OutputErrorTests.shell(script)
        // Found and readable: what stops it is the missing terminal, not a missing file.
        #expect(status == 1, "\(errors)")
        #expect(errors.contains("not a terminal"), "\(errors)")
    }
}
