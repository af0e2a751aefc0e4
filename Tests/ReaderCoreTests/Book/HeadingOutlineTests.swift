import PropertyBased
import Testing

@testable import ReaderCore

@Suite struct HeadingOutlineTests {
    /// What `keepingBareSequence` keeps, written the plain way (a copy of the kept headings):
    /// the filter in place must keep the same ones.
    static func reference(_ found: [HeadingOutline.Found]) -> [HeadingOutline.Found] {
        guard found.contains(where: \.heading.bare) else { return found }
        let otherChapters = found.contains {
            !$0.heading.bare && $0.heading.number != nil && $0.heading.level == .chapter && $0.heading.sectionPath.isEmpty
        }
        var expected = 1
        var kept: [HeadingOutline.Found] = []
        for f in found {
            if !f.heading.bare {
                kept.append(f)
            } else if !otherChapters, f.heading.number == expected {
                kept.append(f)
                expected += 1
            }
        }
        return expected > 2 ? kept : kept.filter { !$0.heading.bare }
    }

    /// Bare numerals, numbered and unnumbered chapters and sections, numbered list items, in any
    /// order: the same headings kept.
    @Test func bareSequenceKeepsWhatACopyWouldKeep() async {
        let heading = Gen.int(in: 0...6).map { kind -> Heading in
            switch kind {
            case 6: Heading(level: .chapter, kind: "section", number: 1, sectionPath: [1], title: "1. Down the Rabbit-Hole")
            case 0, 1: Heading(level: .chapter, bare: true, kind: "章", number: kind == 0 ? 1 : 2, title: "一")
            case 2: Heading(level: .chapter, bare: true, kind: "章", number: 3, title: "三")
            case 3: Heading(level: .chapter, kind: "chapter", number: 4, title: "Chapter 4")
            case 4: Heading(level: .section, kind: "section", number: nil, title: "Notes")
            default: Heading(level: .chapter, front: true, kind: "preface", title: "Preface")
            }
        }
        await propertyCheck(count: 300, input: heading.array(of: 0...12)) { headings in
            let found = headings.enumerated().map {
                HeadingOutline.Found(index: $0.offset * 2, heading: $0.element, level: $0.element.level)
            }
            let kept = HeadingOutline.keepingBareSequence(found)
            #expect(kept.map(\.index) == Self.reference(found).map(\.index))
        }
    }

    /// Enough groups for their titles to be made on every processor: each mark has its own group's
    /// titles, its chapter's and its containers' in order, as made one group after another.
    @Test func titlesMadeInParallelStayWithTheirGroups() {
        // Groups of one, two and three headings in turn: a section, a chapter under its part, a
        // subsection under its chapter and section.
        let levels: [[Heading.Level]] = [[.section], [.part, .chapter], [.chapter, .section, .subsection]]
        var found: [HeadingOutline.Found] = []
        var kept: [Range<Int>] = []
        for g in 0..<6_000 {
            let start = found.count
            for level in levels[g % 3] {
                let heading = Heading(level: level, kind: "k", title: "H\(found.count)")
                found.append(HeadingOutline.Found(index: 3 * found.count, heading: heading, level: level))
            }
            kept.append(start..<found.count)
        }
        let title: (HeadingOutline.Found) -> String = { "\($0.heading.title)@\($0.index)" }
        let marks = HeadingOutline.marks(of: kept, in: found, title: title)
        #expect(marks.count == kept.count)
        for (mark, range) in zip(marks, kept) {
            #expect(mark.paragraphIndex == found[range.lowerBound].index)
            #expect(mark.title == title(found[range.upperBound - 1]))
            #expect(mark.containers == found[range.dropLast()].map(title))
        }
    }
}
