// libFuzzer target `formats` (scripts/fuzz.sh formats SECONDS): bytes read as a book of the
// formats besides TXT and EPUB, as the reader reads a file of that name — FictionBook 2 (expat),
// zipped FB2 (minizip), Markdown (cmark-gfm), HTML (gumbo) and MOBI/AZW3 (libmobi, loaded at run
// time when installed). The input's first byte picks the name's extension, the rest is the file.
//
// Checked besides "no crash": block offsets grow and stay inside the book; every link span names
// a link of the book; chapters tile the blocks; the window read at a block holds that block as the
// whole book has it; the heap stays under the memory ceiling (bytes per byte of the file).
import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// The heap a book may take per byte of its file (plus a constant): see Fuzz/Support/MemoryCeiling.swift.
let ceiling = MemoryCeiling(perByte: 64)

/// The file name endings the first byte chooses between.
let extensions = ["fb2", "md", "html", "azw3", "fb2.zip"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormats(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let name = extensions[Int(data[0]) % extensions.count]
    let path = "/tmp/termreader-fuzz-formats-\(getpid()).\(name)"
    guard let file = fopen(path, "wb") else { return 0 }
    fwrite(data + 1, 1, count - 1, file)
    fclose(file)
    defer { unlink(path) }
    ceiling.enforce(inputBytes: count) { checkBook(at: path) }
    return 0
}

/// Loads the book at `path` by the format the reader would choose, and checks it and its windows.
func checkBook(at path: String) {
    guard let source = try? SourceFile(path: path) else { return }
    let format = BookFormats.of(source)
    guard let book = try? format.load(path: path) else { return }
    var previous = -1
    for block in book.paragraphs {
        check(block.offset > previous && block.offset < max(1, book.sourceSize), "block offset \(block.offset) after \(previous) in \(book.sourceSize)")
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
    guard !format.windowIsWhole, !book.paragraphs.isEmpty else { return }
    var whole: [Int: String] = [:]
    for block in book.paragraphs { whole[block.offset] = block.text }
    let offsets = book.paragraphs.offsets
    for i in Set([0, offsets.count / 2, offsets.count - 1]) {
        guard let window = try? format.window(path: path, from: offsets[i]) else {
            check(false, "no window at \(offsets[i]) of a book that loads")
            continue
        }
        check(window.paragraphs.contains { $0.offset == offsets[i] }, "the window at \(offsets[i]) does not hold it")
        for block in window.paragraphs {
            check(whole[block.offset] == block.text, "window block at \(block.offset) differs from the book's")
        }
    }
}
