/// An FB2 document parsed by expat and written as the XHTML `MarkupBook` reads: sections nest as
/// headings by depth (`title` → `h1`…`h6`), `epigraph`, `cite` and `annotation` as block quotes,
/// a `poem`'s `stanza` as one line group (each `v` a line), `subtitle` and `text-author` as their
/// own paragraphs, `emphasis`/`strong` as spans, links as links (a notes body's sections keep their
/// ids, so a note reference leads to its note), `image` as an image block showing its `binary`
/// picture (`FB2Pictures`). Each written element is mapped to its offset in the document (`OffsetMap`).
final class FB2Markup {
    /// Elements nested deeper than this are refused: no book needs them, and each costs a frame later.
    static let depthLimit = 256

    private(set) var markup: [UInt8] = []
    private(set) var offsets = OffsetMap()
    private(set) var description = FB2Description()
    private(set) var pictures = FB2Pictures()
    /// The `binary` being read: its id and base64 text so far.
    private var binary: (id: String, text: [UInt8])?

    /// Open elements (local names), and what each wrote to close it.
    private var open: [(name: String, close: String)] = []
    /// Lines written so far in the open `title` (its `p`s) or `stanza` (its `v`s): each after the first starts with `<br>`.
    private var lines = 0
    /// A notes body's heading is still to be written, unless its first element is its own title.
    private var notesHeading: String?
    /// Whether text is written out (inside a `body`, outside `binary`).
    private var inBody = false
    /// Inside a notes (or comments) body: its sections are notes, their titles not contents entries.
    private var inNotes = false
    /// Per open `section` (their nesting, so a section's title is a heading of that level): whether
    /// it has a title, its own or the first bold paragraph taken for one.
    private var titled: [Bool] = []
    /// A section's paragraph being written: where its `<p>` starts in the markup, and whether it is
    /// still nothing but one `strong` run (calibre writes a section's headings so, without a `title`).
    private var paragraph: (start: Int, boldOnly: Bool, strongs: Int)?
    /// Longest bold paragraph, in markup bytes, read as a heading.
    static let maxBoldHeading = 160
    /// Bold paragraphs made headings back to back, with where each starts in the markup and its
    /// text, and whether its section was titled before it. Two in a row are a title and a heading
    /// (`Genesis`, `Chapter 1`); a third makes them a table's header row flattened into
    /// paragraphs, and they are paragraphs again.
    private var boldRun: [(start: Int, text: [UInt8], titledBefore: Bool)] = []
    static let maxBoldRun = 2
    /// Where the markup ended after the last bold heading, and after the last bold paragraph of a
    /// header row put back: the next one follows at once when it starts there.
    private var boldRunEnd: Int?
    private var tableRowEnd: Int?
    /// Why parsing stopped early (too deep), when it did.
    private var refusal: String?
    /// The `description` field whose text is being read, and the author being read.
    private var field: String?
    private var author: [String] = []

    /// Parses `document` (UTF-8, whatever its declaration says); throws the first XML error as a reason.
    static func convert(_ document: [UInt8], path: String) throws(ReaderError) -> FB2Markup {
        let converter = FB2Markup()
        let failure = XMLEvents.read(
            document, reader: { converter.events = $0 }, start: { converter.start($0, attributes: $1) }, end: { _ in converter.end() },
            characters: { converter.characters($0) })
        converter.events = nil
        if let refusal = converter.refusal { throw .badBook(path, format: "FB2", reason: refusal) }
        if let failure { throw .badBook(path, format: "FB2", reason: failure) }
        return converter
    }

    /// The document's reader while it is read, for the source offset of the element being started.
    private var events: XMLEvents?

    private func start(_ name: String, attributes: [String: String]) {
        guard refusal == nil else { return }
        if open.count >= Self.depthLimit {
            refusal = "elements nested more than \(Self.depthLimit) deep"
            events?.stop()
            return
        }
        let parent = open.last?.name
        if let events { offsets.record(markup: markup.count, source: max(0, events.offset)) }
        if let heading = notesHeading {
            notesHeading = nil
            if name != "title" { write("<h1>\(Self.escaped(heading))</h1>") }
        }
        if paragraph != nil, name != "strong" || parent != "p" { paragraph!.boldOnly = false }
        var close = ""
        switch name {
        case "body":
            inBody = true
            if let kind = attributes["name"], !kind.isEmpty {
                inNotes = true
                notesHeading = kind.prefix(1).uppercased() + kind.dropFirst()
            }
        case "binary":
            inBody = false
            binary = (attributes["id"] ?? "", [])
        case "description":
            inBody = false
        case "book-title", "first-name", "middle-name", "last-name", "lang":
            if open.contains(where: { $0.name == "title-info" }) { field = name }
        case "author":
            author = []
        case "section":
            titled.append(false)
            write(attributes["id"].map { "<section id=\"\(Self.escaped($0))\">" } ?? "<section>")
            close = "</section>"
        case "title" where parent == "body" || (parent == "section" && !inNotes):
            if parent == "section", !titled.isEmpty { titled[titled.count - 1] = true }
            let level = min(6, max(1, titled.count))
            lines = 0
            write("<h\(level)>")
            close = "</h\(level)>"
        case "title", "subtitle":
            lines = 0
            write("<p><strong>")
            close = "</strong></p>"
        case "p" where parent == "title":
            if lines > 0 { write("<br>") }
            lines += 1
        case "stanza":
            lines = 0
            write("<p>")
            close = "</p>"
        case "v":
            if lines > 0 { write("<br>") }
            lines += 1
        case "p", "text-author", "date":
            if name == "p", parent == "section", !inNotes, inBody { paragraph = (markup.count, true, 0) }
            write("<p>")
            close = "</p>"
        case "epigraph", "cite", "annotation":
            write("<blockquote>")
            close = "</blockquote>"
        case "poem":
            write("<div>")
            close = "</div>"
        case "emphasis":
            write("<em>")
            close = "</em>"
        case "strong":
            if parent == "p", paragraph != nil { paragraph!.strongs += 1 }
            write("<strong>")
            close = "</strong>"
        case "a":
            write("<a href=\"\(Self.escaped(attributes["href"] ?? ""))\">")
            close = "</a>"
        case "image":
            let id = String((attributes["href"] ?? "").drop { $0 == "#" })
            if description.cover == nil, open.contains(where: { $0.name == "coverpage" }) { description.cover = id }
            let alt = attributes["alt"] ?? attributes["title"] ?? id
            write("<img alt=\"\(Self.escaped(alt))\" src=\"\(Self.escaped(id))\">")
        case "table", "tr", "td", "th":
            write("<\(name)>")
            close = "</\(name)>"
        default:
            break
        }
        open.append((name, close))
    }

