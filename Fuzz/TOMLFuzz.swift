// libFuzzer target `toml` (scripts/fuzz.sh toml SECONDS): config file text through the
// TOML-subset parser and the config loader that reads values out of it. An input may say
// "this piece N times" (Fuzz/Support/Repeats.swift), so deep keys and lists are a few bytes.
//
// Checked besides "no crash": every parser error and loader warning names a line of
// the document (1 … its number of lines; LF, CRLF and a lone CR each end a line, as
// the parser counts them); the heap stays under the memory ceiling.
@testable import ReaderUI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTOML(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    // At most what the reader reads of a config file: a longer one is refused before parsing.
    let bytes = Array(Repeats.expand(UnsafeBufferPointer(start: data, count: count)).prefix(ConfigFile.maximumBytes))
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = lineCount(text)
    ceiling.enforce(inputBytes: bytes.count) { checkConfig(text, lines: lines) }
    return 0
}

/// The heap a config may take per byte of its text (plus a constant).
let ceiling = MemoryCeiling(perByte: 64)

/// Parses `text` (of `lines` lines) and loads a config from it, checking the lines named.
func checkConfig(_ text: String, lines: Int) {
    let (_, errors) = TOMLParser.parse(text)
    for error in errors {
        check(error.line >= 1 && error.line <= lines, "parser error at line \(error.line) of \(lines): \(error)")
    }
    let (_, warnings) = ConfigLoader.parse(text, file: "config.toml")
    for warning in warnings {
        guard let line = warning.line else { continue }  // about the whole file
        check(line >= 1 && line <= lines, "warning at line \(line) of \(lines): \(warning)")
    }
}

/// Lines as the parser counts them: `\n`, `\r\n` and a lone `\r` each end one.
private func lineCount(_ text: String) -> Int {
    var lines = 1
    var previous: UInt8 = 0
    for byte in text.utf8 {
        if byte == UInt8(ascii: "\r") || (byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r")) { lines += 1 }
        previous = byte
    }
    return lines
}
