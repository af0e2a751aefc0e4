/// Turns one XHTML content document into blocks: headings, paragraphs, line groups (a
/// paragraph broken by `<br>`), list items with their numbers, preformatted text, tables as
/// a reader reads them (`TableShape`), separators (`<hr>`), block quotes (the prose of a `<blockquote>`) and image blocks
/// (the alt text or file name of an `img`/`svg`), with emphasis, strong, ruby base, ruby and
/// link spans (`a href`). White space is collapsed as HTML does; every run of text goes through
/// `Sanitizer`. Elements floated right that hold no letters (margin paragraph numbers) are left out. Offsets are
/// `base` + the byte offset of the block's start in the document.
struct XHTMLBlocks {
    /// The blocks, `h1`–`h6` as headings of their level, stored flat (`BlockStore`): a document of
    /// hundreds of thousands of tiny paragraphs costs some 17 bytes a block besides its text, not 40 and an array's growth.
    private(set) var blocks = BlockStore()
    /// Element ids → index (in `blocks`) of the first block at or after the element, and the UTF-8
    /// offset in that block's text where the element starts (0 when it starts a block).
    private(set) var ids: [String: (block: Int, utf8: Int)] = [:]
    /// The `href` of every link, as written; a `.link` span's `link` is an index into them.
    private(set) var hrefs: [String] = []
    /// The image blocks (index in `blocks`) and the picture each shows, its `src` as written.
    private(set) var pictures: [(block: Int, source: String)] = []

    private let base: Int
    /// Classes the book's stylesheets and the document's `<style>` float right (`FloatedClasses`).
    private let floated: Set<String>
    private var text = ""
    private var spans: [InlineSpan] = []
    private var start: Int?
    private var pendingSpace = false
    /// Styled runs (`styled`) the walk is inside.
    private var styles = 0
    private var kind = BlockKind.paragraph
    private var headingLevel = 0
    private var preformatted = 0
    /// Open lists: ordered or not, and the next number.
    private var lists: [(ordered: Bool, next: Int)] = []
    /// Bytes of the list marker at the start of `text` in a list item, or of the speaker's name in a
    /// dialogue row: the first paragraph after it goes on in the same block.
    private var markerLength = 0
    /// Open list items: the column each one's text starts at. A nested list's markers start at
    /// its item's text, and the item's later paragraphs are set there too (`continued`).
    private var items: [Int] = []
    /// Open `blockquote`s: prose inside one is a block quote; lists, verse and tables in it keep their kind.
    private var quoteDepth = 0
    private var lastOffset: Int

    /// Columns a definition (`dd`) is set in from its term.
    static let definitionIndent = 4

    /// Elements whose content is never shown.
    static let skipped: Set<String> = [
        "head", "script", "style", "template", "noscript", "title", "rp", "iframe", "object", "audio", "video", "button", "input", "select",
        "textarea",
    ]
    /// Elements that start and end a block.
    static let blockLevel: Set<String> = [
        "html", "body", "p", "div", "section", "article", "aside", "header", "footer", "main", "nav", "figure",
        "figcaption", "address", "dl", "center", "caption", "hgroup", "details", "summary", "legend", "fieldset",
    ]

    /// Converts the document `bytes` (already through `SelfClosingTags.expand`), whose blocks
    /// are anchored at `base` + their byte offset in `bytes`; `floated`: the classes the book's
    /// stylesheets float right. Throws when the document needs more memory to parse than it may take.
    init(_ bytes: [UInt8], base: Int, floated: Set<String> = []) throws(MarkupDocument.TooLarge) {
        self.base = base
        lastOffset = base - 1
        let document = try MarkupDocument(xhtml: bytes)
        let head = document.root.children.first { $0.isElement && $0.name == "head" }
        let styles = head?.descendants(named: "style") ?? []
        self.floated = styles.reduce(into: floated) { $0.formUnion(FloatedClasses.inCSS(Array($1.textContent.utf8))) }
        walk(document.root)
        flush()
    }

