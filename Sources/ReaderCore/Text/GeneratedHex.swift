/// Reads the tables the generator scripts write as hex in string literals (fast to compile):
/// every 4 hex digits are one value; anything else (line breaks, indentation) is skipped.
enum GeneratedHex {
    static func values(_ hex: StaticString) -> [UInt16] {
        var values: [UInt16] = []
        var value: UInt16 = 0, digits = 0
        hex.withUTF8Buffer { bytes in
            values.reserveCapacity(bytes.count / 4)
            for c in bytes {
                let digit: UInt16
                switch c {
                case 0x30...0x39: digit = UInt16(c - 0x30)
                case 0x41...0x46: digit = UInt16(c - 0x41 + 10)
                default: continue
                }
                value = value << 4 | digit
                digits += 1
                if digits == 4 {
                    values.append(value)
                    value = 0
                    digits = 0
                }
            }
        }
        return values
    }
}
