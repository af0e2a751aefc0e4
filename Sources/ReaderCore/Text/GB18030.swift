/// GB18030, and GBK (its two-byte part), decoded natively from tables generated from glibc
/// iconv (`scripts/gen-gb18030-table.sh`): the same text iconv gives, invalid bytes included
/// (each becomes U+FFFD and decoding goes on at the next byte; a sequence cut short at the
/// end becomes one U+FFFD), without loading a gconv module at start-up and several times faster.
enum GB18030 {
    /// Code point of every two-byte code (0: not mapped), indexed as `twoByteHex`.
    static let twoByte: [UInt32] = {
        var table = GeneratedHex.values(twoByteHex).map(UInt32.init)
        for (index, codePoint) in twoByteBeyondBMP { table[Int(index)] = codePoint }
        return table
    }()

    /// `fourByteRuns` split for the binary search.
    static let runStarts: [UInt32] = fourByteRuns.map(\.0)
    static let runCodePoints: [UInt32] = fourByteRuns.map(\.1)

    /// Four-byte codes in the BMP part: linear indices 0..<39420.
    static let bmpFourByteCount: UInt32 = 39420
    /// Linear index of 0x90308130, which is U+10000; the planes follow linearly up to U+10FFFF.
    static let supplementaryBase: UInt32 = 189_000

    /// Decodes `input` to a String.
    static func decode(_ input: UnsafeRawBufferPointer) -> String {
        let table = twoByte
        return String(unsafeUninitializedCapacity: input.count * 3 + 4) { output in
            var j = 0
            @inline(__always) func put(_ cp: UInt32) {
                switch cp {
                case ..<0x80:
                    output[j] = UInt8(cp); j += 1
                case ..<0x800:
                    output[j] = UInt8(0xC0 | cp >> 6); output[j + 1] = UInt8(0x80 | cp & 0x3F); j += 2
                case ..<0x10000:
                    output[j] = UInt8(0xE0 | cp >> 12); output[j + 1] = UInt8(0x80 | cp >> 6 & 0x3F)
                    output[j + 2] = UInt8(0x80 | cp & 0x3F); j += 3
                default:
                    output[j] = UInt8(0xF0 | cp >> 18); output[j + 1] = UInt8(0x80 | cp >> 12 & 0x3F)
                    output[j + 2] = UInt8(0x80 | cp >> 6 & 0x3F); output[j + 3] = UInt8(0x80 | cp & 0x3F); j += 4
                }
            }
            let n = input.count
            var i = 0
            while i < n {
                let b1 = input[i]
                if b1 < 0x80 {
                    output[j] = b1; j += 1; i += 1
                    continue
                }
                guard b1 != 0x80, b1 != 0xFF, i + 1 < n else {
                    put(0xFFFD)
                    if b1 != 0x80, b1 != 0xFF { break } // a lead byte cut off at the end
                    i += 1
                    continue
                }
                let b2 = input[i + 1]
                if b2 >= 0x40, b2 != 0x7F, b2 != 0xFF {
                    let cp = table[Int(b1 - 0x81) * 190 + Int(b2 < 0x7F ? b2 - 0x40 : b2 - 0x41)]
                    if cp != 0 {
                        put(cp); i += 2
                    } else {
                        put(0xFFFD); i += 1
                    }
                } else if b2 >= 0x30, b2 <= 0x39 {
                    guard i + 3 < n else {
                        put(0xFFFD) // a four-byte code cut off at the end
                        break
                    }
                    let b3 = input[i + 2], b4 = input[i + 3]
                    if let cp = fourByte(b1, b2, b3, b4) {
                        put(cp); i += 4
                    } else {
                        put(0xFFFD); i += 1
                    }
                } else {
                    put(0xFFFD); i += 1
                }
            }
            return j
        }
    }

    /// The code point of a four-byte code, nil when it has none.
    static func fourByte(_ b1: UInt8, _ b2: UInt8, _ b3: UInt8, _ b4: UInt8) -> UInt32? {
        guard b3 >= 0x81, b3 <= 0xFE, b4 >= 0x30, b4 <= 0x39 else { return nil }
        let linear = ((UInt32(b1 - 0x81) * 10 + UInt32(b2 - 0x30)) * 126 + UInt32(b3 - 0x81)) * 10 + UInt32(b4 - 0x30)
        if linear < bmpFourByteCount {
            let run = runStarts.partitioningIndex { $0 > linear } - 1
            let first = runCodePoints[run]
            return first == 0 ? nil : first + (linear - runStarts[run])
        }
        guard linear >= supplementaryBase, linear - supplementaryBase <= 0x10FFFF - 0x10000 else { return nil }
        return 0x10000 + linear - supplementaryBase
    }
}
