import ArgumentParser
import ReaderCore
import ReaderUI

/// `termreader config`: where the config file is, what it may hold, and what is wrong in it.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config", abstract: "Show the config file's path, print a commented default one or every setting, or check it.",
        discussion: "Start one with: termreader config --print-default > \"$(termreader config --path)\"")

    @Flag(help: "Print a fully commented config file holding the defaults.")
    var printDefault = false

    @Flag(help: "Print the path the config file is read from ($XDG_CONFIG_HOME/termreader/config.toml).")
    var path = false

    @Flag(help: "Print every setting as a Markdown table: its key, command-line option, values, default and key in the reader.")
    var list = false

    @Flag(help: "Read the config file and print its warnings, one per line; exit 1 if there are any.")
    var check = false

    func validate() throws {
        let chosen = [printDefault, path, list, check].filter { $0 }.count
        if chosen != 1 { throw ValidationError("choose one of --print-default, --path, --list, --check") }
    }

    func run() throws {
        let file = ConfigLocation.path(environment: Environment.current)
        if printDefault {
            print(DefaultConfig.text, terminator: "")
        } else if list {
            print(SettingsTable.markdown, terminator: "")
        } else if path {
            print(Sanitizer.printable(file))
        } else {
            let warnings = ConfigLoader.load(path: file).warnings
            for warning in warnings { print(Sanitizer.printable(warning.description)) }
            if !warnings.isEmpty { throw ExitCode(1) }
        }
    }
}