    private mutating func walk(_ node: MarkupNode) {
        if let t = node.text {
            append(t, at: node.offset)
            return
        }
        guard node.isElement else { return }
        let name = node.name
        if Self.skipped.contains(name) || Self.isHidden(node) { return }
        if let id = node.attribute("id") ?? (name == "a" ? node.attribute("name") : nil), ids[id] == nil {
            // The block being built (whose index is the next one) where its text has got to, or the next block.
            ids[id] = (blocks.count, text.utf8.count + (pendingSpace && !text.isEmpty ? 1 : 0))
        }
        if isFloated(node), !Self.holdsLetters(node) { return }
        switch name {
        case "h1", "h2", "h3", "h4", "h5", "h6":
            heading(node, level: Int(String(name.last!))!)
        case "br":
            if preformatted > 0 {
                text += "\n"
            } else if kind == .lineGroup, text.utf8.last == 10, styles == 0 {
                // A blank line (`<br/><br/>`, as some books part their paragraphs) ends the block;
                // one inside a styled run is kept, so the run's span stays in its block.
                text.removeLast()
                if !text.utf8.contains(10) { kind = .paragraph }
                flush()
            } else if !text.isEmpty {
                while text.utf8.last == 32 { text.removeLast() }
                text += "\n"
                pendingSpace = false
                if kind == .paragraph { kind = .lineGroup }
            }
        case "pre":
            // So does code opening a numbered item (Sphinx's `<li><pre>`, as Debian Policy has).
            keepNumber()
            flush()
            preformatted += 1
            kind = .preformatted
            start = node.offset
            children(node)
            preformatted -= 1
            flush()
        case "ul", "ol":
            flush()
            // A hostile start (9223372036854775807) would overflow as items are counted: no real
            // list starts beyond a billion.
            let first = Int(node.attribute("start") ?? "").map { min(max($0, -1_000_000_000), 1_000_000_000) } ?? 1
            lists.append((name == "ol", first))
            children(node)
            lists.removeLast()
            flush()
        case "li":
            flush()
            var marker = "• "
            if var list = lists.popLast() {
                if list.ordered { marker = "\(list.next). " }
                list.next += 1
                lists.append(list)
            }
            let indent = items.last ?? 0
            text = String(repeating: " ", count: indent) + marker
            markerLength = text.utf8.count
            kind = .listItem
            start = node.offset
            items.append(indent + CellWidth.width(of: marker))
            children(node)
            flush()
            items.removeLast()
        case "dt":
            // A term, in bold; its definitions (`dd`) are set in under it, as a list item's text is.
            // A term opening a list item goes on after the item's marker (`1. Free Redistribution`).
            if !opensItem { flush() }
            styled(.strong, node)
            flush()
        case "dd":
            if !opensItem { flush() }
            items.append((items.last ?? 0) + Self.definitionIndent)
            children(node)
            flush()
            items.removeLast()
        case "table":
            // A table opening a list item (Standard Ebooks' endnote that is a table) keeps the item's
            // number, on a line of its own above the table.
            keepNumber()
            flush()
            table(node)
        case "hr":
            flush()
            emit(Paragraph(offset: base + node.offset, text: "* * *", kind: .separator))
        case "img", "svg", "image":
            flush()
            let text = Self.imageText(node)
            if let source = Self.imageSource(node) { pictures.append((blocks.count, source)) }
            emit(Paragraph(offset: base + node.offset, text: text.isEmpty ? "image" : text, kind: .image))
        case "blockquote":
            // A quote opening a list item goes on after the item's marker, as other blocks do.
            let inItem = opensItem
            if !inItem { flush() }
            quoteDepth += 1
            children(node)
            if !inItem { flush() }
            quoteDepth -= 1
        case "em", "i", "cite", "dfn", "var":
            styled(.emphasis, node)
        case "b", "strong":
            styled(.strong, node)
        case "a":
            if let href = node.attribute("href")?.trimmingSpaces, !href.isEmpty {
                hrefs.append(href)
                styled(.link, node, link: UInt32(hrefs.count - 1))
            } else {
                children(node)
            }
        case "ruby":
            ruby(node)
        case "span" where preformatted == 0 && (text.isEmpty || text.utf8.last == 10):
            // A line of verse set in (Standard Ebooks' `i1`…`i9`, an em a step): two cells a step.
            if let steps = Self.verseIndent(of: node) {
                if start == nil { start = node.offset }
                text += String(repeating: " ", count: 2 * steps)
                pendingSpace = false
            }
            children(node)
        default:
            if name == "p" || name == "div" || name == "center", let level = FontHeading.level(of: node) {
                heading(node, level: level)
            } else if Self.blockLevel.contains(name), !(markerLength > 0 && text.utf8.count == markerLength) {
                flush()
                children(node)
                flush()
            } else {
                children(node)
            }
        }
    }