    private func end() {
        guard refusal == nil, let (name, close) = open.popLast() else { return }
        write(close)
        switch name {
        case "section":
            titled.removeLast()
        case "p" where paragraph != nil:
            headingFromBoldParagraph()
        case "binary":
            if let done = binary { pictures.add(id: done.id, base64: done.text) }
            binary = nil
            (inBody, inNotes) = (false, false)
        case "body", "description": (inBody, inNotes) = (false, false)
        case "book-title", "first-name", "middle-name", "last-name", "lang": field = nil
        case "author" where open.last?.name == "title-info":
            let names = author.filter { !$0.isEmpty }
            if !names.isEmpty { description.authors.append(names.joined(separator: " ")) }
        default: break
        }
        if name == "body" { notesHeading = nil }
    }

    private func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard refusal == nil else { return }
        if let field {
            let text = String(decoding: bytes, as: UTF8.self).trimmingSpaces
            switch field {
            case "book-title": description.title += text
            case "lang": description.language += text
            default: author.append(text)
            }
            return
        }
        if binary != nil {
            binary!.text += bytes
            return
        }
        guard inBody else { return }
        if paragraph != nil, open.last?.name == "p", bytes.contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }) {
            paragraph!.boldOnly = false
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "<"): markup += Array("&lt;".utf8)
            case UInt8(ascii: "&"): markup += Array("&amp;".utf8)
            case UInt8(ascii: ">"): markup += Array("&gt;".utf8)
            default: markup.append(byte)
            }
        }
    }

    /// The section paragraph just written, when it is one short `strong` run and nothing else
    /// (`<p><strong>Chapter 1</strong></p>`), becomes a heading: the title of a section that has
    /// none, else a heading one level below it. calibre writes FB2 so, its sections untitled.
    private func headingFromBoldParagraph() {
        guard let done = paragraph else { return }
        paragraph = nil
        let open = Array("<p><strong>".utf8), close = Array("</strong></p>".utf8)
        let written = markup[done.start...]
        guard done.boldOnly, done.strongs == 1, written.count <= Self.maxBoldHeading + open.count + close.count,
            written.starts(with: open), written.suffix(close.count).elementsEqual(close), !titled.isEmpty
        else { return }
        let text = Array(written.dropFirst(open.count).dropLast(close.count))
        guard text.contains(where: { $0 != 0x20 && $0 != 0x0A }), text.last != UInt8(ascii: ".") else { return }
        if !followsAtOnce(boldRunEnd, done.start) { boldRun = [] }
        if followsAtOnce(tableRowEnd, done.start) {
            // The header row goes on: a paragraph, as it was written.
            tableRowEnd = markup.count
            return
        }
        if boldRun.count == Self.maxBoldRun {
            // A third in a row: the run was a table's header row; all of it goes back to paragraphs.
            titled[titled.count - 1] = boldRun[0].titledBefore
            markup.removeSubrange(boldRun[0].start...)
            for bold in boldRun.map(\.text) + [text] { markup += open + bold + close }
            boldRun = []
            tableRowEnd = markup.count
            return
        }
        let level = min(6, max(1, titled.count + (titled[titled.count - 1] ? 1 : 0)))
        boldRun.append((done.start, text, titled[titled.count - 1]))
        titled[titled.count - 1] = true
        markup.replaceSubrange(done.start..., with: Array("<h\(level)>".utf8) + text + Array("</h\(level)>".utf8))
        boldRunEnd = markup.count
    }

    /// Whether only white space was written between `end` and `start`.
    private func followsAtOnce(_ end: Int?, _ start: Int) -> Bool {
        guard let end, end <= start else { return false }
        return markup[end..<start].allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
    }

    private func write(_ text: String) {
        if inBody { markup += text.utf8 }
    }

    /// `text` for an attribute value or text in the written markup.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
