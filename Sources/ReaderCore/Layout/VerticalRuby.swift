/// Ruby in vertical text: a kana annotation (`漢字(かんじ)`, from `InlineMarkup`) is set beside
/// its base, in the one-cell gap to the right of the column, as half-width katakana one per
/// row, and takes no rows of the column itself. Annotations that are not all kana, and every
/// annotation when the columns have no gap, stay inline.
public enum VerticalRuby {
    /// The UTF-8 ranges of `text` (parentheses included) whose annotations go beside their base.
    public static func besideRanges(in text: String, spans: [InlineSpan]) -> [Range<Int>] {
        spans.compactMap { span in
            guard span.kind == .rubyAnnotation, let inner = annotation(in: text, span: span.utf8), halfWidth(inner) != nil else {
                return nil
            }
            return span.utf8
        }
    }

    /// The annotation inside the span's parentheses, or nil when the span is not `(…)`.
    public static func annotation(in text: String, span: Range<Int>) -> Substring? {
        let utf8 = text.utf8
        guard span.lowerBound >= 0, span.upperBound <= utf8.count, span.count > 2 else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: span.lowerBound), upper = utf8.index(utf8.startIndex, offsetBy: span.upperBound)
        let whole = text[lower..<upper]
        guard whole.first == "(", whole.last == ")" else { return nil }
        return whole.dropFirst().dropLast()
    }

    /// `kana` as half-width katakana scalars (a voiced kana gives two: `ガ` → `ｶ` `ﾞ`), or nil
    /// when it holds anything else.
    public static func halfWidth(_ kana: Substring) -> [Unicode.Scalar]? {
        var result: [Unicode.Scalar] = []
        for scalar in kana.unicodeScalars {
            var v = scalar.value
            if (0x3041...0x3096).contains(v) { v += 0x60 } // hiragana → katakana
            if let i = plain.firstIndex(of: v) {
                result.append(Unicode.Scalar(halfPlain[i])!)
            } else if let i = voiced.firstIndex(of: v) {
                result += [Unicode.Scalar(halfPlain[plain.firstIndex(of: voicedBase[i])!])!, "\u{FF9E}"]
            } else if let i = semiVoiced.firstIndex(of: v) {
                result += [Unicode.Scalar(halfPlain[plain.firstIndex(of: semiVoicedBase[i])!])!, "\u{FF9F}"]
            } else {
                return nil
            }
        }
        return result.isEmpty ? nil : result
    }

    private static let plain = Array("アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲンァィゥェォッャュョー".unicodeScalars.map(\.value))
    private static let halfPlain = Array("ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜｦﾝｧｨｩｪｫｯｬｭｮｰ".unicodeScalars.map(\.value))
    private static let voiced = Array("ガギグゲゴザジズゼゾダヂヅデドバビブベボヴ".unicodeScalars.map(\.value))
    private static let voicedBase = Array("カキクケコサシスセソタチツテトハヒフヘホウ".unicodeScalars.map(\.value))
    private static let semiVoiced = Array("パピプペポ".unicodeScalars.map(\.value))
    private static let semiVoicedBase = Array("ハヒフヘホ".unicodeScalars.map(\.value))
}
