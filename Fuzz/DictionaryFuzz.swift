// libFuzzer target `dictionary` (scripts/fuzz.sh dictionary SECONDS): a dictionary's files
// written from the input and looked up through the shelf, as `define` and the reader do. The
// input is `KIND ifo-options @@@@ index @@@@ articles @@@@ words`: KIND's low bit chooses
// StarDict (`.ifo`/`.idx`/`.dict`) or dictd (`.index`/`.dict`), the next one whether the
// articles are written as `.dict.dz` (read as dictzip) and the next one whether a StarDict
// index is `.idx.gz`; each line of `words` is looked up.
//
// Checked besides "no crash": every warning is one line; every entry found has a headword and
// its paragraphs' links lie inside their text; the heap stays under the memory ceiling.
import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDictionary(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    ceiling.enforce(inputBytes: bytes.count) { checkDictionary(bytes) }
    return 0
}

/// The heap a look-up may take per byte of the dictionary (plus a constant).
let ceiling = MemoryCeiling(perByte: 64)

/// The folder the files are written to (one per process: libFuzzer runs one input at a time).
let folder: String = {
    var template = Array("/tmp/termreader-fuzz-dictionary-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
}()

func write(_ bytes: ArraySlice<UInt8>, to name: String) {
    let file = fopen(folder + "/" + name, "wb")!
    bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
}

func checkDictionary(_ bytes: [UInt8]) {
    guard let kind = bytes.first else { return }
    var parts: [ArraySlice<UInt8>] = []
    var rest = bytes.dropFirst()
    let separator: [UInt8] = Array("@@@@".utf8)
    while parts.count < 3, let at = rest.firstRange(of: separator) {
        parts.append(rest[..<at.lowerBound])
        rest = rest[at.upperBound...]
    }
    parts.append(rest)
    while parts.count < 4 { parts.append([]) }
    for name in ["d.ifo", "d.idx", "d.idx.gz", "d.index", "d.dict", "d.dict.dz"] { unlink(folder + "/" + name) }
    let articles = kind & 2 != 0 ? "d.dict.dz" : "d.dict"
    if kind & 1 == 0 {
        write(ArraySlice("StarDict's dict ifo file\nversion=3.0.0\nbookname=fuzz\n".utf8) + parts[0], to: "d.ifo")
        write(parts[1], to: kind & 4 != 0 ? "d.idx.gz" : "d.idx")
    } else {
        write(parts[1], to: "d.index")
    }
    write(parts[2], to: articles)
    let shelf = DictionaryShelf(folders: [folder])
    let words = parts[3].split(separator: UInt8(ascii: "\n")).prefix(8).map { String(decoding: $0, as: UTF8.self) }
    for word in words.isEmpty ? ["run"] : words {
        let result = shelf.lookUp(word)
        for warning in result.warnings { check(!warning.contains("\n"), "a warning of several lines: \(warning)") }
        for entry in result.entries {
            check(!entry.dictionary.isEmpty, "an entry without its dictionary's name")
            for paragraph in entry.paragraphs {
                let length = paragraph.text.count
                for link in paragraph.links { check(link.range.upperBound <= length, "a link past its text: \(link)") }
            }
        }
    }
}
