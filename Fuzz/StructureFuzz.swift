// libFuzzer target `structure` (scripts/fuzz.sh structure SECONDS): any text through the TXT
// structure recogniser (every wrap style), inline markup, chapter detection and pagination,
// hyphenated (by soft hyphens, and by the system's English patterns where installed) on even widths.
//
// Checked besides "no crash": blocks keep increasing offsets inside the text and are never
// empty (but an Aozora page break); every laid-out row fits its page; the pages of every
// chapter tile its blocks exactly; the heap stays under the memory ceiling.
import ReaderCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStructure(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    // The first byte picks the page width, so narrow and wide layouts are both tried.
    let columns = 4 + Int(count > 0 ? data[0] % 60 : 20)
    _ = englishPatterns  // loaded once, outside any input's share of the heap
    ceiling.enforce(inputBytes: count) { checkLayouts(text, columns: columns) }
    return 0
}

/// The system's English hyphenation patterns, when installed (Debian's hyphen-en-us).
let englishPatterns: String? = {
    let path = "/usr/share/hyphen/hyph_en_US.dic"
    return Hyphenator.shared(file: path) == nil ? nil : path
}()

/// The heap a text may take per byte (plus a constant) while it is read and laid out.
let ceiling = MemoryCeiling(perByte: 64)

/// Reads `text` in every wrap style and lays each out `columns` wide, checking blocks and pages.
func checkLayouts(_ text: String, columns: Int) {
    let size = text.utf8.count  // invalid bytes became U+FFFD
    for style in [WrapStyle.paragraphPerLine, .hardWrapped(width: 20 + columns), .linesKept] {
        let file = SourceFile(bytes: Array(text.utf8), path: "fuzz.txt")
        guard let source = try? BookSource(file: file, known: (Detection(encoding: .utf8, bomLength: 0), style)),
              let book = try? BookLoader.load(source) else { continue }
        var previous = -1
        for block in book.paragraphs {
            check(block.offset > previous && block.offset < max(1, size), "block offset \(block.offset) after \(previous) in \(size) bytes")
            check(!block.text.isEmpty || block.kind == .separator, "an empty \(block.kind) block at \(block.offset)")
            previous = block.offset
        }
        let geometry = PageGeometry(
            columns: columns, rows: 3 + columns % 7, hyphenates: columns % 2 == 0, hyphenation: englishPatterns)
        let paginator = Paginator(book: book, geometry: geometry)
        for c in book.chapters.indices {
            var covered: [Int: Int] = [:]
            // Each page is laid out from its anchor: a few hundred pages tell as much as thousands.
            let anchors = paginator.anchors(of: c)
            // Each page breaks its paragraph again from its start (below 32 KB): the sweep costs pages ×
            // the longest paragraph's bytes, kept to a megabyte.
            let longest = book.chapters[c].paragraphs.map { book.paragraphs[$0].text.utf8.count }.max() ?? 0
            guard anchors.count <= 400, anchors.count * longest <= 1 << 20 else { continue }
            for anchor in anchors {
                for line in paginator.page(in: c, from: anchor).lines where line.kind != .blank {
                    check(line.indent + line.width <= columns || line.graphemes.count <= 1, "a row of \(line.indent)+\(line.width) in \(columns) columns")
                    check(line.graphemes.lowerBound == covered[line.paragraph, default: 0], "rows skip or repeat text in block \(line.paragraph)")
                    covered[line.paragraph] = line.graphemes.upperBound
                }
            }
            for p in book.chapters[c].paragraphs {
                check(covered[p, default: 0] == book.paragraphs[p].text.count, "block \(p) not wholly laid out")
            }
        }
    }
}
