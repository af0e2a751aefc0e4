// libFuzzer target `input` (scripts/fuzz.sh input SECONDS): what a terminal may send,
// through the input decoder. The bytes are read as the screen feeds them: UTF-8 text as
// scalars; 0xFE then two bytes is an ncurses keycode (what `wget_wch` returns with
// KEY_CODE_YES); 0xFD is input going idle (`flush()`). Neither byte occurs in UTF-8.
//
// Checked besides "no crash": no control character leaks out as a printable key, mouse
// coordinates are 0-based cells (never negative), nothing is pending after a flush, and the
// heap stays under the memory ceiling.
import CNcurses
import ReaderUI
@testable import TermReader

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: count)
    ceiling.enforce(inputBytes: count) { decodeAll(bytes) }
    return 0
}

/// The heap the decoder may take per byte of input (plus a constant): it buffers at most a sequence.
let ceiling = MemoryCeiling(perByte: 64)

/// Feeds `bytes` to an input decoder as the screen would and checks the events.
func decodeAll(_ bytes: UnsafeBufferPointer<UInt8>) {
    var decoder = InputDecoder()
    var text: [UInt8] = []
    var events: [TerminalEvent] = []
    func feedText() {
        events += decoder.feed(String(decoding: text, as: UTF8.self))
        text.removeAll()
    }
    var i = 0
    while i < bytes.count {
        switch bytes[i] {
        case 0xFE where i + 2 < bytes.count:
            feedText()
            let code = Int32(bytes[i + 1]) << 8 | Int32(bytes[i + 2])
            events += decoder.feed(keyCode: code, size: TerminalSize(columns: 80, rows: 24))
            i += 3
            continue
        case 0xFD:
            feedText()
            events += decoder.flush()
            check(!decoder.isPending, "pending after flush")
        default:
            text.append(bytes[i])
        }
        i += 1
    }
    feedText()
    events += decoder.flush()
    check(!decoder.isPending, "pending after flush")
    for event in events {
        switch event {
        case .key(.character(let c)):
            for s in c.unicodeScalars {
                check(s.value >= 0x20 && s.value != 0x7F, "control U+\(String(s.value, radix: 16)) leaked as a character key")
            }
        case .mouse(let m):
            check(m.column >= 0 && m.row >= 0, "mouse at \(m.column),\(m.row)")
        default:
            break
        }
    }
}
