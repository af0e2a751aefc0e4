/// Turns the headings found line by line into chapter marks, applying the guards that need the
/// whole book: bare numerals count only in sequence, a contents list is dropped in favour of the
/// body's headings, a container heading (`BOOK ONE: 1805`) followed at once by a chapter opens at
/// that chapter's mark (no empty chapter) and raises the level of the chapters inside it, and a
/// heading repeated back to back is kept once.
enum HeadingOutline {
    /// A heading and the index of its paragraph.
    struct Found {
        var index: Int
        var heading: Heading
        /// Depth in its run: a flexible heading (Epilogue) is a container when a deeper one follows at once.
        var level: Heading.Level
    }

    /// Chapter marks of a book, in reading order; `found` when the headings were already
    /// looked for (`headings(in:)`).
    static func marks(_ paragraphs: some ParagraphCollection, found: [Found]? = nil, rules: HeadingRules = .auto) -> [ChapterMark] {
        marks(found: found ?? headings(in: paragraphs, rules: rules), size: paragraphs.utf8Count(at:))
    }

    /// Chapter marks from the headings found, knowing of the other blocks only their size in UTF-8
    /// bytes (`size(index)`): what a book read without keeping its text has. They are filtered where
    /// they lie; only numbered sections are gathered anew (`keepingSectionSequence`). The marks'
    /// titles are `title(heading)`: a book read without keeping its text reads a section's again.
    static func marks(
        found: consuming some FoundHeadings, size: (Int) -> Int, title: (Found) -> String = \.heading.title
    ) -> [ChapterMark] {
        var found = keepingBareSequence(levelingUnderlines(found))
        guard found.contains(where: { !$0.heading.sectionPath.isEmpty }) else {
            return marks(ofGroupsIn: &found, size: size, title: title)
        }
        keepingSectionSequence(&found)
        return marks(ofGroupsIn: &found, size: size, title: title)
    }

    /// Chapter marks from the groups of `found`.
    private static func marks(ofGroupsIn found: inout some FoundHeadings, size: (Int) -> Int, title: (Found) -> String) -> [ChapterMark] {
        let groups = groups(&found, size: size)
        return select(found, groups: groups, size: size, title: title)
    }

    /// Every paragraph that reads as a heading on its own under `rules`, with indices counted from
    /// `base` (so parts of a book can be searched apart and their results joined).
    static func headings(in paragraphs: some ParagraphCollection, base: Int = 0, rules: HeadingRules = .auto) -> [Found] {
        var found = [Found]()
        for i in paragraphs.indices {
            if let h = rules.heading(paragraphs.text(at: i)) { found.append(Found(index: base + i, heading: h, level: h.level)) }
        }
        return found
    }

    /// Bare numerals (`一`, `二`, `IV`…) are chapters only when the book numbers no chapter otherwise and
    /// they count up from one; strays outside the sequence are dropped. `found` is filtered where it
    /// lies: a long book finds hundreds of thousands of headings, and a copy of them would double that.
    static func keepingBareSequence<Headings: FoundHeadings>(_ found: consuming Headings) -> Headings {
        guard found.contains(where: \.heading.bare) else { return found }
        // (A numbered list's `1.` `2.`, a list of illustrations at a novel's end, numbers no chapter.)
        let otherChapters = found.contains {
            !$0.heading.bare && $0.heading.number != nil && $0.heading.level == .chapter && $0.heading.sectionPath.isEmpty
        }
        // How far the bare numerals count up from one: two or more of them are kept, fewer are strays.
        var expected = 1
        if !otherChapters {
            for i in found.indices where found[i].heading.bare && found[i].heading.number == expected { expected += 1 }
        }
        let keepsBare = expected > 2
        var next = 1, kept = 0
        for i in found.indices {
            let f = found[i]
            if f.heading.bare {
                guard keepsBare, f.heading.number == next else { continue }
                next += 1
            }
            found[kept] = f
            kept += 1
        }
        found.truncate(to: kept)
        return found
    }

    /// Most headings a book's text of `bytes` may have: a thousand, and one for every 16 bytes
    /// after that. A real book's contents stays far below (a Bible's 31,000 verses are not headings,
    /// a manual's sections hold a line or more); a file whose every line is a heading, or a user's
    /// rule that matches every line, would cost some 130 bytes of memory for each 2-byte line.
    static func maxHeadings(bytes: Int) -> Int { 1_000 + bytes / 16 }

