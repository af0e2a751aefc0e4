import ReaderCore

/// A look-up's entries laid out for a width, as the dictionary panel and `define` show them:
/// each entry's headword and dictionary, then its paragraphs wrapped with their indentation
/// (lines broken as the page's are), its links marked by the columns that show them.
package struct DefinitionLines: Equatable {
    package struct Line: Equatable {
        package var text: String
        package var role: Role
        /// The links on the line: the columns showing each and the word it goes to.
        package var links: [Link]
    }

    package struct Link: Equatable {
        package var columns: Range<Int>
        package var target: String
    }

    package let lines: [Line]

    package init(_ result: DictionaryResult, width: Int) {
        let width = max(8, width)
        guard !result.entries.isEmpty else {
            let names = result.dictionaries.isEmpty ? "no dictionaries found" : result.dictionaries.joined(separator: ", ")
            let text = "No entry for “\(Sanitizer.printable(result.query))” in \(names)."
            lines = Self.wrap(DefinitionParagraph(text: text, style: .note), width: width)
            return
        }
        var lines: [Line] = []
        for entry in result.entries {
            if !lines.isEmpty { lines.append(Line(text: "", role: .overlay, links: [])) }
            let heading = DefinitionParagraph(text: entry.headword + " · " + entry.dictionary, style: .title)
            lines += Self.wrap(heading, width: width)
            for paragraph in entry.paragraphs { lines += Self.wrap(paragraph, width: width) }
        }
        self.lines = lines
    }

    /// Every link in order: the line it is on and the link.
    package var links: [(line: Int, link: Link)] {
        lines.enumerated().flatMap { i, line in line.links.map { (i, $0) } }
    }

    /// `paragraph` broken into lines of at most `width` columns, its indentation before each.
    package static func wrap(_ paragraph: DefinitionParagraph, width: Int) -> [Line] {
        let role: Role =
            switch paragraph.style {
            case .title: .heading
            case .phonetic, .note: .dim
            case .text: .overlay
            }
        guard !paragraph.text.isEmpty else { return [Line(text: "", role: role, links: [])] }
        let indent = min(paragraph.indent, width / 3)
        let characters = Array(paragraph.text)
        var result: [Line] = []
        for broken in LineBreaker(columns: width - indent).lines(of: paragraph.text) {
            var text = String(repeating: " ", count: indent)
            var columns: [Int] = []
            for c in characters[broken.graphemes] {
                columns.append(CellWidth.width(of: text))
                text.append(c)
            }
            let end = CellWidth.width(of: text)
            let links = paragraph.links.compactMap { link -> Link? in
                let shown = link.range.clamped(to: broken.graphemes)
                guard !shown.isEmpty else { return nil }
                let first = columns[shown.lowerBound - broken.graphemes.lowerBound]
                let last = shown.upperBound < broken.graphemes.upperBound ? columns[shown.upperBound - broken.graphemes.lowerBound] : end
                return Link(columns: first..<last, target: link.target)
            }
            while text.last == " ", text.count > indent { text.removeLast() }
            result.append(Line(text: text, role: role, links: links))
        }
        return result
    }
}
