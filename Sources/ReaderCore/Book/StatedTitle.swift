/// The title and authors a plain-text book states in its first lines, the ways common downloads do:
/// a Project Gutenberg header's `Title:` and `Author:`; an Aozora Bunko text's lines above its notice
/// on marks (title, then author); a Chinese download's title line over `作者：…`, or `[书名 / 作者 著 ]`.
/// A book that states none of these is named by its file.
struct StatedTitle: Equatable {
    var title: String
    var authors: [String]

    /// Lines of a book's head looked at, and the bytes they are read from.
    static let maxLines = 60
    static let headBytes = 16 * 1024
    /// Longest title and author taken, in characters: anything longer is prose, not a name.
    static let maxTitle = 120
    static let maxAuthor = 60

    /// What the clean lines `head` (a book's first lines) state, or nil.
    static func of(_ head: [Substring]) -> StatedTitle? {
        let lines = Array(head.prefix(maxLines))
        return gutenberg(lines) ?? aozora(lines) ?? chinese(lines)
    }

    /// `Title: Pride and Prejudice` (its indented continuation lines joined) and `Author: Jane Austen`
    /// in a header that names Project Gutenberg, before its `*** START OF` line.
    private static func gutenberg(_ lines: [Substring]) -> StatedTitle? {
        guard lines.contains(where: { $0.lowercased().contains("project gutenberg") }) else { return nil }
        var title: String?, authors: [String] = []
        for (i, line) in lines.enumerated() {
            if line.hasPrefix("***") { break }
            if title == nil, let value = value(of: line, after: "Title:") {
                var whole = value
                for next in lines[(i + 1)...] {
                    guard let first = next.unicodeScalars.first, HeadingText.isSpace(first), !trimmed(next).isEmpty else { break }
                    whole += " " + trimmed(next)
                }
                title = whole
            } else if authors.isEmpty, let value = value(of: line, after: "Author:") {
                authors = [value]
            }
        }
        return named(title, authors)
    }

    /// An Aozora Bunko text: its first lines (title, then author), a blank line, and the rule over
    /// `【テキスト中に現れる記号について】`.
    private static func aozora(_ lines: [Substring]) -> StatedTitle? {
        guard let notice = lines.firstIndex(where: { $0.contains("【テキスト中に現れる記号について】") }), notice > 0,
            trimmed(lines[notice - 1]).allSatisfy({ $0 == "-" }), trimmed(lines[notice - 1]).count >= 10
        else { return nil }
        let top = lines[..<(notice - 1)].map(trimmed).filter { !$0.isEmpty }
        guard let title = top.first, top.count <= 5 else { return nil }
        return named(title, top.count > 1 ? [top.last!] : [])
    }

    /// `[红楼梦 / 曹雪芹 著 ]` as the first line, or a short first line (`《书名》`, `金瓶梅`) with
    /// `作者：…` on one of the next three and on no later line of the head (a collection names each
    /// piece's author: 唐诗三百首's `《感遇・其一》` over `作者：张九龄` is its first poem).
    private static func chinese(_ lines: [Substring]) -> StatedTitle? {
        let filled = lines.map(trimmed).filter { !$0.isEmpty }
        let top = filled.prefix(4)
        guard let first = top.first else { return nil }
        if first.hasPrefix("["), first.hasSuffix("]"), let slash = first.firstRange(of: " / ") {
            let title = trimmed(first[first.index(after: first.startIndex)..<slash.lowerBound])
            var author = trimmed(first[slash.upperBound..<first.index(before: first.endIndex)])
            if author.hasSuffix("著") { author = trimmed(author.dropLast()) }
            return named(title, author.isEmpty ? [] : [author])
        }
        guard !first.contains(where: { "。，；：:".contains($0) }),
            let author = top.dropFirst().lazy.compactMap({ value(of: $0, after: "作者：") ?? value(of: $0, after: "作者:") }).first,
            filled.count(where: { $0.hasPrefix("作者") }) == 1
        else { return nil }
        let title = first.hasPrefix("《") && first.hasSuffix("》") ? trimmed(first.dropFirst().dropLast()) : first
        return named(title, [author])
    }

    /// What follows `label` at the start of `line`, trimmed; nil when the line does not start so or nothing follows.
    private static func value(of line: some StringProtocol, after label: String) -> String? {
        guard line.hasPrefix(label) else { return nil }
        let value = trimmed(line.dropFirst(label.count))
        return value.isEmpty ? nil : value
    }

    private static func trimmed(_ text: some StringProtocol) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// A title and authors within their lengths, or nil.
    private static func named(_ title: String?, _ authors: [String]) -> StatedTitle? {
        guard let title, !title.isEmpty, title.count <= maxTitle else { return nil }
        return StatedTitle(title: title, authors: authors.filter { $0.count <= maxAuthor && $0 != title })
    }
}
