import Foundation

/// Small books of the formats besides TXT and EPUB, written by the tests themselves: FB2
/// documents from chapters of text, zips by python3's `zipfile`, files in a `TemporaryFolder`.
public enum FormatFixtures {
    /// A chapter of a generated book: its title and paragraphs.
    public typealias Chapter = (title: String, paragraphs: [String])

    /// An FB2 document of `chapters` (each a `section`), with a description naming `title`,
    /// `author` (first and last name) and `language`, and `notes` as a notes body (`n1`, `n2`…).
    public static func fb2(
        title: String, author: (String, String), language: String, chapters: [Chapter], notes: [String] = [],
        encoding: String = "utf-8"
    ) -> String {
        var xml = """
            <?xml version="1.0" encoding="\(encoding)"?>
            <FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0" xmlns:l="http://www.w3.org/1999/xlink">
            <description><title-info><genre>prose</genre><author><first-name>\(author.0)</first-name><last-name>\(author.1)</last-name></author>
            <book-title>\(escaped(title))</book-title><lang>\(language)</lang></title-info></description>
            <body>

            """
        for chapter in chapters {
            xml += "<section><title><p>\(escaped(chapter.title))</p></title>\n"
            for p in chapter.paragraphs { xml += "<p>\(escaped(p))</p>\n" }
            xml += "</section>\n"
        }
        xml += "</body>\n"
        if !notes.isEmpty {
            xml += "<body name=\"notes\">\n"
            for (i, note) in notes.enumerated() {
                xml += "<section id=\"n\(i + 1)\"><title><p>\(i + 1)</p></title><p>\(escaped(note))</p></section>\n"
            }
            xml += "</body>\n"
        }
        return xml + "<binary id=\"cover.jpg\" content-type=\"image/jpeg\">/9j/4AAQ</binary>\n</FictionBook>\n"
    }

    /// `text` for XML.
    public static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Deterministic chapters of generated prose (`seed`): `count` chapters of `paragraphs` each.
    public static func chapters(_ count: Int, paragraphs: Int, seed: UInt64) -> [Chapter] {
        var random = SplitMix(state: seed)
        let words = ["river", "lamp", "quietly", "north", "garden", "letters", "winter", "the", "of", "and", "across", "silver"]
        return (1...count).map { c in
            let body = (0..<paragraphs).map { _ in
                (0..<(8 + random.next(30))).map { _ in words[random.next(words.count)] }.joined(separator: " ") + "."
            }
            return ("Chapter \(c)", body)
        }
    }

    /// Writes a zip at `path` holding `entries` (name, bytes), deflated, with python3's `zipfile`.
    public static func zip(_ entries: [(String, Data)], to path: String) throws {
        let folder = try TemporaryFolder()
        var script = "import zipfile\nz = zipfile.ZipFile(\(pythonString(path)), 'w', zipfile.ZIP_DEFLATED)\n"
        for (i, (name, data)) in entries.enumerated() {
            let file = try folder.write(data, to: "entry\(i)")
            script += "z.write(\(pythonString(file)), \(pythonString(name)))\n"
        }
        script += "z.close()\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// `text` as a Python string literal.
    private static func pythonString(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
