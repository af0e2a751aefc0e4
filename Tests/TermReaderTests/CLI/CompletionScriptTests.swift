import Foundation
import TestSupport
import Testing

/// The bash, zsh and fish completions the binary writes complete book file names: `termreader
/// <TAB>` (read is the default command) and `termreader read <TAB>`, and still the commands and
/// options. Each is loaded in its own shell (zsh and fish when installed).
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: Package.binary) && FileManager.default.isExecutableFile(atPath: "/bin/bash"),
        "needs the built termreader and bash"))
struct CompletionScriptTests {
    /// What bash offers for the command line `words` (the last one being completed), with the
    /// script loaded and `folder` as the working directory.
    func completions(_ words: [String], in folder: String) throws -> [String] {
        let script = try Package.run(["--generate-completion-script", "bash"]).output
        let path = folder + "/termreader.bash"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let line = words.joined(separator: " ")
        let program = """
            source '\(path)'
            cd '\(folder)'
            COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " ")))
            COMP_CWORD=\(words.count - 1)
            COMP_LINE='\(line)'
            COMP_POINT=\(line.utf8.count)
            function=$(complete -p termreader | awk '{ print $(NF - 1) }')
            "$function" termreader '\(words.last!)' '\(words[words.count - 2])'
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        return try lines(of: "/bin/bash", ["--norc", "--noprofile", "-c", program], home: folder)
    }

    /// The distinct lines `program` prints with `arguments` (sorted), run with `home` as HOME.
    func lines(of program: String, _ arguments: [String], home: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": home, "TERM": "dumb"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Set(String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)).sorted()
    }

    @Test func bookFileNamesAreCompletedAfterTheCommandAndAfterReadInBash() throws {
        let folder = try TemporaryFolder()
        for name in ["book one.txt", "bookshelf.epub", "notes.md"] { try folder.write(Data("x".utf8), to: name) }
        #expect(try completions(["termreader", "boo"], in: folder.path) == ["book one.txt", "bookshelf.epub"])
        #expect(try completions(["termreader", "read", "boo"], in: folder.path) == ["book one.txt", "bookshelf.epub"])
        #expect(try completions(["termreader", "render", "no"], in: folder.path) == ["notes.md"])
        #expect(try completions(["termreader", "re"], in: folder.path) == ["read", "render"], "commands still")
        #expect(try completions(["termreader", "read", "--th"], in: folder.path) == ["--theme"])
    }

    /// What `shell` (zsh or fish) offers for `line` with its script loaded, from `folder`: fish
    /// answers `complete -C`; zsh completes only in its line editor, so a zsh on a pty (zpty)
    /// takes the line and a TAB, and a `compadd` wrapper prints what is added.
    func completions(_ shell: String, _ line: String, in folder: String) throws -> [String] {
        let script = try Package.run(["--generate-completion-script", shell]).output
        let path = folder + "/termreader." + shell
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        if shell == "fish" {
            return try lines(
                of: "/usr/bin/fish",
                ["--no-config", "-c", "source '\(path)'; cd '\(folder)'; complete -C '\(line)' | string split -f 1 \\t"], home: folder)
        }
        let driver = folder + "/capture.zsh"
        try zshDriver.write(toFile: driver, atomically: true, encoding: .utf8)
        return try lines(of: "/usr/bin/zsh", ["-f", driver, path, folder, line], home: folder)
    }

    /// zsh SCRIPT FOLDER LINE: an interactive zsh on a pty loads SCRIPT, types LINE and a TAB, and
    /// every match `compadd` adds is printed (the words as the line would get them). TAB runs a
    /// widget that completes and then prints `<done>`, and nothing more is typed before it shows:
    /// input typed ahead of a completion changes what zsh does with it. The markers are written in
    /// pieces (`"<h""it>"`) so that the echo of the lines typed, which zsh redraws as it reads
    /// them, never holds one: only what the commands print does.
    let zshDriver = #"""
        zmodload zsh/zpty
        zpty z zsh -f -i
        zpty -w z "PS1=''; autoload -U compinit; compinit -u -D; source ${(q)1}; cd ${(q)2}"
        zpty -w z 'compadd() { local -a hits; builtin compadd -A hits "$@"; (( ${#hits} )) && print -rl -- "<h""it>"${^hits} >&2; builtin compadd "$@" }'
        zpty -w z 'complete-then-mark() { zle expand-or-complete; print -r -- "<do""ne>" >&2 }; zle -N complete-then-mark; bindkey "^I" complete-then-mark'
        zpty -w z 'zstyle ":completion:*" menu no; exec 2>/dev/tty; print -r -- "<sta""rt>"'
        zpty -r z line '*<start>*'
        zpty -n -w z "$3"$'\t'
        zpty -r z output '*<done>*'
        print -r -- $output | tr -d '\r' | grep -o '<hit>.*' | sed 's/<hit>//'
        zpty -d z
        """#

    @Test(arguments: ["zsh", "fish"])
    func bookFileNamesAreCompletedAfterTheCommandAndAfterReadInZshAndFish(shell: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/" + shell), "needs \(shell)")
        let folder = try TemporaryFolder()
        for name in ["book one.txt", "bookshelf.epub", "notes.md"] { try folder.write(Data("x".utf8), to: name) }
        // zsh quotes the space as the line will hold it.
        let books = shell == "zsh" ? ["book\\ one.txt", "bookshelf.epub"] : ["book one.txt", "bookshelf.epub"]
        #expect(try completions(shell, "termreader boo", in: folder.path) == books)
        #expect(try completions(shell, "termreader read boo", in: folder.path) == books)
        #expect(try completions(shell, "termreader render no", in: folder.path) == ["notes.md"])
        #expect(try completions(shell, "termreader re", in: folder.path) == ["read", "render"], "commands still")
        #expect(try completions(shell, "termreader read --th", in: folder.path) == ["--theme"])
    }
}
