import ArgumentParser
import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// `termreader [read] FILE`: the full-screen reader.
struct ReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read", abstract: "Read a book full-screen (the default command).")

    @OptionGroup var book: BookOptions

    @Option(help: "Colour theme: light, dark, sepia or auto (follows the terminal). Default: the config file's, else auto.")
    var theme: ThemeChoice?

    @Option(help: "Page-turn animation: none, push, slide, curl or scroll. Default: the config file's, else none.")
    var mode: TransitionMode?

    @Flag(help: "Start at the beginning, ignoring the saved position.")
    var fromStart = false

    func run() throws {
        try reportingErrors {
            guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
                throw CLIError(message: "not a terminal; to print pages use `termreader render \(book.file)`", code: 1)
            }
            let (config, warnings) = ConfigLoader.load(path: ConfigLocation.path(environment: Environment.current))
            // Printed before the screen opens, so they are still there after quitting.
            for warning in warnings { printError("warning: \(warning)") }
            let session = try ReadingSession(options: book, fromStart: fromStart)
            try session.run(theme: theme ?? config.theme, mode: mode ?? config.mode, config: config)
        }
    }
}

extension ThemeChoice: ExpressibleByArgument {}
extension TransitionMode: ExpressibleByArgument {}
