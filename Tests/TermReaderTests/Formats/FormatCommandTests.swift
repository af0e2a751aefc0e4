import Foundation
import ReaderCore
import TestSupport
import Testing

/// `info` and `render` on FB2, zipped FB2, Markdown and HTML books made here, and hostile files
/// of each refused as one line with exit status 65.
@Suite struct FormatCommandTests {
    /// The books, written once into one folder: the same generated chapters in every format.
    nonisolated(unsafe) static let folder = try! TemporaryFolder()
    static let chapters = FormatFixtures.chapters(6, paragraphs: 8, seed: 24)
    static let books: [String: String] = {
        let fb2 = FormatFixtures.fb2(title: "Six Chapters", author: ("Ada", "Lovelace"), language: "en", chapters: chapters)
        let markdown = chapters.map { "# \($0.title)\n\n" + $0.paragraphs.joined(separator: "\n\n") }.joined(separator: "\n\n")
        let html =
            "<html><body>"
            + chapters.map { "<h1>\($0.title)</h1>" + $0.paragraphs.map { "<p>\($0)</p>" }.joined() }.joined() + "</body></html>"
        var books = [
            "fb2": try! folder.write(Data(fb2.utf8), to: "six.fb2"),
            "markdown": try! folder.write(Data(markdown.utf8), to: "six.md"),
            "html": try! folder.write(Data(html.utf8), to: "six.html"),
        ]
        books["fb2.zip"] = folder.path + "/six.fb2.zip"
        try! FormatFixtures.zip([("six.fb2", Data(fb2.utf8))], to: books["fb2.zip"]!)
        return books
    }()

    @Test(arguments: ["fb2", "fb2.zip", "markdown", "html"])
    func infoReportsTheFormatAndItsContents(kind: String) throws {
        let path = try #require(Self.books[kind])
        let run = try Package.run(["info", "--json", path])
        #expect(run.status == 0, "\(run.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["format"] as? String == (kind == "fb2.zip" ? "fb2" : kind))
        let chapters = try #require(json["chapters"] as? [[String: Any]])
        #expect(chapters.map { $0["title"] as? String } == Self.chapters.map(\.title))
        if kind.hasPrefix("fb2") {
            #expect(json["title"] as? String == "Six Chapters")
            #expect(json["authors"] as? [String] == ["Ada Lovelace"])
            #expect(json["language"] as? String == "en")
        }
    }

    /// The rendered pages hold the book's words in order: the first paragraph on page 1, the next chapter's title later.
    @Test(arguments: ["fb2", "fb2.zip", "markdown", "html"])
    func renderShowsThePages(kind: String) throws {
        let path = try #require(Self.books[kind])
        let run = try Package.run(["render", "--size", "80x24", "--pages", "1-3", "--body", path])
        #expect(run.status == 0, "\(run.errors)")
        let first = Self.chapters[0].paragraphs[0].split(separator: " ").prefix(6).joined(separator: " ")
        let text = run.output.wordSpaced
        let start = try #require(text.range(of: "Chapter 1"))
        let words = try #require(text.range(of: first))
        #expect(start.upperBound <= words.lowerBound)
    }

    static let hostile: [(name: String, content: String, message: String)] = [
        ("truncated.fb2", "<?xml version=\"1.0\"?><FictionBook><body><p>cut", "broken FB2 (line 1: no element found)"),
        ("wrong-magic.fb2", "\u{1}\u{2}binary\u{0}", "broken FB2 (line 1: not well-formed (invalid token))"),
        ("malformed.fb2", "<FictionBook><body><p>a</v></body></FictionBook>", "broken FB2 (line 1: mismatched tag)"),
        (
            "deep.fb2", "<FictionBook><body>" + String(repeating: "<cite>", count: 5000) + "</body></FictionBook>",
            "broken FB2 (elements nested more than 256 deep)"
        ),
        (
            "repeats.md", String(repeating: "> ", count: 50_000) + "deep\n",
            "broken Markdown (Markdown nests elements more than 1024 deep)"
        ),
        (
            "repeats.html", String(repeating: "<div>", count: 5000) + "x",
            "broken HTML (HTML nests elements more than 1024 deep)"
        ),
    ]

    @Test(arguments: hostile.map(\.name))
    func aHostileBookIsOneLineAndExit65(name: String) throws {
        let fixture = try #require(Self.hostile.first { $0.name == name })
        let path = try Self.folder.write(Data(fixture.content.utf8), to: name)
        try expectRefused(path, fixture.message)
    }

    /// Ten megabytes of one letter in a zip of a few kilobytes: refused while inflating.
    @Test func aZipBombIsRefused() throws {
        let path = Self.folder.path + "/bomb.fb2.zip"
        try FormatFixtures.zip([("bomb.fb2", Data(repeating: 0x61, count: 10 << 20))], to: path)
        try expectRefused(path, "broken FB2 (bomb.fb2 inflates too far (zip bomb?))")
    }

    /// A Markdown file larger than any book is refused before it is read (a sparse file: no disk used).
    @Test func aHugeMarkdownFileIsRefused() throws {
        let path = Self.folder.path + "/huge.md"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 40 << 20)
        try handle.close()
        try expectRefused(path, "broken Markdown (larger than 32 MB)")
    }

    func expectRefused(_ path: String, _ message: String) throws {
        for command in ["info", "render"] {
            let run = try Package.run([command, path])
            #expect(run.status == 65, "\(command)")
            #expect(run.errors == "termreader: \(path): \(message)\n", "\(command)")
        }
    }
}
