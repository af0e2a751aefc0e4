// libFuzzer target `encoding` (scripts/fuzz.sh encoding SECONDS): the bytes of a book
// file through encoding detection, every decoder and the sanitizer.
//
// Checked besides "no crash": detection either names an encoding or refuses with a
// ReaderError; every line decoded in any encoding and then cleaned holds no control
// character the terminal would act on (C0 but LF, DEL, C1, bidi embeddings and
// overrides, BOM, NEL, LS, PS), and cleaning a clean line changes nothing; the heap stays
// under the memory ceiling.
import ReaderCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEncoding(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: count)
    ceiling.enforce(inputBytes: count) { detectAndDecode(bytes) }
    return 0
}

/// The heap decoding may take per byte of the file (plus a constant).
let ceiling = MemoryCeiling(perByte: 64)

/// Detects the encoding of `bytes`, then decodes and cleans them in every encoding.
private func detectAndDecode(_ bytes: UnsafeRawBufferPointer) {
    let count = bytes.count
    var encodings = TextEncoding.allCases
    if let detection = try? EncodingDetector.detect(bytes, path: "fuzz.txt") {
        check(detection.bomLength >= 0 && detection.bomLength <= count, "BOM length \(detection.bomLength) of \(count) bytes")
        encodings.removeAll { $0 == detection.encoding }
        decodeAndClean(bytes, TextDecoder(encoding: detection.encoding), from: detection.bomLength)
    }
    for encoding in encodings { decodeAndClean(bytes, TextDecoder(encoding: encoding), from: 0) }
}

/// Decodes and cleans every line of `bytes[start...]`.
private func decodeAndClean(_ bytes: UnsafeRawBufferPointer, _ decoder: TextDecoder, from start: Int) {
    var previous = -1
    decoder.forEachLine(in: bytes, range: start..<bytes.count) { offset, line in
        check(offset > previous && offset >= start && offset + line.count <= bytes.count, "line at \(offset) (\(line.count) bytes)")
        previous = offset
        let text = decoder.decode(line)
        let clean = Sanitizer.clean(text)
        for scalar in clean.unicodeScalars {
            check(isSafe(scalar), "\(decoder.encoding): U+\(String(scalar.value, radix: 16)) survives cleaning in \(Array(text.unicodeScalars))")
        }
        check(Sanitizer.clean(clean) == clean, "\(decoder.encoding): cleaning is not idempotent for \(Array(text.unicodeScalars))")
        return true
    }
}

/// Whether a scalar may reach the terminal from a book.
private func isSafe(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x0A: return true  // a hard break inside a paragraph
    case 0x00...0x1F, 0x7F...0x9F: return false
    case 0xFEFF, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return false
    default: return true
    }
}