    /// Most text two headings may have between them and still count as one run: the second line of a
    /// contents entry wrapped in two (Moby-Dick's `CHAPTER 56. … and the True` / `Pictures of Whaling
    /// Scenes.`), an epigraph line under a book heading. A real chapter is longer than this.
    static let maxGapBytes = 120
    static let maxGapParagraphs = 2

    /// True when only a line or two of short text separates two heading paragraphs (`size`: a block's UTF-8 bytes).
    static func nextTo(_ a: Int, _ b: Int, size: (Int) -> Int) -> Bool {
        guard b - a - 1 <= maxGapParagraphs else { return false }
        var bytes = 0
        for i in (a + 1)..<b { bytes += size(i) }
        return bytes <= maxGapBytes
    }

    /// Headings on (nearly) consecutive paragraphs fall into groups, split where the depth stops
    /// increasing: `BOOK ONE` + `CHAPTER I` is one group, while `CHAPTER I` + `CHAPTER II` (a contents
    /// list) are two. Groups tile the headings found in order, so a group is marked on its first
    /// heading alone: a book whose every line is a heading makes millions of groups, and a byte
    /// each is what they may cost.
    struct GroupMark: OptionSet {
        let rawValue: UInt8
        /// A group starts at this heading.
        static let starts = GroupMark(rawValue: 1)
        /// More groups follow in the same run of headings, so this one has little text of its own.
        static let isEmpty = GroupMark(rawValue: 2)
        /// Last group of a run of several: a contents list's last line, or the body's first heading.
        static let endsList = GroupMark(rawValue: 4)
        /// A later group has the same key (the same headings under the same containers).
        static let comesAgain = GroupMark(rawValue: 8)
    }

    /// One mark per heading of `found`, whose flexible headings get their level in their run.
    static func groups(_ found: inout some FoundHeadings, size: (Int) -> Int) -> [GroupMark] {
        var marks = [GroupMark](repeating: [], count: found.count)
        var start = 0
        while start < found.count {
            let end = runEnd(found, from: start, size: size)
            for k in start..<end where found[k].heading.flexible {
                let deeperFollows = k + 1 < end && found[k + 1].heading.level >= .chapter
                found[k].level = deeperFollows ? .book : .chapter
            }
            var first = start
            for k in (start + 1)..<end where found[k].level <= found[k - 1].level {
                marks[first] = [.starts, .isEmpty]
                first = k
            }
            marks[first] = first > start ? [.starts, .endsList] : .starts
            start = end
        }
        return marks
    }

    /// The groups `marks` sets out, in order: the range of `found` each covers and its first heading's mark.
    struct Groups: Sequence, IteratorProtocol {
        let marks: [GroupMark]
        private var start = 0

        init(_ marks: [GroupMark]) { self.marks = marks }

        mutating func next() -> (range: Range<Int>, mark: GroupMark)? {
            guard start < marks.count else { return nil }
            var end = start + 1
            while end < marks.count, !marks[end].contains(.starts) { end += 1 }
            defer { start = end }
            return (start..<end, marks[start])
        }
    }

    /// The end of the run of headings on (nearly) consecutive paragraphs that starts at `found[start]`.
    /// A run-in heading's paragraph is text: it ends a run. A heading its shape marks is never a
    /// contents entry: it is a run of its own.
    private static func runEnd(_ found: some FoundHeadings, from start: Int, size: (Int) -> Int) -> Int {
        var end = start + 1
        while end < found.count, !found[end - 1].heading.runIn, !found[end - 1].heading.standsApart,
            !found[end].heading.standsApart, nextTo(found[end - 1].index, found[end].index, size: size)
        {
            end += 1
        }
        return end
    }

    /// True when the group after `group` is numbered one more than `group`, at the same level.
    static func countsOn(_ found: some FoundHeadings, _ marks: [GroupMark], after group: Range<Int>) -> Bool {
        let last = found[group.upperBound - 1]
        guard group.upperBound < found.count, let number = last.heading.number else { return false }
        var k = group.upperBound
        repeat {
            if found[k].level == last.level && found[k].heading.number == number + 1 { return true }
            k += 1
        } while k < found.count && !marks[k].contains(.starts)
        return false
    }

