import Foundation
import TestSupport
import Testing

@testable import ReaderCore
@testable import ReaderUI
@testable import TermReader

/// `render --pages 1-N --body` shows exactly the book's text, in every ruby style: ruby
/// annotations in the text only inline; above, in the rows over their lines; off, nowhere.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: Package.binary) && Package.corpus("ja/wagahai-wa-neko-de-aru.utf8-bom.txt") != nil,
        "needs the built termreader and ../shared/corpus"))
struct RenderBodyTests {
    /// The start of 吾輩は猫である with Aozora ruby on its commonest words, written to a temporary file.
    static func aozoraSample() throws -> String {
        let full = try String(contentsOfFile: Package.corpus("ja/wagahai-wa-neko-de-aru.utf8-bom.txt")!, encoding: .utf8)
        let text = String(full.prefix(6000)).replacingOccurrences(of: "吾輩", with: "吾輩《わがはい》")
            .replacingOccurrences(of: "人間", with: "｜人間《にんげん》").replacingOccurrences(of: "主人", with: "主人《しゅじん》")
            .replacingOccurrences(of: "書生", with: "｜書生《しょせい》")
        let path = NSTemporaryDirectory() + "termreader-ruby-\(UUID().uuidString.prefix(8)).txt"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Standard output of `termreader arguments`.
    func output(_ arguments: [String]) throws -> String {
        let run = try Package.run(arguments)
        #expect(run.status == 0)
        return run.output
    }

    @Test(.enabled(if: Package.corpus("epub/alice-in-wonderland.epub3.epub") != nil))
    func anImageShowsTheSameInTheBodyAndInSVG() throws {
        let book = Package.corpus("epub/alice-in-wonderland.epub3.epub")!
        // The placeholder (pictures off: with chafa installed they are drawn; RenderPicturesTests).
        let body = try output(["render", book, "--page", "1", "--body", "--size", "60x14", "--images", "off"])
        #expect(body.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "[image: title]" })
        // The SVG draws each character in its cell: its texts in order, spaces not drawn.
        let svg = try output(["render", book, "--page", "1", "--body", "--size", "60x14", "--format", "svg", "--images", "off"])
        let drawn = svg.components(separatedBy: "<text ").dropFirst().compactMap {
            $0.split(separator: ">").dropFirst().first?.split(separator: "<").first
        }
        #expect(drawn.joined().contains("[image:title]"))
    }

    /// Every page's body rows, as `render --pages` prints them.
    func pages(_ path: String, _ options: [String]) throws -> [[String]] {
        var pages = try output(["render", path, "--pages", "1-400", "--body", "--size", "50x16"] + options).components(
            separatedBy: "\u{0C}\n"
        ).map { $0.components(separatedBy: "\n") }
        if pages.last == [""] { pages.removeLast() }
        return pages
    }

    /// `text` without any white space (the layout adds indents and breaks, and drops a line's indent).
    static func squeezed<S: StringProtocol>(_ text: S) -> String {
        String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }

    /// The squeezed text of `rows` but for scene-break rules (drawn cut to the line, as designed).
    static func text(_ rows: [String]) -> String {
        squeezed(
            rows.filter { row in
                let s = squeezed(row)
                return !(s.count >= 3 && Set(s).count == 1 && LineShape.isSeparatorSymbol(s.unicodeScalars.first!))
            }.joined())
    }

    /// Where `a` and `b` first differ, for the failure message.
    static func difference(_ a: String, _ b: String) -> String {
        let x = Array(a), y = Array(b)
        let i = zip(x, y).prefix { $0 == $1 }.count
        return
            "at \(i) of \(x.count)/\(y.count): \(String(x[max(0, i - 10)..<min(x.count, i + 20)])) | \(String(y[max(0, i - 10)..<min(y.count, i + 20)]))"
    }

    @Test func theBodyIsTheBooksTextInEveryRubyStyle() throws {
        let path = try Self.aozoraSample()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let book = try BookLoader.load(path: path)
        let blocks = book.paragraphs.filter { $0.kind != .separator }
        let annotations = blocks.flatMap { p in
            p.spans.filter { $0.kind == .rubyAnnotation }.map { PageRenderer.reading(of: $0, in: p.text) }
        }
        #expect(annotations.count > 30)
        let withRuby = Self.squeezed(blocks.map(\.text).joined())
        let withoutRuby = Self.squeezed(
            blocks.map { p in
                var text = Array(p.text.utf8)
                for span in p.spans.filter({ $0.kind == .rubyAnnotation }).reversed() { text.removeSubrange(span.utf8) }
                return String(decoding: text, as: UTF8.self)
            }.joined())

        let inline = Self.text(try pages(path, ["--ruby", "inline"]).joined().map { $0 })
        #expect(inline == withRuby, "\(Self.difference(inline, withRuby))")
        let off = Self.text(try pages(path, ["--ruby", "off"]).joined().map { $0 })
        #expect(off == withoutRuby, "\(Self.difference(off, withoutRuby))")
        #expect(Self.text(try pages(path, ["--ruby", "above"]).joined().map { $0 }) == withRuby, "above needs line spacing: inline")
        // Above with line spacing: the first row of a page and every other one after it hold the readings.
        let above = try pages(path, ["--ruby", "above", "--line-spacing", "1"])
        let textRows = above.map { rows in rows.enumerated().filter { $0.offset % 2 == 1 }.map(\.element) }
        let readingRows = above.map { rows in rows.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) }
        #expect(Self.text(textRows.joined().map { $0 }) == withoutRuby)
        // Every reading once, in order; one that runs past the page's edge is cut there.
        let drawn = Self.squeezed(readingRows.joined().joined()), all = annotations.joined()
        var rest = Substring(all)
        for ch in drawn {
            guard let at = rest.firstIndex(of: ch) else { break }
            rest = rest[rest.index(after: at)...]
        }
        #expect(
            rest.count < 10 && drawn.count * 10 >= all.count * 9,
            "the readings drawn are the book's, in order: \(drawn.count) of \(all.count)")
    }
}
