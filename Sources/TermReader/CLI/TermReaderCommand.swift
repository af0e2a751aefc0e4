import ArgumentParser
import ReaderCore

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
        version: "0.1.0",
        subcommands: [ReadCommand.self, InfoCommand.self, RenderCommand.self, BenchCommand.self, ConfigCommand.self],
        defaultSubcommand: ReadCommand.self
    )
}
