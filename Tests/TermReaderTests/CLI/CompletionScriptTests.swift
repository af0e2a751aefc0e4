import Foundation
import TestSupport
import Testing

/// The bash completion the binary writes completes book file names: `termreader <TAB>` (read
/// is the default command) and `termreader read <TAB>`, and still the commands.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Package.binary) && FileManager.default.isExecutableFile(atPath: "/bin/bash"),
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", program]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
    }

    @Test func bookFileNamesAreCompletedAfterTheCommandAndAfterRead() throws {
        let folder = try TemporaryFolder()
        for name in ["book one.txt", "bookshelf.epub", "notes.md"] { try folder.write(Data("x".utf8), to: name) }
        #expect(try completions(["termreader", "boo"], in: folder.path) == ["book one.txt", "bookshelf.epub"])
        #expect(try completions(["termreader", "read", "boo"], in: folder.path) == ["book one.txt", "bookshelf.epub"])
        #expect(try completions(["termreader", "render", "no"], in: folder.path) == ["notes.md"])
        #expect(try completions(["termreader", "re"], in: folder.path) == ["read", "render"], "commands still")
        #expect(try completions(["termreader", "read", "--th"], in: folder.path) == ["--theme"])
    }
}
