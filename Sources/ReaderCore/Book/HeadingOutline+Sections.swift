/// Numbered sections (`1.`, `1.1.`, `1.1.1.`, `章 1.`) and lettered ones (`A.`) are headings only where
/// they count on, with levels by depth: in a book with chapter headings, as the sub-sections of the
/// numbered chapter they follow (`Chapter 1.` then `1.1.`) or as a front section's own (`Preface`
/// then `1.`); in a book without, as its chapters.
extension HeadingOutline {
    /// Numbered sections in a book without chapter headings: top-level numbers of one family (no word
    /// before them, or one word: `章 1.`, whichever holds more text) count up by one from 0 or 1 (at
    /// least three of them holding text), sub-sections count up from 1 under their section. Lettered
    /// sections (`A.`, `B.`: appendices, with their `A.1.`) count up from A, kept when there are three
    /// or when they follow kept numbered ones. Strays are dropped.
    /// Sections not kept are dropped where they lie, `found` compacted in place: a manual holds a
    /// candidate for every numbered line, and a copy of them would hold them twice.
    static func keepingSectionSequence(_ found: inout some FoundHeadings) {
        let kept = sectionSequence(found)
        for (k, heading) in kept.enumerated() {
            var f = found[Int(heading.position)]
            f.level = heading.level
            found[k] = f
        }
        found.truncate(to: kept.count)
    }

    /// A heading `keepingSectionSequence` keeps: where it is in `found`, and its level there.
    private struct Kept {
        var position: Int32
        var level: Heading.Level

        init(_ position: Int, in found: some FoundHeadings) {
            self.position = Int32(position)
            level = found[position].level
        }
    }

    /// The headings `keepingSectionSequence` keeps, in order.
    private static func sectionSequence(_ found: some FoundHeadings) -> [Kept] {
        let others = found.indices.filter { found[$0].heading.sectionPath.isEmpty }.map { Kept($0, in: found) }
        // A book that underlines its numbered sections (`11.5. Web servers` over `====`) numbers only
        // its lists' items on lines left plain.
        if found.lazy.filter({ $0.heading.underline != nil && HeadingParser.section($0.heading.title) != nil }).prefix(3).count == 3 {
            return others
        }
        // An appendix (`Appendix A.`) is a chapter, but does not make the numbered sections before it sub-sections.
        if others.contains(where: {
            let h = found[Int($0.position)].heading
            return h.level <= .chapter && !h.front && h.kind != "appendix" && !h.standsApart
        }) {
            return merged(others, underChapters(found))
        }
        let families = Set(found.lazy.filter { $0.heading.sectionPath.count == 1 && $0.heading.kind != "lettered" }.map(\.heading.kind))
        var numbered = [Kept]()
        for family in families.sorted() {
            let run = inSequence(
                found.indices.filter {
                    let h = found[$0].heading
                    return h.kind == family || (h.sectionPath.count > 1 && h.kind != "lettered") || h.front
                },
                of: found, firsts: 0...1)
            if holdText(run, of: found) > holdText(numbered, of: found) { numbered = run }
        }
        let lettered = inSequence(found.indices.filter { found[$0].heading.kind == "lettered" }, of: found, firsts: 1...1)
        let keptNumbered = holdText(numbered, of: found) >= 3
        let keptLettered = holdText(lettered, of: found) >= 3 || (keptNumbered && !lettered.isEmpty)
        return merged(others, keptNumbered ? numbered : [], keptLettered ? lettered : [])
    }

    /// `lists`, each in order, merged into one in order.
    private static func merged(_ lists: [Kept]...) -> [Kept] {
        var all = [Kept]()
        all.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        var next = [Int](repeating: 0, count: lists.count)
        while true {
            var k = -1 // the list whose next heading comes first
            for j in lists.indices where next[j] < lists[j].count && (k < 0 || lists[j][next[j]].position < lists[k][next[k]].position) {
                k = j
            }
            guard k >= 0 else { return all }
            all.append(lists[k][next[k]])
            next[k] += 1
        }
    }

    /// The sections among `found[positions]` that follow each other in order, the first numbered from `firsts`.
    /// Numbering may start again after a printed contents list (dropped), or after a front section
    /// (`Preface`) that numbers its own: those were its sections, one level deeper.
    private static func inSequence(_ positions: [Int], of found: some FoundHeadings, firsts: ClosedRange<Int>) -> [Kept] {
        var kept = [Kept]()
        var path = SectionPath() // numbers of the last kept section at each depth
        var run = 0 // where the sections numbered since the last start begin in `kept`
        var frame: Int? // where the sections after the last front heading begin in `kept`
        var refused: Found? // the last section not kept
        for p in positions {
            let f = found[p]
            let h = f.heading
            let numbers = h.sectionPath
            if numbers.isEmpty {
                if h.front { (frame, run, path) = (kept.count, kept.count, []) }
                continue
            }
            if listsOn(f, from: refused) {
                refused = f
                continue
            }
            if numbers.count == 1, firsts.contains(numbers[0]), !path.isEmpty, !counts(numbers, on: path, firsts: firsts) {
                if isList(kept[run...], of: found) {
                    kept.removeSubrange(run...) // a printed contents list: the body's sections follow
                } else if let start = frame, start < kept.count {
                    for k in start..<kept.count {
                        kept[k].level = .forSection(depth: found[Int(kept[k].position)].heading.sectionPath.count + 1)
                    }
                    frame = nil
                } else {
                    refused = f
                    continue
                }
                (run, path) = (kept.count, [])
            }
            guard counts(numbers, on: path, firsts: firsts) else {
                refused = f
                continue
            }
            path = numbers
            kept.append(Kept(p, in: found))
        }
        return kept
    }

