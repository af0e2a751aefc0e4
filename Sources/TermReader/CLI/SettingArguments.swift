import ArgumentParser
import ReaderUI

/// The settings given on the command line of `read` and `render`, each as its declaration names
/// it (`--max-width 60`, `--hyphenate off`, `--read-aloud-rate 200`: `Setting.option`). The
/// argument parser knows its options when it is compiled, so `TermReaderCommand.main` first
/// rewrites each of these into `--setting NAME=VALUE` (`rewritten`), which this group collects.
struct SettingArguments: ParsableArguments {
    @Option(name: .customLong("setting"), help: .hidden)
    var given: [String] = []

    func validate() throws { _ = try choices() }

    /// The settings given, checked against their declarations.
    func choices() throws -> SettingChoices {
        var choices = SettingChoices()
        for assignment in given {
            let parts = assignment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard let setting = Settings.option(name) else { throw ValidationError("unknown setting --\(name)") }
            guard parts.count == 2 else { throw ValidationError("--\(name) needs a value: \(setting.values)") }
            let value = setting.argument(String(parts[1]))
            guard choices.choose(setting, value) else {
                throw ValidationError("bad value for --\(name): expected \(setting.values), got '\(parts[1])'")
            }
        }
        return choices
    }

    /// `arguments` with each setting's option rewritten as `--setting NAME=VALUE`, when they are
    /// `read`'s or `render`'s (the first argument is one of them, or no command's name: a book);
    /// `--` ends the options, as everywhere.
    static func rewritten(_ arguments: [String]) -> [String] {
        let commands = TermReaderCommand.configuration.subcommands.map { $0._commandName }
        if let first = arguments.first, commands.contains(first), first != ReadCommand._commandName,
            first != RenderCommand._commandName
        {
            return arguments
        }
        var out: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument != "--" else {
                out += [argument] + rest
                break
            }
            let option =
                argument.hasPrefix("--") ? argument.dropFirst(2).split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false) : []
            guard let name = option.first.map(String.init), Settings.option(name) != nil else {
                out.append(argument)
                continue
            }
            if option.count == 2 {
                out += ["--setting", name + "=" + option[1]]
            } else if let value = rest.popFirst() {
                out += ["--setting", name + "=" + value]
            } else {
                out += ["--setting", name]
            }
        }
        return out
    }

    /// The settings' options, for the help of `read` and `render`: each with its values and what it is.
    static var help: String {
        var lines = ["Settings, each for this run over the config file's (its key named the same) and the reader's:"]
        for setting in Settings.all {
            lines.append("  --\(setting.option) <\(setting.values)>")
            let text = setting.summary + " (default \(DefaultConfig.written(setting.defaultValue)))"
            lines += HelpPanel.wrap(text.split(separator: " ").map(String.init), width: 70).map { "      " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
