/// How a dictd index compares headwords, as its `00-database-*` entries declare: without
/// `allchars`, only letters, digits and spaces count (`sort -d`); without `casesensitive`, case
/// does not (`sort -f`). Headwords of an index not marked `utf8` are compared as bytes.
struct DictdKey: Sendable {
    var utf8 = false
    var allCharacters = false
    var caseSensitive = false

    /// The comparable form of a headword's bytes. An index not marked `utf8` was sorted in the
    /// C locale, where only ASCII letters and digits are letters and digits.
    func key<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [Unicode.Scalar] {
        let scalars: [Unicode.Scalar] =
            utf8 ? Array(String(decoding: bytes, as: UTF8.self).unicodeScalars) : bytes.map { Unicode.Scalar($0) }
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count)
        for s in scalars {
            let counts =
                s == " " || s == "\t"
                || (utf8
                    ? s.properties.isAlphabetic || s.properties.numericType != nil
                    : s.isASCII && s.properties.isAlphabetic || ("0"..."9").contains(s))
            if !allCharacters, !counts { continue }
            if caseSensitive || s.isASCII && !(65...90).contains(s.value) || !utf8 && !s.isASCII {
                result.append(s)
            } else {
                result += s.properties.lowercaseMapping.unicodeScalars
            }
        }
        return result
    }

    /// `a` before `b` in the index's order.
    static func precedes(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        a.lexicographicallyPrecedes(b) { $0.value < $1.value }
    }
}