    /// The sections of a book with chapter headings: the sub-sections of the numbered chapter they follow
    /// (`Chapter 1.` or `第 1 章`, then `1.1.`, `1.1.1.`), and a front section's own (`Preface`, then `1.`,
    /// `2.`, kept when two hold text), one level deeper than their heading; numbering may start again
    /// after a printed contents list, which is dropped. Top-level sections elsewhere (a numbered list in
    /// a chapter) are dropped.
    private static func underChapters(_ found: some FoundHeadings) -> [Kept] {
        var kept = [Kept]()
        var frame = [Kept]() // sections of the current front section
        var base: SectionPath? // what the current heading's sections number on from: [] after a front section, [n] after chapter n
        var path = SectionPath() // numbers of the last kept section
        var inFront = false
        var run = 0 // where the sections numbered since the last start begin (in `frame` or `kept`)
        var refused: Found? // the last section not kept
        for p in found.indices {
            let f = found[p]
            let h = f.heading
            if h.sectionPath.isEmpty {
                if holdText(frame, of: found) >= 2 { kept += frame }
                frame = []
                inFront = h.front
                base = h.front ? [] : h.level == .chapter && !h.bare ? h.number.map { [$0] } : nil
                path = base ?? []
                run = inFront ? 0 : kept.count
                continue
            }
            guard let base, h.kind == "section" || h.kind == "lettered", inFront || h.sectionPath.count > 1 else { continue }
            if listsOn(f, from: refused) {
                refused = f
                continue
            }
            if h.sectionPath == base.appending(1), path != base, !counts(h.sectionPath, on: path, firsts: 1...1) {
                // Numbering starts again after a printed contents list, which is dropped: the body's sections follow.
                if inFront, isList(frame[run...], of: found) {
                    frame.removeSubrange(run...)
                    path = base
                } else if !inFront, isList(kept[run...], of: found) {
                    kept.removeSubrange(run...)
                    path = base
                }
            }
            guard counts(h.sectionPath, on: path, firsts: 1...1) else {
                refused = f
                continue
            }
            path = h.sectionPath
            var section = Kept(p, in: found)
            section.level = .forSection(depth: h.sectionPath.count + (inFront ? 1 : 0))
            if inFront { frame.append(section) } else { kept.append(section) }
        }
        if holdText(frame, of: found) >= 2 { kept += frame }
        return kept
    }

    /// Whether `section` goes on from `refused`, a section not kept, in the block right after it, one
    /// more at the same depth: the next item of a numbered list (`1. Open the box`, `2. Take out the
    /// widget`), which must not take the number of the section that comes next.
    private static func listsOn(_ section: Found, from refused: Found?) -> Bool {
        guard let refused, section.index == refused.index + 1 else { return false }
        let numbers = section.heading.sectionPath, last = refused.heading.sectionPath
        return numbers.count == last.count && numbers.dropLast().elementsEqual(last.dropLast()) && numbers.last == last.last! + 1
    }

    /// Whether `run` is a printed contents list: two headings or more, (nearly) each on the block after
    /// the one before — three in four, so an entry the parser could not read does not hide the list.
    private static func isList(_ run: ArraySlice<Kept>, of found: some FoundHeadings) -> Bool {
        guard run.count >= 2 else { return false }
        let adjacent = zip(run, run.dropFirst()).filter { found[Int($1.position)].index == found[Int($0.position)].index + 1 }.count
        return adjacent * 4 >= (run.count - 1) * 3
    }

    /// Whether section `numbers` comes next after section `path` (empty: none yet): one more at its
    /// depth, or the first one deeper; a top-level section first numbered from `firsts`.
    private static func counts(_ numbers: SectionPath, on path: SectionPath, firsts: ClosedRange<Int>) -> Bool {
        let depth = numbers.count
        if depth == 1 { return path.first.map { numbers[0] == $0 + 1 } ?? firsts.contains(numbers[0]) }
        guard path.count >= depth - 1, path.prefix(depth - 1).elementsEqual(numbers.dropLast()) else { return false }
        return numbers[depth - 1] == (path.count >= depth ? path[depth - 1] + 1 : 1)
    }

    /// How many top-level sections hold text (a numbered list of short lines holds none).
    private static func holdText(_ kept: [Kept], of found: some FoundHeadings) -> Int {
        kept.indices.filter { k in
            let f = found[Int(kept[k].position)]
            return f.heading.sectionPath.count == 1
                && (f.heading.runIn || k + 1 == kept.count || found[Int(kept[k + 1].position)].index > f.index + 1)
        }.count
    }
}
