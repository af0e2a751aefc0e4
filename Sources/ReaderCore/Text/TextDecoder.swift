#if canImport(Glibc)
import Glibc
#endif

/// Splits a book's bytes into lines and turns each line into a String, for one encoding.
/// Every encoding is decoded natively; the CJK ones from tables generated from glibc iconv,
/// so the text is iconv's without loading its modules at start-up.
public struct TextDecoder: Sendable {
    public let encoding: TextEncoding

    public init(encoding: TextEncoding) {
        self.encoding = encoding
    }

    /// Calls `body(offset, line)` for each raw line of bytes[range] (offsets are absolute file offsets), split at LF, CR
    /// and CRLF; CR CR LF gives a line and then an empty line (see `LineScanner`). UTF-16/32 split at code units
    /// aligned with `range.lowerBound`. Start the range after the BOM and at a line start; the last line is cut at
    /// `range.upperBound`. Return false from body to stop.
    public func forEachLine(in bytes: UnsafeRawBufferPointer, range: Range<Int>, _ body: (Int, UnsafeRawBufferPointer) -> Bool) {
        switch encoding {
        case .utf16LE: LineScanner.units(bytes, range: range, unitSize: 2, bigEndian: false, body)
        case .utf16BE: LineScanner.units(bytes, range: range, unitSize: 2, bigEndian: true, body)
        case .utf32LE: LineScanner.units(bytes, range: range, unitSize: 4, bigEndian: false, body)
        case .utf32BE: LineScanner.units(bytes, range: range, unitSize: 4, bigEndian: true, body)
        default: LineScanner.bytes(bytes, range: range, body)
        }
    }

    /// One line's bytes → String; invalid sequences become U+FFFD, never a crash (in UTF-8, a stray
    /// Latin-1 / Windows-1252 byte inside an ASCII word becomes its character, see `StrayBytes`).
    public func decode(_ line: UnsafeRawBufferPointer) -> String {
        if line.isEmpty { return "" }
        switch encoding {
        case .utf8:
            // Valid lines (nearly all) are decoded once: the repairing decoder is the fast one, and a
            // line came through untouched exactly when its bytes are still the same. A damaged one
            // has its stray legacy bytes repaired.
            var text = String(decoding: line.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
            let untouched = text.withUTF8 { out in out.count == line.count && memcmp(out.baseAddress!, line.baseAddress!, line.count) == 0 }
            return untouched ? text : StrayBytes.decode(line)
        case .utf16LE: return DecodeUnicode.utf16(line, bigEndian: false)
        case .utf16BE: return DecodeUnicode.utf16(line, bigEndian: true)
        case .utf32LE: return DecodeUnicode.utf32(line, bigEndian: false)
        case .utf32BE: return DecodeUnicode.utf32(line, bigEndian: true)
        case .gb18030: return GB18030.decode(line)
        case .big5: return CJKTable.big5.decode(line)
        case .shiftJIS: return CJKTable.shiftJIS.decode(line)
        case .eucJP: return CJKTable.eucJP.decode(line)
        case .eucKR: return CJKTable.eucKR.decode(line)
        default: return SingleByteTable.of(encoding)!.decode(line)
        }
    }
}
