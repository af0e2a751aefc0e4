import ArgumentParser
import ReaderUI

/// The shell completion scripts, as swift-argument-parser writes them, with what it cannot
/// say: `read` is the default command, so the first word (`termreader <TAB>`) may be a book as
/// well as a command, and gets file names too — in bash, zsh and fish alike; and `read` and
/// `render` take every setting's option (`SettingArguments`), which the parser does not know of.
enum CompletionScript {
    /// The shell named by `--generate-completion-script SHELL` (or `=SHELL`) when it is the
    /// whole command line, nil for any other command line (or a shell the parser does not know).
    static func shell(askedBy arguments: [String]) -> CompletionShell? {
        let option = "--generate-completion-script"
        if arguments.count == 2, arguments[0] == option { return CompletionShell(rawValue: arguments[1]) }
        if arguments.count == 1, arguments[0].hasPrefix(option + "=") {
            return CompletionShell(rawValue: String(arguments[0].dropFirst(option.count + 1)))
        }
        return nil
    }

    /// The script for `shell`: the parser's, amended so the first word completes file names.
    static func script(for shell: CompletionShell) -> String {
        let parsers = TermReaderCommand.completionScript(for: shell)
        switch shell {
        case .bash: return bashWithSettings(parsers) + bashFirstWord
        case .zsh: return zshWithFirstWord(zshWithSettings(parsers))
        case .fish: return fishWithSettings(parsers) + fishFirstWord
        default: return parsers
        }
    }

    /// The commands whose options the settings' are.
    private static let settingCommands = [ReadCommand._commandName, RenderCommand._commandName]

    /// `script` with `insert` put after the first `marker` that follows `start`; unchanged when either is missing.
    private static func inserting(_ insert: String, after marker: String, following start: String, in script: String) -> String {
        guard let function = script.firstRange(of: start), let range = script[function.upperBound...].firstRange(of: marker) else {
            return script
        }
        var amended = script
        amended.insert(contentsOf: insert, at: range.upperBound)
        return amended
    }

    /// bash: the settings' options among the options of `read` and `render`.
    private static func bashWithSettings(_ script: String) -> String {
        let options = Settings.all.map { "--" + $0.option + " " }.joined()
        return settingCommands.reduce(script) { script, command in
            inserting(options, after: "non_repeating_options=(", following: "_termreader_\(command)() {", in: script)
        }
    }

    /// zsh: each setting's option, with its summary, in the argument specs of `read` and `render`.
    private static func zshWithSettings(_ script: String) -> String {
        let specs = Settings.all.map { setting in
            let summary = setting.summary.replacing("'", with: "'\\''").replacing(":", with: "\\:")
            return "        '--\(setting.option)[\(summary)]:\(setting.key):'\n"
        }.joined()
        return settingCommands.reduce(script) { script, command in
            inserting(specs, after: "':file:_files'\n", following: "_termreader_\(command)() {", in: script)
        }
    }

    /// fish: the settings' options taken by `read` and `render`, each with its summary.
    private static func fishWithSettings(_ script: String) -> String {
        let names = Settings.all.map { " '\($0.option)='" }.joined()
        var amended = settingCommands.reduce(script) { script, command in
            inserting(names, after: "__termreader_parse_subcommand 1", following: "case '\(command)'", in: script)
        }
        if !amended.hasSuffix("\n") { amended += "\n" }
        for command in settingCommands {
            for setting in Settings.all {
                let summary = setting.summary.replacing("'", with: "\\'")
                amended +=
                    "complete -c 'termreader' -n '__termreader_should_offer_completions_for_flags_or_options \"termreader \(command)\" \(setting.option)' -l '\(setting.option)' -d '\(summary)' -rfka ''\n"
            }
        }
        return amended
    }

    /// bash: a completion function registered in place of the parser's, adding file names for the first word.
    private static let bashFirstWord = """

        # termreader FILE: read is the default command, so the first word may be a book too.
        _termreader_or_book() {
            _termreader "$@"
            if [[ "${COMP_CWORD}" -eq 1 && "${2}" != -* ]]; then
                local file
                while IFS='' read -r file; do COMPREPLY+=("${file}"); done < <(compgen -f -- "${2}")
            fi
        }
        complete -o filenames -F _termreader_or_book termreader

        """

    /// zsh: where the parser's `_termreader` offers the commands for the first word, files as well.
    /// (The script is also an autoloaded `#compdef` file, so its function is amended, not wrapped.)
    private static func zshWithFirstWord(_ script: String) -> String {
        let commands = "        _describe -V subcommand subcommands && ret=0\n"
        let files =
            "        # termreader FILE: read is the default command, so the first word may be a book too.\n"
            + "        _files && ret=0\n"
        guard let range = script.firstRange(of: commands) else { return script }
        var amended = script
        amended.insert(contentsOf: files, at: range.upperBound)
        return amended
    }

    /// fish: file names whenever the command name is the only word before the cursor.
    private static let fishFirstWord = """

        # termreader FILE: read is the default command, so the first word may be a book too.
        complete -c termreader -n 'test (count (commandline -opc)) -eq 1' -F

        """
}
