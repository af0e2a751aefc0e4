/// The part of a text the sweep's round trip compares: letters, marks and digits, as scalar
/// values. Whitespace (reflow), punctuation and symbols (markup such as `%` lines, `* * *`,
/// `_emphasis_`, ruby brackets) are left out, so a lost or added word shows and a changed
/// line break or an unwrapped scene break does not.
public enum ComparableText {
    /// Appends the compared scalars of `text` to `letters`.
    public static func append(_ text: some StringProtocol, to letters: inout [UInt32]) {
        for scalar in text.unicodeScalars where isCompared(scalar) { letters.append(scalar.value) }
    }

    /// Letters, marks and digits; ASCII is decided without the property tables.
    @inline(__always)
    static func isCompared(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 { return (v >= 0x30 && v <= 0x39) || ((v | 0x20) >= 0x61 && (v | 0x20) <= 0x7A) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
