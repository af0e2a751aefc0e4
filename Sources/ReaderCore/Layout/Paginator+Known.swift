extension Paginator {
    /// The page table of chapter `c` from what reading the book found of it (`KnownPages`). A page
    /// that starts inside a block takes its line's first grapheme from that block broken alone again;
    /// when the block no longer breaks into the lines counted (its file changed), the chapter is
    /// laid out whole.
    func anchors(of c: Int, known: KnownPages) -> [PageAnchor] {
        guard !known.lineStarts.isEmpty else { return known.anchors }
        let chapter = book.chapters[c]
        let kinds = book.paragraphs.kinds
        var anchors = known.anchors
        anchors.reserveCapacity(anchors.count + known.lineStarts.count)
        var broken: [BrokenLine] = []
        var brokenBlock: Int? // the block `broken` holds: a long one holds several pages' starts
        for start in known.lineStarts {
            let p = start.paragraph
            guard start.line > 0 else {
                anchors.append(PageAnchor(paragraph: p, grapheme: 0))
                continue
            }
            if brokenBlock != p {
                let kind = kinds[p]
                let block = book.paragraphs.texts.alone(p, offset: book.paragraphs.offsets[p], kind: kind)
                let heading = isHeading(p, kind: kind, text: block.text, in: chapter)
                let set = setting(of: p, kind: kind, text: block.text, isHeading: heading, in: chapter)
                _ = lines(of: p, kind: kind, text: block.text, setting: set, spans: block.spans, into: &broken)
                brokenBlock = p
            }
            guard broken.count == start.lines else { return self.anchors(of: c, keepingText: false) }
            anchors.append(PageAnchor(paragraph: p, grapheme: broken[Int(start.line)].graphemes.lowerBound))
        }
        return anchors
    }
}
