/// The text of a PDF as poppler's `pdftohtml -xml` writes it, parsed by expat: each page's
/// pieces of text with their boxes and fonts (a piece is a run of one font on one line; its
/// bold, italics and links kept as markup), and the document outline with its pages.
struct PDFText {
    /// A run of text in one font, at its place on the page (in the page's pixels).
    struct Piece {
        var top: Int
        var left: Int
        var width: Int
        var height: Int
        /// The font size.
        var size: Int
        /// Whether the font is monospaced (code).
        var monospaced: Bool
        /// The text as XHTML (escaped, with `b`, `i` and `a` elements).
        var markup: String
        /// The text alone.
        var plain: String
        /// Characters of it set in bold.
        var bold: Int

        var right: Int { left + width }
    }

    struct Page {
        var number: Int
        var height: Int
        var width: Int
        var pieces: [Piece] = []
    }

    /// An outline entry: its title, the page it opens (1-based) and its depth (1 at the top).
    struct Entry: Equatable {
        var title: String
        var page: Int
        var depth: Int
    }

    private(set) var pages: [Page] = []
    private(set) var outline: [Entry] = []

    /// Fonts by id: size and whether monospaced.
    private var fonts: [String: (size: Int, monospaced: Bool)] = [:]
    private var piece: Piece?
    private var bold = 0
    private var depth = 0
    private var entry: Entry?

    /// Parses `xml` (pdftohtml's output); throws a reason when it is not well formed.
    static func parse(_ xml: [UInt8]) throws(PDFTextError) -> PDFText {
        var text = PDFText()
        let failure = XMLEvents.read(
            xml, start: { text.start($0, $1) }, end: { text.end($0) },
            characters: { text.characters(String(decoding: $0, as: UTF8.self)) })
        if let failure { throw PDFTextError(reason: "pdftohtml wrote bad XML (\(failure))") }
        return text
    }

    private mutating func start(_ name: String, _ a: [String: String]) {
        func int(_ key: String) -> Int { a[key].flatMap { Int($0) } ?? 0 }
        switch name {
        case "page":
            pages.append(Page(number: int("number"), height: max(1, int("height")), width: max(1, int("width"))))
        case "fontspec":
            let mono = Self.isMonospaced(family: a["family"] ?? "")
            if let id = a["id"] { fonts[id] = (int("size"), mono) }
        case "text":
            let font = a["font"].flatMap { fonts[$0] } ?? (0, false)
            piece = Piece(
                top: int("top"), left: int("left"), width: int("width"), height: max(1, int("height")), size: font.size,
                monospaced: font.monospaced, markup: "", plain: "", bold: 0)
            bold = 0
        case "b", "i":
            piece?.markup += "<\(name)>"
            if name == "b" { bold += 1 }
        case "a":
            piece?.markup += Self.link(a["href"] ?? "").map { "<a href=\"\(FB2Markup.escaped($0))\">" } ?? "<a>"
        case "outline":
            depth += 1
        case "item":
            entry = Entry(title: "", page: int("page"), depth: depth)
        default: break
        }
    }

    private mutating func end(_ name: String) {
        switch name {
        case "text":
            if let done = piece, !done.plain.allSatisfy(\.isWhitespace), !pages.isEmpty { pages[pages.count - 1].pieces.append(done) }
            piece = nil
        case "b", "i", "a":
            piece?.markup += "</\(name)>"
            if name == "b" { bold -= 1 }
        case "outline":
            depth -= 1
        case "item":
            if let done = entry, done.page > 0, !done.title.allSatisfy(\.isWhitespace) { outline.append(done) }
            entry = nil
        default: break
        }
    }

    /// Text of a piece; pdftohtml writes the space that ends a piece as a no-break space, which
    /// is a plain space here (a no-break one would hold the next word on).
    private mutating func characters(_ raw: String) {
        let text = raw.contains("\u{A0}") ? String(raw.map { $0 == "\u{A0}" ? " " : $0 }) : raw
        if piece != nil {
            piece!.markup += FB2Markup.escaped(text)
            piece!.plain += text
            if bold > 0 { piece!.bold += text.count }
        } else if entry != nil {
            entry!.title += text
        }
    }

    /// Whether font `family` is monospaced (code): by its name, without the subset's tag
    /// (`AKEQKS+CMTT10` is TeX's typewriter face).
    static func isMonospaced(family: String) -> Bool {
        let name = family.split(separator: "+").last.map { $0.lowercased() } ?? ""
        return monospacedNames.contains { name.contains($0) }
    }

    /// Parts of the names of monospaced faces.
    static let monospacedNames = [
        "mono", "courier", "code", "typewriter", "consol", "cmtt", "sltt", "sftt", "txtt", "lmtt", "menlo", "monaco",
    ]

    /// Where a link leads, as the book's markup writes it: another page of the PDF
    /// (`book.html#12` → `#page-12`), or a web address; nil for anything else.
    static func link(_ href: String) -> String? {
        if href.hasPrefix("http://") || href.hasPrefix("https://") || href.hasPrefix("mailto:") { return href }
        guard let hash = href.lastIndex(of: "#"), let page = Int(href[href.index(after: hash)...]), page > 0 else { return nil }
        return "#page-\(page)"
    }
}

/// Why pdftohtml's output could not be read.
struct PDFTextError: Error {
    var reason: String
}
