import ReaderCore

/// A small book in memory: `chapters` chapters (three by default) of numbered paragraphs.
public func sampleBook(chapters: Int = 3, paragraphsPerChapter: Int = 30) -> Book {
    var paragraphs: [Paragraph] = []
    var chapterList: [Chapter] = []
    var offset = 0
    for c in 0..<chapters {
        let start = paragraphs.count
        let heading = "Chapter \(c + 1)"
        paragraphs.append(Paragraph(offset: offset, text: heading))
        offset += heading.utf8.count + 2
        for p in 0..<paragraphsPerChapter {
            let text = "Paragraph \(p + 1) of chapter \(c + 1): the quick brown fox jumps over the lazy dog."
            paragraphs.append(Paragraph(offset: offset, text: text))
            offset += text.utf8.count + 2
        }
        chapterList.append(Chapter(title: heading, paragraphs: start..<paragraphs.count, heading: start, offset: paragraphs[start].offset))
    }
    return Book(title: "sample", encoding: .utf8, sourceSize: offset, paragraphs: paragraphs, chapters: chapterList)
}
