import ArgumentParser

/// The shell completion scripts, as swift-argument-parser writes them, with what it cannot
/// say for bash: `read` is the default command, so the first word (`termreader <TAB>`) may be
/// a book as well as a command, and gets file names too.
enum CompletionScript {
    /// Whether the command line is `--generate-completion-script bash` (or `=bash`): only
    /// bash's script is amended here; the others are the parser's own.
    static func asksForBash(_ arguments: [String]) -> Bool {
        arguments == ["--generate-completion-script", "bash"] || arguments == ["--generate-completion-script=bash"]
    }

    /// The bash script: the parser's, then a completion function registered in its place that
    /// adds file names for the first word.
    static func bash() -> String {
        TermReaderCommand.completionScript(for: .bash) + """

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
    }
}