    /// Keys from the enclosing containers, then the guards that drop groups (`size`: a block's UTF-8
    /// bytes). A key is kept as its hash: a string each would cost more than the heading.
    static func select(
        _ found: some FoundHeadings, groups: consuming [GroupMark], size: (Int) -> Int, title: (Found) -> String
    ) -> [ChapterMark] {
        var marks = groups
        var keys = [Int]()
        var context = [Heading?](repeating: nil, count: Heading.Level.allCases.count)
        for (range, _) in Groups(marks) {
            var key = Hasher()
            for container in context[..<found[range.lowerBound].level.rawValue] { container?.combineKey(into: &key) }
            for e in found[range] {
                e.heading.combineKey(into: &key)
                context[e.level.rawValue] = e.heading
                for deeper in (e.level.rawValue + 1)..<context.count { context[deeper] = nil }
            }
            keys.append(key.finalize())
        }
        do {
            var later = Set<Int>()
            var k = keys.count
            for i in marks.indices.reversed() where marks[i].contains(.starts) {
                k -= 1
                if later.contains(keys[k]) { marks[i].insert(.comesAgain) }
                later.insert(keys[k])
            }
        }
        var kept = [Range<Int>]()
        var previousKey: Int?
        for (k, (range, mark)) in Groups(marks).enumerated() {
            // A group with more of its run after it has little text of its own: a printed contents
            // list's entry, dropped when its heading comes again or only headings follow it. Sections
            // of a line or two that never come again (a numbered manual's `1.1.` / one sentence) are kept.
            if mark.contains(.isEmpty), mark.contains(.comesAgain) || found[range.upperBound].index == found[range.upperBound - 1].index + 1
            {
                continue
            }
            // A list's last line repeats a heading found later: a contents entry, unless the
            // next heading goes on counting from it (then it is the body's first chapter, and the
            // later one belongs to another work of an omnibus that numbers from one again).
            if mark.contains(.endsList), mark.contains(.comesAgain), !countsOn(found, marks, after: range) { continue }
            if keys[k] == previousKey {
                // An unnumbered section (`Preface`, `序言`) named again after nothing but short lines: the
                // first was an entry of a printed contents list, the second is the section with its text.
                if found[range.upperBound - 1].heading.number == nil,
                    onlyShortBlocks(after: found[kept.last!.upperBound - 1].index, before: found[range.lowerBound].index, size: size)
                {
                    kept[kept.count - 1] = range
                }
                continue
            }
            previousKey = keys[k]
            kept.append(range)
        }
        return Self.marks(of: kept, in: found, title: title)
    }

    /// True when every block between blocks `a` and `b` is as short as a contents entry (`maxGapBytes`).
    static func onlyShortBlocks(after a: Int, before b: Int, size: (Int) -> Int) -> Bool {
        ((a + 1)..<b).allSatisfy { size($0) <= maxGapBytes }
    }

    /// One mark per kept group: the group's last (deepest) heading is the chapter, the headings
    /// above it in the group are its containers. Depth counts the containers still open above a
    /// heading, so a chapter inside `BOOK TWO` is at level 2 and an `Epilogue` after the last
    /// chapter of a book without containers is at level 1. The titles are made on every processor at
    /// once: a book read without keeping its text reads each numbered section's block again for its
    /// title, tens of thousands of them in a long manual.
    static func marks(of kept: [Range<Int>], in found: some FoundHeadings, title: (Found) -> String) -> [ChapterMark] {
        let titles = BackgroundThread.map(kept.count, minimumPerThread: 2048) { k in
            let g = found[kept[k]]
            return (chapter: title(g.last!), containers: g.dropLast().map(title))
        }
        var open = [Bool](repeating: false, count: Heading.Level.allCases.count) // per `Heading.Level`: a heading of that level is open
        return kept.indices.map { k in
            let g = found[kept[k]]
            var depth = 0
            for e in g {
                let level = e.level.rawValue
                for deeper in level..<open.count { open[deeper] = false }
                depth = open[..<level].filter { $0 }.count + 1
                open[level] = true
            }
            return ChapterMark(
                paragraphIndex: g.first!.index, title: titles[k].chapter, level: depth, containers: titles[k].containers,
                runIn: g.first!.heading.runIn)
        }
    }
}
