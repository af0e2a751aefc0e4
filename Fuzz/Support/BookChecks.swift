import ReaderCore

/// What every target that reads a whole book checks of it: block offsets grow and stay inside the
/// book; every link span names a link of the book; chapters tile the blocks; and the window read at
/// a few blocks (`window(offset)`, when the format reads windows) holds that block, every block of
/// it being the whole book's block at the same offset.
func checkBook(_ book: Book, window: ((Int) -> Book?)?) {
    var previous = -1
    for block in book.paragraphs {
        check(block.offset > previous && block.offset < book.sourceSize, "block offset \(block.offset) after \(previous) in \(book.sourceSize)")
        previous = block.offset
        for span in block.spans {
            check(span.utf8.upperBound <= block.text.utf8.count && !span.utf8.isEmpty, "span \(span.utf8) in \(block.text.utf8.count) bytes")
            check(span.kind != .link || Int(span.link) < book.links.count, "link \(span.link) of \(book.links.count)")
        }
    }
    var next = 0
    for chapter in book.chapters {
        check(chapter.paragraphs.lowerBound == next && !chapter.paragraphs.isEmpty, "chapter \(chapter.paragraphs) after \(next)")
        next = chapter.paragraphs.upperBound
    }
    check(next == book.paragraphs.count, "chapters end at \(next) of \(book.paragraphs.count) blocks")
    guard let window, !book.paragraphs.isEmpty else { return }
    var whole: [Int: String] = [:]
    for block in book.paragraphs { whole[block.offset] = block.text }
    // A few windows: the first block's, the last one's and one in the middle.
    let offsets = book.paragraphs.offsets
    for i in Set([0, offsets.count / 2, offsets.count - 1]) {
        guard let part = window(offsets[i]) else {
            check(false, "no window at \(offsets[i]) of a book that loads")
            continue
        }
        check(part.paragraphs.contains { $0.offset == offsets[i] }, "the window at \(offsets[i]) does not hold it")
        for block in part.paragraphs {
            check(whole[block.offset] == block.text, "window block at \(block.offset) differs from the book's")
        }
    }
}
