import FoundationEssentials

/// A value as one line of JSON, as `--json` prints it: keys sorted, slashes unescaped, and every
/// character a terminal may obey that `JSONEncoder` leaves raw — DEL, the C1 controls (U+009B is
/// CSI, U+009D OSC) and the bidi embedding, override and isolate controls — written as a `\u`
/// escape. The data is the same to a JSON reader; a file name can no longer speak to the terminal.
enum JSONLine {
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(value), as: UTF8.self)
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard needsEscape(scalar) else {
                escaped.append(scalar)
                continue
            }
            // Outside strings JSON is ASCII, so such a character is always inside one.
            let hex = String(scalar.value, radix: 16)
            escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
        }
        return String(escaped)
    }

    /// DEL, C1, and the bidi controls `Sanitizer` drops from text.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