    /// How many steps a verse line's class sets it in: `i1`…`i9` (Standard Ebooks' poetry and plays).
    static func verseIndent(of node: MarkupNode) -> Int? {
        guard let classes = node.attribute("class") else { return nil }
        for name in classes.split(separator: " ") {
            let utf8 = name.utf8
            if utf8.count == 2, utf8.first == UInt8(ascii: "i"), let digit = utf8.last, (0x31...0x39).contains(digit) {
                return Int(digit - 0x30)
            }
        }
        return nil
    }

    /// Heading `node`, a block of its own at `level`.
    private mutating func heading(_ node: MarkupNode, level: Int) {
        flush()
        headingLevel = level
        start = node.offset
        children(node)
        flush()
    }

    /// When the block being built is a numbered list item with nothing but its marker yet, and what
    /// opens the item cannot go on after the marker (a table, code), the number as a block of its own.
    private mutating func keepNumber() {
        guard opensItem, text.utf8.contains(where: { (0x30...0x39).contains($0) }) else { return }
        var number = text
        while number.last == " " { number.removeLast() }
        emit(Paragraph(offset: start.map { base + $0 } ?? lastOffset + 1, text: number, kind: .listItem))
    }

    /// The block being built is a list item that has nothing but its marker yet: what opens the item
    /// goes on after the marker rather than flushing it away.
    private var opensItem: Bool { kind == .listItem && markerLength > 0 && text.utf8.count == markerLength }

    private mutating func children(_ node: MarkupNode) {
        for child in node.children { walk(child) }
    }

    /// Inline content of `node` under a span of `kind`.
    private mutating func styled(_ kind: InlineSpan.Kind, _ node: MarkupNode, link: UInt32 = 0) {
        let from = text.utf8.count + (pendingSpace && !text.isEmpty ? 1 : 0)
        styles += 1
        children(node)
        styles -= 1
        let to = text.utf8.count
        if to > from { spans.append(InlineSpan(kind, utf8: from..<to, link: link)) }
    }

