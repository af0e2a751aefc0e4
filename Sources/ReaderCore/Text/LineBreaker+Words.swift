extension LineBreaker {
    /// What a stretch of whole ASCII words and spaces that all fit (`GraphemeSource.skipASCIIWords`)
    /// leaves the greedy loop, the same as taking it word by word: the last break opportunity in it and
    /// its last visible byte. Positions are byte offsets, each byte a grapheme and a cell.
    struct WordStretch {
        /// The last word start a line may break before (-1: none), and the line's visible width there.
        var opportunity = -1, opportunityVisible = 0
        /// The last visible byte (-1: the stretch is all spaces); the line's visible width without
        /// it, and after it.
        var last = -1, lastVisible = 0, visible = 0
    }

    /// The stretch `start..<end` of `source`, ending with a space, read after a grapheme of class `before`
    /// with the line `width` cells wide (`visible` of them without its trailing spaces). Read
    /// backwards from its end: the last word and the opportunity are usually found within a few bytes.
    @inline(__always)
    static func words<Source: GraphemeSource>(
        in source: Source, from start: Int, to end: Int, after before: LineBreakClass, width: Int, visible: Int
    ) -> WordStretch {
        let ascii = LineBreakClass.asciiTable
        var stretch = WordStretch()
        var wordEnd = end - 1
        while wordEnd >= start && source.byte(at: wordEnd) == 0x20 { wordEnd -= 1 }
        guard wordEnd >= start else { return stretch }
        stretch.last = wordEnd
        stretch.visible = width + wordEnd - start + 1
        while true {
            var wordStart = wordEnd
            while wordStart > start && source.byte(at: wordStart - 1) != 0x20 { wordStart -= 1 }
            var previous = wordStart - 1
            while previous >= start && source.byte(at: previous) == 0x20 { previous -= 1 }
            // The line's visible width before this word.
            let shown = previous >= start ? width + previous - start + 1 : visible
            if stretch.last == wordEnd { stretch.lastVisible = wordEnd > wordStart ? width + wordEnd - start : shown }
            let cls = LineBreakClass(rawValue: ascii[Int(source.byte(at: wordStart))])
            let breaks =
                wordStart > start
                ? LineBreakClass.allowsBreak(between: .space, and: cls)
                : before != .newline && LineBreakClass.allowsBreak(between: before, and: cls)
            if breaks {
                stretch.opportunity = wordStart
                stretch.opportunityVisible = shown
                return stretch
            }
            guard previous >= start else { return stretch }
            wordEnd = previous
        }
    }
}
