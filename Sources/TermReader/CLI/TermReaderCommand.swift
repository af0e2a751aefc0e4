import ArgumentParser
import ReaderCore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// `termreader`: the root command; `read` is the default subcommand.
@main
struct TermReaderCommand: ParsableCommand {
    static func main() {
        // No file (the recent books) or `--last`: the library, without the parser either.
        if LibraryLauncher.runPlain(Array(CommandLine.arguments.dropFirst())) { return }
        if ReadCommand.runPlain(Array(CommandLine.arguments.dropFirst())) { return }
        if let shell = CompletionScript.shell(askedBy: Array(CommandLine.arguments.dropFirst())) {
            print(CompletionScript.script(for: shell), terminator: "")
            return StandardOutput.flush()
        }
        do {
            var command = try parseAsRoot(SettingArguments.rewritten(Array(CommandLine.arguments.dropFirst())))
            try command.run()
        } catch {
            exitOnOneLine(error)
        }
        StandardOutput.flush()
    }

    /// A usage error (exit 64) is one line naming the help to read, as every other error is; help
    /// and `--version` are printed as the parser prints them and flushed as every command's output
    /// is (`StandardOutput`); the other exits go through the parser's own printing.
    static func exitOnOneLine(_ error: any Error) -> Never {
        if !(error is ExitCode), exitCode(for: error) == .success {
            let message = fullMessage(for: error)
            if !message.isEmpty { print(message) }
            StandardOutput.flush()
            Glibc.exit(0)
        }
        // An ExitCode was thrown after its own line was printed (`reportingErrors`).
        guard !(error is ExitCode), exitCode(for: error) == .validationFailure else { exit(withError: error) }
        let lines = fullMessage(for: error).split(separator: "\n")
        let problem = lines.first.map { $0.hasPrefix("Error: ") ? $0.dropFirst(7) : $0 } ?? "bad usage"
        // The parser's last line names the subcommand's help: "  See 'termreader read --help' for …".
        let help =
            lines.last.flatMap { line in
                line.split(separator: "'", omittingEmptySubsequences: false).dropFirst().first
            } ?? "termreader --help"
        printError("\(problem) (see '\(help)')")
        Glibc.exit(64)
    }

    static let configuration = CommandConfiguration(
        commandName: "termreader",
        abstract: "A terminal e-book reader: termreader FILE opens a book full-screen.",
        usage: """
            termreader FILE [--theme <theme>] [--mode <mode>] [--encoding <encoding>] [--from-start] [settings]
            termreader                (the recent books)
            termreader DIR            (the books in a folder)
            termreader --last         (reopen the last book read)
            termreader <subcommand>
            """,
        discussion: """
            With no file, termreader lists the books read before, newest first, with their progress, \
            when each was last read and the time left at your pace: Enter opens one, d forgets it, \
            / filters, q quits. With a folder, it lists the books in it (\(BookFormats.extensionList)). --last reopens \
            the book read last (exit 66 when there is none). Places and settings are kept in \
            $XDG_STATE_HOME/termreader, the index cache and the books kept converted in $XDG_CACHE_HOME/termreader, the config in \
            $XDG_CONFIG_HOME/termreader/config.toml, highlights and notes (termreader notes) in \
            $XDG_DATA_HOME/termreader/notes.
            """,
        version: "0.1.0",
        subcommands: [
            ReadCommand.self, InfoCommand.self, RenderCommand.self, NotesCommand.self, DefineCommand.self, StatsCommand.self,
            BenchCommand.self,
            CheckCommand.self, SearchCommand.self, CatalogCommand.self,
            ConfigCommand.self,
        ],
        defaultSubcommand: ReadCommand.self
    )
}
