@testable import ReaderCore

/// Small books and annotations for the annotation tests.
enum NotesFixtures {
    /// A book of `texts`, one paragraph each, laid end to end in the source (each followed by a line
    /// feed), in chapters opening at the paragraphs `chapterStarts` with titles `Chapter N`.
    static func book(_ texts: [String], chapterStarts: [Int] = [0]) -> Book {
        var offset = 0
        var paragraphs: [Paragraph] = []
        for text in texts {
            paragraphs.append(Paragraph(offset: offset, text: text))
            offset += text.utf8.count + 1
        }
        let bounds = chapterStarts + [texts.count]
        let chapters = (0..<chapterStarts.count).map { k in
            Chapter(
                title: "Chapter \(k + 1)", paragraphs: bounds[k]..<bounds[k + 1], heading: nil, offset: paragraphs[bounds[k]].offset)
        }
        return Book(title: "A Book", encoding: .utf8, sourceSize: offset, paragraphs: paragraphs, chapters: chapters)
    }

    /// An annotation of `text` at `offset` (graphemes 0…3), changed at `modified`.
    static func annotation(_ id: String, modified: Int64, note: String = "", color: HighlightColor = .yellow) -> Annotation {
        Annotation(
            id: id, start: Location(offset: 0, grapheme: 0), end: Location(offset: 0, grapheme: 3), text: "abc", color: color, note: note,
            created: 1, modified: modified)
    }
}
