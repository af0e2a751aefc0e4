/// Reads Roman numerals (`I`, `IV`, `XLII`, lowercase `xlii` too) in their canonical form only,
/// so words such as `MIX` or `DID` are not mistaken for numbers.
enum RomanNumeral {
    private static let table: [(value: Int, symbol: String)] = [
        (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
        (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
    ]

    /// The value (1…3999) of an all-uppercase or all-lowercase canonical numeral, or nil.
    static func value(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 15 else { return nil }
        let isLower = text.utf8.first! >= 0x61
        guard text.utf8.allSatisfy({ ($0 >= 0x61) == isLower }) else { return nil }
        var total = 0
        var previous = Int.max
        for ch in text.utf8 {
            let v: Int
            switch ch & ~0x20 {
            case UInt8(ascii: "I"): v = 1
            case UInt8(ascii: "V"): v = 5
            case UInt8(ascii: "X"): v = 10
            case UInt8(ascii: "L"): v = 50
            case UInt8(ascii: "C"): v = 100
            case UInt8(ascii: "D"): v = 500
            case UInt8(ascii: "M"): v = 1000
            default: return nil
            }
            total += v > previous ? v - 2 * previous : v
            previous = v
        }
        guard (1...3999).contains(total), HeadingText.equalsIgnoringCase(text, format(total).lowercased()) else { return nil }
        return total
    }

    /// The canonical uppercase numeral of 1…3999.
    static func format(_ value: Int) -> String {
        var rest = value
        var out = ""
        for (v, symbol) in table {
            while rest >= v {
                out += symbol
                rest -= v
            }
        }
        return out
    }
}
