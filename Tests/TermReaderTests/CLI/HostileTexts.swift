import Foundation
import TestSupport

/// The hostile text books the tests build, written once into a temporary folder, each with the
/// options it is opened with: shapes that cost the recogniser or the layout most per byte. With
/// every EPUB fixture and the corpus's `bad/` files they are what `MemoryCeilingTests` opens:
/// a new hostile book joins the ceiling by being added here (or to `EPUBFixtures`).
enum HostileTexts {
    /// A book's file name, what it holds and the options it is opened with.
    struct Text: Sendable {
        let name: String
        let arguments: [String]
        let contents: @Sendable () -> String
    }

    static let texts: [Text] = [
        // Nineteen a's on every line: `(.*a){20}` backtracks some 2¹⁹ ways on each.
        Text(name: "bananas.txt", arguments: ["--chapters", "(.*a){20}"]) {
            "Chapter 1\n\n" + String(repeating: "a banana and a panama hat, a cabana, a bandana, a long road home\n", count: 2_000)
        },
        Text(name: "many-chapters.txt", arguments: []) {
            (1...50_000).map { "Chapter \($0)\n\nIt was.\n\n" }.joined()
        },
        Text(name: "short-lines.txt", arguments: []) { String(repeating: "x\n", count: 200_000) },
        // Four million one-letter blocks, each a chapter by the user's rule: 8 MB that once took 1 GB.
        Text(name: "letter-chapters.txt", arguments: ["--chapters", "^x$"]) { String(repeating: "x\n", count: 4_000_000) },
        Text(name: "one-long-word.txt", arguments: []) { String(repeating: "a", count: 8 << 20) },
        Text(name: "deep-indents.txt", arguments: []) { String(repeating: String(repeating: " ", count: 10_000) + "x\n", count: 300) },
        Text(name: "one-grapheme.txt", arguments: []) { "e" + String(repeating: "\u{301}", count: 100_000) + "\n\nEnd.\n" },
        Text(name: "wide-lines.txt", arguments: []) { String(repeating: String(repeating: "中", count: 100_000) + "\n", count: 10) },
        Text(name: "escapes.txt", arguments: []) { String(repeating: "\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{9B}1m text\n", count: 20_000) },
    ]

    /// The folder the texts are written to (once).
    static let directory: String = {
        let dir = TestScratch.path("hostile")
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for text in texts { FileManager.default.createFile(atPath: dir + "/" + text.name, contents: Data(text.contents().utf8)) }
        return dir
    }()

    /// Each text as the arguments that open it: its path, then its options.
    static var books: [[String]] { texts.map { [directory + "/" + $0.name] + $0.arguments } }
}
