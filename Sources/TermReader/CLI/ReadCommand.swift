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

    @Option(help: "Colour theme: light, dark, sepia or auto (follows the terminal).")
    var theme: ThemeChoice = .auto

    @Option(help: "Page-turn animation: none, push, slide, curl or scroll.")
    var mode: TransitionMode = .none

    @Flag(help: "Start at the beginning, ignoring the saved position.")
    var fromStart = false

    func run() throws {
        try reportingErrors {
            guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
                throw CLIError(message: "not a terminal; to print pages use `termreader render \(book.file)`", code: 1)
            }
            let session = try ReadingSession(options: book, fromStart: fromStart)
            try session.run(theme: theme, mode: mode)
        }
    }
}

extension ThemeChoice: ExpressibleByArgument {}
extension TransitionMode: ExpressibleByArgument {}
