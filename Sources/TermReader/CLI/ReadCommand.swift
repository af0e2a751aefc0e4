import ArgumentParser
import ReaderCore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// `termreader [read] FILE`: the full-screen reader.
struct ReadCommand: ParsableCommand {
    /// The keys are listed from the help panel's own list (`?` in the reader), so the manual
    /// page made from this help says what the reader does.
    static let configuration = CommandConfiguration(
        commandName: "read", abstract: "Read a book full-screen (the default command).",
        discussion: "Keys in the reader (the config file's [keys] table can change them; ? lists them in the reader):\n"
            + HelpPanel.lines(help: Settings.keyHelp(.standard), width: 72).map { "  " + $0 }.joined(separator: "\n") + "\n\n"
            + SettingArguments.help)

    @OptionGroup var book: BookOptions

    @OptionGroup var settings: SettingArguments

    @Flag(help: "Start at the beginning; the saved place is kept until you move, and ` goes back to it.")
    var fromStart = false

    @Option(
        help: ArgumentHelp(
            "Start at this place, as `termreader search --json` gives it: the offset of a block in the file, then optionally its character; the saved place is kept until you move, and ` goes back to it.",
            valueName: "offset[:character]"))
    var at: Location?

    func run() throws {
        try reportingErrors {
            try Self.read(
                file: book.file, encoding: book.forcedEncoding(), rules: book.headingRules(), options: settings.choices(),
                start: at ?? (fromStart ? .start : nil))
        }
    }

    /// Opens `file` full-screen with the settings `options` choose for this run over the remembered
    /// ones and the config file's; nil `rules` are the config file's.
    static func read(
        file: String, encoding: TextEncoding?, rules: HeadingRules? = nil, options: SettingChoices = .none, start: Location? = nil
    ) throws {
        // `termreader DIR`: the books of that folder, in the library's list.
        if BookFolder.isFolder(file) { return try LibraryLauncher.showFolder(file, options: options) }
        // A missing file is the first thing to hear about, terminal or not.
        try checkReadable(file)
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw CLIError(message: "not a terminal; to print pages use `termreader render \(file)`", code: 1)
        }
        let (config, settings) = StartupSettings.load()
        let sync = config.syncFolder.map { folder in
            BookSync.standard(
                folder: Config.expanded(folder, environment: Environment.current), device: config.syncDevice,
                environment: Environment.current)
        }
        let book = try OpenedBook(file: file, encoding: encoding, rules: rules ?? config.chapterRules, start: start, sync: sync)
        // An option counts for this run only: it is remembered only if changed in the reader.
        let start = ReaderStart(config: config, remembered: settings.initial, options: options, bookWriting: book.startWriting)
        if options.chose(Settings.chinese), let problem = ScriptConverter.problem(start.config.layout.chinese) {
            throw CLIError(message: problem, code: 69)
        }
        try ReadingSession(book: book).run(start: start, settings: settings)
    }

    /// Throws the one-line error for a `file` that is missing, a directory, unreadable or not a
    /// regular file, by opening it as the book will be opened (names that are not UTF-8 included).
    static func checkReadable(_ file: String) throws {
        switch RegularFile.open(file) {
        case .success(let opened): close(opened.fd)
        case .failure(let failure): throw CLIError(failure.error(file))
        }
    }

    /// `termreader FILE` alone, the command typed most, skips the argument parser: its
    /// reflection costs about 3 ms of start-up. Returns false for any other command line.
    static func runPlain(_ arguments: [String]) -> Bool {
        // A name with a dot or a slash is no command's: the commands' configurations (the key
        // list among them) are then not even built.
        guard arguments.count == 1, let file = arguments.first, !file.hasPrefix("-"), file != "help",
            file.contains(".") || file.contains("/")
                || !TermReaderCommand.configuration.subcommands.contains(where: { $0._commandName == file })
        else { return false }
        do {
            try read(file: file, encoding: nil)
        } catch {
            CLIError.exit(reporting: error)
        }
        return true
    }
}

extension Location: ExpressibleByArgument {
    /// `OFFSET` or `OFFSET:CHARACTER`, both whole numbers from 0.
    public init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let offset = Int(parts[0]), offset >= 0 else { return nil }
        let grapheme = parts.count == 2 ? Int(parts[1]) : 0
        guard let grapheme, grapheme >= 0 else { return nil }
        self.init(offset: offset, grapheme: grapheme)
    }
}
