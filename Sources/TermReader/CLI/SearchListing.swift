import ReaderCore
import ReaderLibrary
import ReaderUI

/// `termreader search` as text: each book's title and file, then one line per match — its place
/// (what `read --at` takes), chapter and snippet — and a count. A chapter's title is cut to
/// `chapterColumns` (a paragraph set as a heading can be thousands of characters long).
enum SearchListing {
    static func lines(_ matches: [FullTextMatch], more: Bool) -> [String] {
        guard !matches.isEmpty else { return ["no matches"] }
        var lines: [String] = []
        var book: String?
        for match in matches {
            if match.path != book {
                if book != nil { lines.append("") }
                book = match.path
                lines.append("\(Sanitizer.printable(match.title))  (\(Sanitizer.printable(match.path)))")
            }
            let place = "@\(match.location.offset):\(match.location.grapheme)"
            let chapter = match.chapter.isEmpty ? "" : StatusBar.truncate(Sanitizer.printable(match.chapter), to: chapterColumns) + ": "
            lines.append("  \(place)  \(chapter)\(Sanitizer.printable(match.snippet))")
        }
        let books = Set(matches.map(\.path)).count
        let count = "\(matches.count) match\(matches.count == 1 ? "" : "es") in \(books) book\(books == 1 ? "" : "s")"
        lines.append("")
        lines.append(more ? count + " (more left out: --limit)" : count)
        lines.append("open one with: termreader read --at OFFSET:CHARACTER FILE")
        return lines
    }

    static let chapterColumns = 60
}
