import ArgumentParser

/// The shell completion scripts, as swift-argument-parser writes them, with what it cannot
/// say: `read` is the default command, so the first word (`termreader <TAB>`) may be a book as
/// well as a command, and gets file names too — in bash, zsh and fish alike.
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
        case .bash: return parsers + bashFirstWord
        case .zsh: return zshWithFirstWord(parsers)
        case .fish: return parsers + fishFirstWord
        default: return parsers
        }
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
