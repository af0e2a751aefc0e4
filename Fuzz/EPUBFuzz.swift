// libFuzzer target `epub` (scripts/fuzz.sh epub SECONDS): bytes read as an EPUB file — the
// container, package (OPF), nav/NCX and XHTML parsers, the zip reader, offsets and links.
//
// An input starting with `PK` is the zip file itself (mutations reach the zip directory and
// the deflated data). Any other input is a list of entries, `\n=====\n` between them, each a
// first line naming the entry and its bytes after it; they are stored (not deflated) in a
// zip the harness writes, with a container naming the first `.opf` entry unless one is given,
// so mutations reach the markup; such a list may say "this piece N times" (Fuzz/Support/
// Repeats.swift), so a bomb of nested or stray tags is a few bytes.
//
// Checked besides "no crash": block offsets grow and stay inside the book; every link span
// names a link of the book; chapters tile the blocks; the window read at any block holds that
// block, and every block of a window is the whole book's block at the same offset; the heap
// stays under the memory ceiling (bytes per byte of the zip).
import CMinizip
import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// The heap a book may take per byte of its file (plus a constant): see Fuzz/Support/MemoryCeiling.swift.
let ceiling = MemoryCeiling(perByte: 64)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEPUB(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    let zip = bytes.starts(with: [0x50, 0x4B]) ? bytes : storedZip(entries(Repeats.expand(bytes)))
    let path = "/tmp/termreader-fuzz-epub-\(getpid()).epub"
    guard let file = fopen(path, "wb") else { return 0 }
    fwrite(zip, 1, zip.count, file)
    fclose(file)
    defer { unlink(path) }
    ceiling.enforce(inputBytes: zip.count) { checkBook(at: path) }
    return 0
}

/// Loads the EPUB at `path` and checks the book and its windows (Fuzz/Support/BookChecks.swift).
func checkBook(at path: String) {
    guard let book = try? EPUBLoader.load(path: path) else { return }
    checkBook(book) { try? EPUBLoader.window(path: path, from: $0) }
}

/// The entries of an input in the listed form: (name, bytes), with a container when none is given.
func entries(_ bytes: [UInt8]) -> [(String, [UInt8])] {
    let separator = Array("\n=====\n".utf8)
    var parts: [[UInt8]] = []
    var start = 0, i = 0
    while i + separator.count <= bytes.count {
        if bytes[i..<(i + separator.count)].elementsEqual(separator) {
            parts.append(Array(bytes[start..<i]))
            i += separator.count
            start = i
        } else {
            i += 1
        }
    }
    parts.append(Array(bytes[start...]))
    var result: [(String, [UInt8])] = parts.map { part in
        let newline = part.firstIndex(of: 10) ?? part.count
        return (String(decoding: part[..<newline], as: UTF8.self), Array(part[min(part.count, newline + 1)...]))
    }
    if !result.contains(where: { $0.0 == "META-INF/container.xml" }), let opf = result.first(where: { $0.0.hasSuffix(".opf") })?.0 {
        let container = "<?xml version=\"1.0\"?><container><rootfiles><rootfile full-path=\"\(opf)\" media-type=\"application/oebps-package+xml\"/></rootfiles></container>"
        result.insert(("META-INF/container.xml", Array(container.utf8)), at: 0)
    }
    return result
}

/// A zip of `entries`, stored: local headers, data, the central directory and its end record.
func storedZip(_ entries: [(String, [UInt8])]) -> [UInt8] {
    var out: [UInt8] = [], directory: [UInt8] = []
    func le16(_ v: Int, _ a: inout [UInt8]) { a += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    func le32(_ v: Int, _ a: inout [UInt8]) { le16(v & 0xFFFF, &a); le16(v >> 16 & 0xFFFF, &a) }
    for (name, data) in entries.prefix(0xFFFF) {
        let nameBytes = Array(name.utf8.prefix(0xFFFF))
        let crc = data.withUnsafeBufferPointer { Int(crc32(0, $0.baseAddress, UInt32($0.count))) }
        let offset = out.count
        le32(0x0403_4B50, &out); le16(20, &out); le16(0, &out); le16(0, &out); le32(0, &out)
        le32(crc, &out); le32(data.count, &out); le32(data.count, &out); le16(nameBytes.count, &out); le16(0, &out)
        out += nameBytes
        out += data
        le32(0x0201_4B50, &directory); le16(20, &directory); le16(20, &directory); le16(0, &directory); le16(0, &directory)
        le32(0, &directory); le32(crc, &directory); le32(data.count, &directory); le32(data.count, &directory)
        le16(nameBytes.count, &directory); le16(0, &directory); le16(0, &directory); le16(0, &directory); le16(0, &directory)
        le32(0, &directory); le32(offset, &directory)
        directory += nameBytes
    }
    let count = min(entries.count, 0xFFFF), start = out.count
    out += directory
    le32(0x0605_4B50, &out); le16(0, &out); le16(0, &out); le16(count, &out); le16(count, &out)
    le32(directory.count, &out); le32(start, &out); le16(0, &out)
    return out
}