    /// `<ruby>base<rt>reading</rt></ruby>` → `base(reading)`, the annotation dimmed as in TXT books.
    private mutating func ruby(_ node: MarkupNode) {
        var base = text.utf8.count // where the text the next `rt` reads starts
        for child in node.children {
            if child.isElement, child.name == "rt" {
                let reading = Sanitizer.clean(child.textContent)
                guard !reading.isEmpty else { continue }
                if start == nil { start = child.offset }
                let from = text.utf8.count
                if base < from, text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: base)] == 32 { base += 1 }
                if base < from { spans.append(InlineSpan(.rubyBase, utf8: base..<from)) }
                text += "(" + reading + ")"
                spans.append(InlineSpan(.rubyAnnotation, utf8: from..<text.utf8.count))
                base = text.utf8.count
            } else {
                walk(child)
            }
        }
    }

    /// A table as a reader reads it (`TableShape`): aligned rows, a block of fields per row, its
    /// cells' blocks in reading order, or a play's speeches.
    private mutating func table(_ node: MarkupNode) {
        // The caption (`Table 2.1: Linux Device Names`) is a block above the rows, whatever their shape.
        for caption in node.children where caption.isElement && caption.name == "caption" {
            flush()
            children(caption)
            flush()
        }
        let shape = TableShape(node)
        switch shape.kind {
        case .aligned:
            let lines = shape.alignedLines
            guard !lines.isEmpty else { return }
            emit(Paragraph(offset: base + node.offset, text: lines.joined(separator: "\n"), kind: .lineGroup))
        case .fields:
            if let header = shape.header {
                // The column names once, in strong type, over the rows that repeat them as labels.
                let text = header.filter { !$0.isEmpty }.joined(separator: TableShape.cellSeparator)
                emit(
                    Paragraph(
                        offset: base + shape.rows[0][0].offset, text: text, kind: .lineGroup,
                        spans: [InlineSpan(.strong, utf8: 0..<text.utf8.count)]))
            }
            for (r, row) in shape.rows.enumerated() where r > 0 || shape.header == nil {
                fields(row, texts: shape.texts[r], header: shape.header)
            }
        case .layout:
            for r in shape.rows.indices { cells(of: r, in: shape) }
        case .dialogue:
            for (r, row) in shape.rows.enumerated() {
                if TableShape.isSpeech(row) { speech(row) } else { cells(of: r, in: shape) }
            }
        }
    }

    /// The cells of row `r` as blocks of their own, left to right: a header cell's text in strong
    /// type; an icon that another cell names (`TableShape.isIcon`) left out.
    private mutating func cells(of r: Int, in shape: TableShape) {
        for (c, cell) in shape.rows[r].enumerated() where !shape.isIcon(row: r, cell: c) {
            flush()
            if cell.name == "th", !TableShape.holdsBlocks(cell) { styled(.strong, cell) } else { children(cell) }
            flush()
        }
    }

    /// One row of a data table too wide for a page, as a line group: each cell on a line of its
    /// own after its column's header as a `.label` (`Size: 4 MB`); without headers the first
    /// cell, in strong type, names the row.
    private mutating func fields(_ row: [MarkupNode], texts: [String], header: [String]?) {
        flush()
        start = row[0].offset
        kind = .lineGroup
        for (i, cell) in row.enumerated() where !texts[i].isEmpty {
            if !text.isEmpty { text += "\n" }
            pendingSpace = false
            if let label = header.flatMap({ i < $0.count && !$0[i].isEmpty ? $0[i] : nil }) {
                let from = text.utf8.count
                text += label
                spans.append(InlineSpan(.label, utf8: from..<text.utf8.count))
                text += ": "
                children(cell)
            } else if header == nil, i == 0 {
                styled(.strong, cell)
            } else {
                children(cell)
            }
        }
        flush()
    }

    /// One row of a dialogue table as a block: the first cell (the speaker) in strong type, then the
    /// speech. Prose goes on after the name, as a printed play sets it; verse (`isVerse`) starts on
    /// the line under the name, so the name never runs into the first verse line; a row `TableShape.isSpeech`.
    private mutating func speech(_ row: [MarkupNode]) {
        flush()
        start = row[0].offset
        styled(.strong, row[0])
        // Names on lines of their own (`Marcellus<br/>Bernardo`) stand over their speech too.
        if !text.isEmpty, Self.isVerse(row[1]) || text.utf8.contains(10) {
            text += "\n"
            kind = .lineGroup
        } else {
            pendingSpace = true
        }
        markerLength = text.utf8.count
        children(row[1])
        flush()
    }

    /// Whether a speech is verse: it breaks its lines (`<br>`), or the book says so (`z3998:verse`,
    /// `z3998:song`, `z3998:poem` on it or inside it).
    static func isVerse(_ cell: MarkupNode) -> Bool {
        if !cell.descendants(named: "br").isEmpty { return true }
        var found = false
        func walk(_ n: MarkupNode) {
            guard !found, n.isElement else { return }
            if let type = n.attribute("epub:type"),
                type.contains("z3998:verse") || type.contains("z3998:song") || type.contains("z3998:poem")
            {
                found = true
                return
            }
            for c in n.children { walk(c) }
        }
        walk(cell)
        return found
    }

    /// Adds a text node's text: white space collapsed (kept in `<pre>`), controls removed.
    private mutating func append(_ raw: String, at offset: Int) {
        if preformatted > 0 {
            appendPreformatted(raw, at: offset)
            return
        }
        // One pass over the bytes, straight into the new string's storage: runs of ASCII white
        // space become one space between words (never more bytes than the node has).
        var raw = raw, pending = pendingSpace, leadingSpace = false
        let followsText = !text.isEmpty && text.utf8.last != 10 && text.utf8.last != 32
        let collapsed = raw.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { out in
                var n = 0
                for b in bytes {
                    if b == 32 || b == 10 || b == 9 || b == 13 || b == 12 {
                        pending = true
                        continue
                    }
                    if pending {
                        if n > 0 {
                            out[n] = 32
                            n += 1
                        } else if followsText {
                            leadingSpace = true
                        }
                    }
                    pending = false
                    out[n] = b
                    n += 1
                }
                return n
            }
        }
        pendingSpace = pending
        guard !collapsed.isEmpty else { return }
        if start == nil { start = offset }
        if leadingSpace { text += " " }
        text += Sanitizer.clean(collapsed) + Self.trailingSpace(of: collapsed)
    }

    /// The white space that ends `text` (no-break, ideographic…: ASCII white space is collapsed
    /// before). `Sanitizer` trims it as a line's end, but a text node ends inside its block:
    /// `St.&#160;<i>Thomas</i>` keeps its words apart.
    static func trailingSpace(of text: String) -> Substring {
        let utf8 = text.utf8
        let kept = utf8.withContiguousStorageIfAvailable { b -> Int in
            guard let base = b.baseAddress else { return 0 }
            var n = b.count
            while n > 0 {
                let space = SanitizerScan.trailingWhitespace(base, count: n)
                guard space > 0 else { break }
                n -= space
            }
            return n
        }
        return text[utf8.index(utf8.startIndex, offsetBy: kept ?? utf8.count)...]
    }

    /// Adds a text node inside `<pre>` as written: every space and line break kept (a node of
    /// spaces between two highlighted words too), tabs expanded from the column the node starts
    /// at, controls removed. `Sanitizer` trims a line's trailing spaces, so they are put back.
    private mutating func appendPreformatted(_ raw: String, at offset: Int) {
        if start == nil { start = offset }
        for (i, line) in raw.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if i > 0 { text += "\n" }
            var piece = String(line)
            if piece.utf8.contains(9) {
                let lineStart = text.utf8.lastIndex(of: 10).map { text.utf8.index(after: $0) } ?? text.utf8.startIndex
                piece = Self.expandingTabs(piece, column: CellWidth.width(of: text[lineStart...]))
            }
            let trailing = piece.utf8.reversed().prefix { $0 == 32 }.count
            text += Sanitizer.clean(piece) + String(repeating: " ", count: trailing)
        }
    }

    /// `line` with each tab replaced by spaces to the next multiple of 4 columns (as `Sanitizer`
    /// does), counting from `column`, where the line goes on.
    static func expandingTabs(_ line: String, column: Int) -> String {
        var out = "", column = column
        for c in line {
            if c == "\t" {
                let spaces = 4 - column % 4
                out += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                out.append(c)
                column += CellWidth.width(of: c)
            }
        }
        return out
    }

    /// Ends the block being built, if it has text.
    private mutating func flush() {
        defer {
            text = ""
            spans = []
            start = nil
            pendingSpace = false
            kind = .paragraph
            headingLevel = 0
            markerLength = 0
        }
        if kind == .preformatted {
            // Leading line breaks go (HTML drops one), and the spans move back with the text.
            let leading = text.utf8.prefix { $0 == 10 }.count
            if leading > 0 {
                text.removeFirst(leading)
                spans = spans.compactMap { span in
                    let r = max(0, span.utf8.lowerBound - leading)..<max(0, span.utf8.upperBound - leading)
                    return r.isEmpty ? nil : InlineSpan(span.kind, utf8: r, link: span.link)
                }
            }
            while let last = text.last, last == "\n" || last == " " { text.removeLast() }
        } else {
            // (A text node's no-break or ideographic space is kept inside the block, not at its end.)
            while let last = text.last, last.isWhitespace { text.removeLast() }
        }
        guard text.utf8.count > (kind == .listItem ? markerLength : 0) else { return }
        if kind == .paragraph || kind == .lineGroup, headingLevel == 0, let indent = items.last {
            // A list item's second paragraph (or text after a nested list) goes on under the item's
            // text; so does each line of verse in it.
            setIn(by: indent)
            if kind == .paragraph { kind = .listItem }
        }
        let length = text.utf8.count
        let clamped = spans.compactMap { span -> InlineSpan? in
            let r = min(span.utf8.lowerBound, length)..<min(span.utf8.upperBound, length)
            return r.isEmpty ? nil : InlineSpan(span.kind, utf8: r, link: span.link)
        }
        var blockKind = kind == .lineGroup && !text.contains("\n") ? .paragraph : kind
        if headingLevel > 0 {
            blockKind = .heading(headingLevel)
        } else if blockKind == .paragraph, quoteDepth > 0 {
            blockKind = .blockQuote
        }
        emit(Paragraph(offset: start.map { base + $0 } ?? lastOffset + 1, text: text, kind: blockKind, spans: clamped))
    }

    /// Moves the block's text `indent` columns in: spaces before it and, in a line group, before each
    /// of its lines; the spans move with their text.
    private mutating func setIn(by indent: Int) {
        let breaks = text.utf8.indices.filter { text.utf8[$0] == 10 }.map { text.utf8.distance(from: text.utf8.startIndex, to: $0) }
        let pad = String(repeating: " ", count: indent)
        // Bytes added before `offset`: one pad for the first line and one after each break before it.
        func moved(_ offset: Int) -> Int { offset + indent * (1 + breaks.partitioningIndex { $0 >= offset }) }
        spans = spans.map { InlineSpan($0.kind, utf8: moved($0.utf8.lowerBound)..<moved($0.utf8.upperBound), link: $0.link) }
        text = pad + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + pad)
    }

    /// Appends a block; offsets only grow, so every binary search over them keeps working.
    private mutating func emit(_ paragraph: Paragraph) {
        var p = paragraph
        p.offset = max(p.offset, lastOffset + 1)
        lastOffset = p.offset
        blocks.append(p)
    }

    /// An image's text: its alt text (an `svg`'s `title`), else the file name it shows; clean, one line.
    static func imageText(_ node: MarkupNode) -> String {
        let alt = (node.attribute("alt") ?? node.descendants(named: "title").first?.textContent ?? "").trimmingSpaces
        if !alt.isEmpty { return Sanitizer.clean(alt) }
        let source = imageSource(node) ?? ""
        let path = source.split(whereSeparator: { $0 == "?" || $0 == "#" }).first ?? ""
        let name = EPUBPath.percentDecoded(path.split(separator: "/").last ?? "")
        if isNumbered(name) { return "" }
        return Sanitizer.clean(name.split(whereSeparator: { $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " "))
    }

    /// Whether picture file `name` is only a number a converter gave it (`resource00012.jpg`, as
    /// libmobi names a MOBI's pictures; `image003.png`; `00012.jpg`), which tells a reader nothing.
    static func isNumbered(_ name: String) -> Bool {
        let stem = name.split(separator: ".").first ?? ""
        let digits = stem.reversed().prefix { $0.isASCII && $0.isNumber }.count
        return digits >= 2 && stem.dropLast(digits).allSatisfy { $0.isASCII && ($0.isLetter || $0 == "_" || $0 == "-") }
    }

    /// The picture an `img`, `image` or `svg` (its first `image`) shows: its `src` or `href`, as written.
    static func imageSource(_ node: MarkupNode) -> String? {
        let inner = node.name == "svg" ? node.descendants(named: "image").first : node
        return inner.flatMap { $0.attribute("src") ?? $0.attribute("xlink:href") ?? $0.attribute("href") }
    }

    /// Moves every block to `offset(its offset)`; the map must grow strictly (see `EPUBSpine`).
    mutating func place(_ offset: (Int) -> Int) {
        blocks.moveOffsets(offset)
    }

    /// The blocks, handed over (left empty here): the book takes each document's as it is assembled.
    mutating func takeBlocks() -> BlockStore {
        var taken = BlockStore()
        swap(&taken, &blocks)
        return taken
    }

    /// Whether `node` floats right, by its inline style or one of its classes: a mark for the margin.
    private func isFloated(_ node: MarkupNode) -> Bool {
        if !floated.isEmpty, let classes = node.attribute("class"),
            classes.split(whereSeparator: Self.isSpace).contains(where: { floated.contains(String($0)) })
        {
            return true
        }
        return node.attribute("style").map { FloatedClasses.floatsRight($0.utf8) } ?? false
    }

    /// Whether `node`'s text holds a letter: a date or note floated beside the text (Gibbon's `AD 96`)
    /// is the book's text, kept where it stands; a paragraph number (digits and marks) is a margin's.
    private static func holdsLetters(_ node: MarkupNode) -> Bool {
        node.textContent.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// `hidden`, `display:none`, `visibility:hidden` (inline style only).
    static func isHidden(_ node: MarkupNode) -> Bool {
        if node.attribute("hidden") != nil { return true }
        guard let style = node.attribute("style") else { return false }
        let compact = style.lowercased().filter { $0 != " " && $0 != "\t" && $0 != "\n" }
        return compact.contains("display:none") || compact.contains("visibility:hidden")
    }

    static func isSpace(_ c: Character) -> Bool {
        c == " " || c == "\n" || c == "\t" || c == "\r" || c == "\u{0C}"
    }
}
