/// A row of one repeated punctuation character under a line about as wide (makeinfo's `1 Introduction`
/// over `**************`, Sphinx's and docutils' `====`): the line above is a heading, the character
/// giving its level. The underline itself is not text.
enum Underline {
    /// Fewest characters an underline has.
    static let minimumLength = 3

    /// The character `body` repeats when it underlines `heading` (both without their indent), or nil:
    /// one ASCII punctuation character, nothing else, as many as the heading's columns (as makeinfo,
    /// Sphinx and pandoc count them: a CJK character is two), give or take a column or two. A rule much
    /// longer than the line above closes a framed notice instead, one half as long follows a sentence.
    /// A line's Aozora notes are not counted; a line without a letter or digit is no heading.
    static func character(of body: Substring, under heading: Substring) -> Unicode.Scalar? {
        let utf8 = body.utf8
        guard let lead = utf8.first, isPunctuation(lead), utf8.count >= minimumLength, utf8.count <= HeadingParser.maxBytes,
            utf8.allSatisfy({ $0 == lead }), !heading.isEmpty, heading.utf8.count <= HeadingParser.maxBytes
        else { return nil }
        // A line with Aozora notes (`［＃３字下げ］`) is as wide as the text it shows.
        let shown = AozoraHeading.holdsNote(heading) ? InlineMarkup.parse(String(heading)).text[...] : heading
        let width = WrapStyle.approximateColumns(HeadingText.trimmed(shown).utf8)
        // A row of a box drawn with `*` (`*      *` over `*****`) names nothing.
        guard utf8.count >= width - 1, utf8.count <= width + 2,
            shown.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil })
        else { return nil }
        return Unicode.Scalar(lead)
    }

    /// ASCII punctuation that may underline (`*=-~^"'#+_.:`, all printable non-alphanumerics).
    @inline(__always)
    static func isPunctuation(_ b: UInt8) -> Bool {
        switch b {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
        default: false
        }
    }
}
