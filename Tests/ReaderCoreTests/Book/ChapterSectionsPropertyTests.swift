import PropertyBased
import Testing

@testable import ReaderCore

/// `ChapterDetector.sections` on random books: a partition of the paragraphs, in order, of bounded size.
@Test func sectionsPartitionTheBook() async {
    await propertyCheck(input: Gen.int(in: 0...400).array(of: 0...80), Gen.int(in: 1...2000)) { sizes, maxBytes in
        let ps = sizes.enumerated().map { i, n in
            Paragraph(offset: i * 1000, text: String(repeating: "word ", count: n / 5) + String(repeating: "x", count: n % 5))
        }
        let marks = ChapterDetector.sections(ps, maxBytes: maxBytes)
        #expect(marks.isEmpty == ps.isEmpty)
        guard !ps.isEmpty else { return }
        #expect(marks.first?.paragraphIndex == 0)
        let starts = marks.map(\.paragraphIndex)
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 }, "each paragraph in exactly one section, in order")
        for (k, start) in starts.enumerated() {
            let end = k + 1 < starts.count ? starts[k + 1] : ps.count
            let bytes = ps[start..<end].reduce(0) { $0 + $1.text.utf8.count }
            #expect(end - start == 1 || bytes <= maxBytes, "only a lone oversized paragraph may exceed the bound")
            if end < ps.count {
                #expect(bytes + ps[end].text.utf8.count > maxBytes, "a section is cut only when the next paragraph would overflow it")
            }
            #expect(marks[k].title.hasPrefix("§\(k + 1)"))
        }
    }
}
