// libFuzzer target `sidecar` (scripts/fuzz.sh sidecar SECONDS): a KOReader sidecar's Lua data
// through the table reader, the highlights read out of it and their placing in a small book.
// An input may say "this piece N times" (Fuzz/Support/Repeats.swift), so deep tables and long
// lists of highlights are a few bytes.
//
// Checked besides "no crash": a failure names a byte inside the input; every highlight read
// has text; a placed highlight's span holds its text in the book; the heap stays under the
// memory ceiling.
import ReaderCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSidecar(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(Repeats.expand(UnsafeBufferPointer(start: data, count: count)).prefix(LuaTableReader.maxBytes))
    ceiling.enforce(inputBytes: bytes.count) { checkSidecar(bytes) }
    return 0
}

/// The heap a sidecar may take per byte of its text (plus a constant).
let ceiling = MemoryCeiling(perByte: 64)

/// A book the highlights are placed in: Latin, CJK and a paragraph with a hard break.
let book = Book(
    title: "t", encoding: .utf8, sourceSize: 120,
    paragraphs: [
        Paragraph(offset: 0, text: "The keeper lit the lamp."), Paragraph(offset: 25, text: "吾輩は猫である。"),
        Paragraph(offset: 50, text: "Lantern,\nand lamp."),
    ],
    chapters: [Chapter(title: "One", paragraphs: 0..<3, heading: nil, offset: 0)])

func checkSidecar(_ bytes: [UInt8]) {
    let value: LuaValue
    do {
        value = try LuaTableReader.read(bytes)
    } catch {
        check(error.offset >= 0 && error.offset <= bytes.count, "failure at byte \(error.offset) of \(bytes.count): \(error)")
        return
    }
    for highlight in KOReaderHighlight.all(in: value) {
        check(!highlight.text.isEmpty, "a highlight without text")
        guard let placed = book.annotation(importing: highlight) else { continue }
        check(book.text(from: placed.start, to: placed.end) == placed.text, "placed away from its text: \(placed)")
    }
}
