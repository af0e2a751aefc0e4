/// A book's annotations written out: Markdown for people (grouped by chapter, each highlight a
/// block quote with its note under it) and a JSON shape for programs.
public enum AnnotationExport {
    /// One annotation as `termreader notes --format json` prints it.
    public struct Entry: Encodable, Sendable, Equatable {
        public struct Place: Encodable, Sendable, Equatable {
            /// Source byte offset of the paragraph, and grapheme index inside it.
            public var offset: Int
            public var grapheme: Int
        }
        public var id: String
        /// The title of the chapter it starts in (with its containers, as the header shows it).
        public var chapter: String
        public var text: String
        public var note: String
        public var color: String
        public var start: Place
        public var end: Place
        public var created: Int64
        public var modified: Int64
    }

    /// The JSON shape: the book's title and authors and every annotation in book order.
    public struct Document: Encodable, Sendable, Equatable {
        public var title: String
        public var authors: [String]
        public var annotations: [Entry]
    }

    public static func document(_ annotations: [Annotation], book: Book) -> Document {
        Document(
            title: Sanitizer.printable(book.title), authors: book.authors.map(Sanitizer.printable),
            annotations: annotations.map { a in
                Entry(
                    id: a.id, chapter: chapterTitle(of: a, in: book), text: a.text, note: a.note, color: a.color.rawValue,
                    start: .init(offset: a.start.offset, grapheme: a.start.grapheme),
                    end: .init(offset: a.end.offset, grapheme: a.end.grapheme),
                    created: a.created, modified: a.modified)
            })
    }

    /// Markdown: the book's title and authors, then for each chapter holding annotations its title
    /// and each of them in book order, the highlighted text quoted and the note (Markdown of its
    /// own) under it.
    public static func markdown(_ annotations: [Annotation], book: Book) -> String {
        var out = "# \(Sanitizer.printable(book.title))\n"
        if !book.authors.isEmpty { out += "\n" + book.authors.map(Sanitizer.printable).joined(separator: ", ") + "\n" }
        var chapter: String?
        for a in annotations {
            let title = chapterTitle(of: a, in: book)
            if title != chapter {
                out += "\n## \(title.isEmpty ? "—" : title)\n"
                chapter = title
            }
            out += "\n" + a.text.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }.joined(separator: "\n") + "\n"
            if !a.note.isEmpty { out += "\n" + a.note + "\n" }
        }
        return out
    }

    /// The title of the chapter `annotation` starts in, after its containers' (`Book One · Chapter I`).
    static func chapterTitle(of annotation: Annotation, in book: Book) -> String {
        let p = book.paragraphIndex(atOrBefore: annotation.start.offset)
        guard let chapter = book.chapters.first(where: { $0.paragraphs.contains(p) }) else { return "" }
        return (chapter.containers + [chapter.title]).joined(separator: " · ")
    }
}
