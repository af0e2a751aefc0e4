// libFuzzer target `formats` (scripts/fuzz.sh formats SECONDS): bytes read as a book of the
// formats besides TXT and EPUB, as the reader reads a file of that name — FictionBook 2 (expat),
// zipped FB2 (minizip), Markdown (cmark-gfm), HTML (gumbo), MOBI/AZW3 (libmobi, loaded at run
// time when installed) and comics (CBZ: minizip, and expat for ComicInfo.xml). The input's first
// byte picks the name's extension, the rest is the file.
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
let extensions = ["fb2", "md", "html", "azw3", "fb2.zip", "cbz"]

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

/// Loads the book at `path` by the format the reader would choose, and checks it and its windows
/// (Fuzz/Support/BookChecks.swift).
func checkBook(at path: String) {
    guard let source = try? SourceFile(path: path) else { return }
    let format = BookFormats.of(source)
    guard let book = try? format.load(path: path) else { return }
    checkBook(book, window: format.windowIsWhole ? nil : { try? format.window(path: path, from: $0) })
}
