import ArgumentParser
import ReaderCore
import ReaderUI

/// `termreader`: the root command; `read` is the default subcommand.
@main
struct TermReaderCommand: ParsableCommand {
    static func main() {
        // No file (the recent books) or `--last`: the library, without the parser either.
        if LibraryLauncher.runPlain(Array(CommandLine.arguments.dropFirst())) { return }
        if ReadCommand.runPlain(Array(CommandLine.arguments.dropFirst())) { return }
        main(nil)
    }

    static let configuration = CommandConfiguration(
        commandName: "termreader",
        abstract: "A terminal e-book reader: termreader FILE opens a book full-screen.",
        usage: """
            termreader FILE [--theme <theme>] [--mode <mode>] [--encoding <encoding>] [--from-start]
            termreader                (the recent books)
            termreader DIR            (the books in a folder)
            termreader --last         (reopen the last book read)
            termreader <subcommand>
            """,
        discussion: """
            With no file, termreader lists the books read before, newest first, with their progress, \
            when each was last read and the time left at your pace: Enter opens one, d forgets it, \
            / filters, q quits. With a folder, it lists the .txt and .epub files in it. --last reopens \
            the book read last (exit 66 when there is none). Places and settings are kept in \
            $XDG_STATE_HOME/termreader, the index cache in $XDG_CACHE_HOME/termreader, the config in \
            $XDG_CONFIG_HOME/termreader/config.toml.
            """,
        version: "0.1.0",
        subcommands: [ReadCommand.self, InfoCommand.self, RenderCommand.self, BenchCommand.self, CheckCommand.self, ConfigCommand.self],
        defaultSubcommand: ReadCommand.self
    )
}
