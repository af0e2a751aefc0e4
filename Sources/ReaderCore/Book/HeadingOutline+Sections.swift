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
    static func keepingSectionSequence(_ found: some FoundHeadings) -> [Found] {
        let others = found.filter { $0.heading.sectionPath.isEmpty }
        // An appendix (`Appendix A.`) is a chapter, but does not make the numbered sections before it sub-sections.
        if others.contains(where: {
            $0.heading.level <= .chapter && !$0.heading.front && $0.heading.kind != "appendix" && !$0.heading.standsApart
        }) {
            return (others + underChapters(found)).sorted { $0.index < $1.index }
        }
        let families = Set(found.lazy.filter { $0.heading.sectionPath.count == 1 && $0.heading.kind != "lettered" }.map(\.heading.kind))
        var numbered = [Found]()
        for family in families.sorted() {
            let run = inSequence(
                found.filter {
                    $0.heading.kind == family || ($0.heading.sectionPath.count > 1 && $0.heading.kind != "lettered") || $0.heading.front
                },
                firsts: 0...1)
            if holdText(run) > holdText(numbered) { numbered = run }
        }
        let lettered = inSequence(found.filter { $0.heading.kind == "lettered" }, firsts: 1...1)
        let keptNumbered = holdText(numbered) >= 3
        let keptLettered = holdText(lettered) >= 3 || (keptNumbered && !lettered.isEmpty)
        return (others + (keptNumbered ? numbered : []) + (keptLettered ? lettered : [])).sorted { $0.index < $1.index }
    }

    /// The sections among `found` that follow each other in order, the first numbered from `firsts`.
    /// Numbering may start again after a printed contents list (dropped), or after a front section
    /// (`Preface`) that numbers its own: those were its sections, one level deeper.
    private static func inSequence(_ found: [Found], firsts: ClosedRange<Int>) -> [Found] {
        var kept = [Found]()
        var path = SectionPath() // numbers of the last kept section at each depth
        var run = 0 // where the sections numbered since the last start begin in `kept`
        var frame: Int? // where the sections after the last front heading begin in `kept`
        for f in found {
            let numbers = f.heading.sectionPath
            if numbers.isEmpty {
                if f.heading.front { (frame, run, path) = (kept.count, kept.count, []) }
                continue
            }
            if numbers.count == 1, firsts.contains(numbers[0]), !path.isEmpty, !counts(numbers, on: path, firsts: firsts) {
                if isList(kept[run...]) {
                    kept.removeSubrange(run...) // a printed contents list: the body's sections follow
                } else if let start = frame, start < kept.count {
                    for k in start..<kept.count { kept[k].level = .forSection(depth: kept[k].heading.sectionPath.count + 1) }
                    frame = nil
                } else {
                    continue
                }
                (run, path) = (kept.count, [])
            }
            guard counts(numbers, on: path, firsts: firsts) else { continue }
            path = numbers
            kept.append(f)
        }
        return kept
    }

    /// The sections of a book with chapter headings: the sub-sections of the numbered chapter they follow
    /// (`Chapter 1.` or `第 1 章`, then `1.1.`, `1.1.1.`), and a front section's own (`Preface`, then `1.`,
    /// `2.`, kept when two hold text), one level deeper than their heading; numbering may start again
    /// after a printed contents list, which is dropped. Top-level sections elsewhere (a numbered list in
    /// a chapter) are dropped.
    private static func underChapters(_ found: some FoundHeadings) -> [Found] {
        var kept = [Found]()
        var frame = [Found]() // sections of the current front section
        var base: SectionPath? // what the current heading's sections number on from: [] after a front section, [n] after chapter n
        var path = SectionPath() // numbers of the last kept section
        var inFront = false
        var run = 0 // where the sections numbered since the last start begin (in `frame` or `kept`)
        for f in found {
            let h = f.heading
            if h.sectionPath.isEmpty {
                if holdText(frame) >= 2 { kept += frame }
                frame = []
                inFront = h.front
                base = h.front ? [] : h.level == .chapter && !h.bare ? h.number.map { [$0] } : nil
                path = base ?? []
                run = inFront ? 0 : kept.count
                continue
            }
            guard let base, h.kind == "section" || h.kind == "lettered", inFront || h.sectionPath.count > 1 else { continue }
            if h.sectionPath == base.appending(1), path != base, !counts(h.sectionPath, on: path, firsts: 1...1) {
                // Numbering starts again after a printed contents list, which is dropped: the body's sections follow.
                if inFront, isList(frame[run...]) {
                    frame.removeSubrange(run...)
                    path = base
                } else if !inFront, isList(kept[run...]) {
                    kept.removeSubrange(run...)
                    path = base
                }
            }
            guard counts(h.sectionPath, on: path, firsts: 1...1) else { continue }
            path = h.sectionPath
            var section = f
            section.level = .forSection(depth: h.sectionPath.count + (inFront ? 1 : 0))
            if inFront { frame.append(section) } else { kept.append(section) }
        }
        if holdText(frame) >= 2 { kept += frame }
        return kept
    }

    /// Whether `run` is a printed contents list: two headings or more, (nearly) each on the block after
    /// the one before — three in four, so an entry the parser could not read does not hide the list.
    private static func isList(_ run: ArraySlice<Found>) -> Bool {
        guard run.count >= 2 else { return false }
        let adjacent = zip(run, run.dropFirst()).filter { $1.index == $0.index + 1 }.count
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
    private static func holdText(_ kept: [Found]) -> Int {
        kept.indices.filter { k in
            kept[k].heading.sectionPath.count == 1
                && (kept[k].heading.runIn || k + 1 == kept.count || kept[k + 1].index > kept[k].index + 1)
        }.count
    }
}
