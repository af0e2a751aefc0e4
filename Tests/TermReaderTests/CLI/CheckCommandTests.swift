import Foundation
import TestSupport
import Testing

/// `termreader check` on a folder, through the built binary: one row per book found at any
/// depth, each in its own child; the exit status says whether a flag is left unexplained.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Package.binary), "needs the built termreader"))
struct CheckCommandTests {
    /// A folder with a clean book, an empty one in a subfolder, a hidden book, a Markdown book and a non-book.
    func shelf() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(Data("CHAPTER I.\n\nIt was the best of times, it was the worst of times.\n".utf8), to: "good.txt")
        try folder.write(Data(), to: "sub/empty.txt")
        try folder.write(Data("hidden".utf8), to: ".hidden.txt")
        try folder.write(Data("# Notes\n\nA book of every format is swept.\n".utf8), to: "notes.md")
        try folder.write(Data("not a book".utf8), to: "notes.log")
        return folder
    }

    /// Every format's books are opened; TXT and EPUB are compared with their sources, the others are not.
    @Test func flagsABookThatFailsAndExitsOne() throws {
        let folder = try shelf()
        let run = try Package.run(["check", folder.path])
        let rows = run.output.split(separator: "\n").filter { !$0.hasPrefix("    ") }
        #expect(rows.count == 4)
        #expect(rows[0].hasPrefix("ok ") && rows[0].contains("text -0 +0 of ") && rows[0].hasSuffix("/good.txt"))
        #expect(rows[1].hasPrefix("ok           markdown ") && rows[1].contains("text not compared") && rows[1].hasSuffix("/notes.md"))
        #expect(rows[2].hasPrefix("open-failed") && rows[2].hasSuffix("/sub/empty.txt"))
        #expect(rows[3] == "3 books, 1 flagged, 1 with a flag not in the allow-list: open-failed 1")
        #expect(run.status == 1)
    }

    @Test func aLinkBackUpTheTreeIsFollowedOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write(Data("CHAPTER I.\n\nIt was the best of times.\n".utf8), to: "a/good.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/a/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/again.txt", withDestinationPath: "a/good.txt")
        let run = try Package.run(["check", folder.path])
        let rows = run.output.split(separator: "\n")
        #expect(rows.count == 2, "\(run.output)")
        #expect(rows.last == "1 book, 0 flagged, 0 with a flag not in the allow-list")
    }

    @Test func aBookWhoseNameIsNotUTF8IsOpenedByItsOwnName() throws {
        let folder = try TemporaryFolder()
        // "café.txt" in Latin-1: a Swift String cannot hold the name, so it is written by its bytes.
        let name = (Array(folder.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".txt".utf8) + [0]).map { CChar(bitPattern: $0) }
        let fd = open(name, O_CREAT | O_WRONLY, 0o644)
        #expect(fd >= 0)
        let text = Array("CHAPTER I.\n\nIt was the best of times.\n".utf8)
        #expect(write(fd, text, text.count) == text.count)
        close(fd)
        let run = try Package.run(["check", folder.path])
        #expect(run.output.hasPrefix("ok "), "\(run.output)")
        #expect(run.status == 0)
    }

    @Test func anAllowListAcceptsTheFlagAndJSONHasARowPerBook() throws {
        let folder = try shelf()
        let allow = try folder.write(
            Data("# hostile input\nsub/*.txt open-failed an empty file must fail with one line\n".utf8), to: "allow.list")
        let run = try Package.run(["check", "--json", "--allow", allow, folder.path])
        #expect(run.status == 0)
        let rows = try run.output.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        #expect(rows.count == 3)
        #expect((rows[0]["report"] as? [String: Any])?["pages"] as? Int == 1)
        #expect((rows[1]["report"] as? [String: Any])?["format"] as? String == "markdown")
        #expect((rows[1]["report"] as? [String: Any])?["text"] == nil, "a Markdown book's text is not compared")
        #expect(rows[2]["flags"] as? [String] == ["open-failed"])
        #expect((rows[2]["allowed"] as? [String: String])?["open-failed"] == "an empty file must fail with one line")
    }

    @Test func aBadAllowListIsAOneLineError() throws {
        let folder = try shelf()
        let allow = try folder.write(Data("good.txt slowly why\n".utf8), to: "allow.list")
        let run = try Package.run(["check", "--allow", allow, folder.path])
        #expect(run.status == 65)
        #expect(run.errors == "termreader: \(allow): allow-list line 1: unknown flag slowly\n")
    }

    /// Names, reasons and errors that speak to the terminal (an OSC 52 clipboard write, colours,
    /// an 8-bit CSI and OSC) are printed without their sequences, as text and as JSON, and the
    /// JSON still gives the names back as they are.
    @Test func hostileNamesAndReasonsNeverReachTheTerminal() throws {
        let folder = try TemporaryFolder()
        let osc52 = "\u{1B}]52;c;aGVsbG8=\u{07}\u{1B}[31mred\u{1B}[0m.txt"
        let c1 = "c1\u{9B}31m\u{9D}0;title\u{07}.txt"
        try folder.write(Data("CHAPTER I.\n\nIt was the best of times.\n".utf8), to: osc52)
        try folder.write(Data("CHAPTER I.\n\nIt was the best of times.\n".utf8), to: c1)
        try folder.write(Data(), to: "empty\u{1B}[2J.txt")
        let allow = try folder.write(Data("*.txt open-failed \u{1B}]52;c;aGk=\u{07}known\n".utf8), to: "allow.list")
        let text = try Package.run(["check", "--allow", allow, folder.path])
        let json = try Package.run(["check", "--json", "--allow", allow, folder.path])
        for run in [text, json] {
            let printed = run.output + run.errors
            #expect(run.status == 0, "\(run.errors)")
            #expect(
                !printed.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) },
                "\(printed.debugDescription)")
        }
        // The sequences go whole, as they do from a book's text.
        #expect(text.output.contains(" \(folder.path)/red.txt\n"), "\(text.output.debugDescription)")
        #expect(text.output.contains(" \(folder.path)/c1.txt\n"), "\(text.output.debugDescription)")
        let files = try json.output.split(separator: "\n").map {
            (try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any])["file"] as? String
        }
        #expect(Set(files) == Set([c1, "empty\u{1B}[2J.txt", osc52].map { folder.path + "/" + $0 }))
    }
}
