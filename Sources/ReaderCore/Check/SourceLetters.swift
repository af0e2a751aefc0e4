/// What the sweep's round trip compares a laid-out book against: the compared scalars
/// (`ComparableText`) of the book's source, found apart from the block and layout code.
/// A TXT book: every line decoded and cleaned as the reader decodes it, less Aozora annotations
/// (`［＃…］`, which are notes to the typesetter); an EPUB: its spine documents' text (`MarkupText`),
/// and apart, the words of its `<pre>` elements.
public enum SourceLetters {
    /// The compared scalars of the text file `source`.
    public static func plainText(_ source: BookSource) -> [UInt32] {
        var letters: [UInt32] = []
        letters.reserveCapacity(source.file.size)
        let bytes = source.file.contents
        bytes.withUnsafeBytes { raw in
            source.decoder.forEachLine(in: raw, range: source.textRange) { _, line in
                ComparableText.append(withoutAozoraNotes(Sanitizer.clean(source.decoder.decode(line))), to: &letters)
                return true
            }
        }
        return letters
    }

    /// The compared scalars of the EPUB at `path` (its spine documents in reading order) and the
    /// text of each of its `<pre>` elements (`MarkupText`).
    public static func epub(path: String) throws(ReaderError) -> (letters: [UInt32], preformatted: [[UInt8]]) {
        let spine = try EPUBSpine(path: path)
        var letters: [UInt32] = [], preformatted: [[UInt8]] = []
        for item in spine.items {
            MarkupText.append(try spine.archive.readMarkup(item.path), to: &letters, preformatted: &preformatted)
        }
        return (letters, preformatted)
    }

    /// `line` without its `［＃…］` annotations (an unclosed one runs to the end of the line).
    static func withoutAozoraNotes(_ line: String) -> String {
        guard line.contains("［＃") else { return line }
        var out = String.UnicodeScalarView()
        var inNote = false
        var previous: Unicode.Scalar?
        for scalar in line.unicodeScalars {
            if inNote {
                if scalar == "］" { inNote = false }
            } else if previous == "［", scalar == "＃" {
                out.removeLast()
                inNote = true
            } else {
                out.append(scalar)
            }
            previous = scalar
        }
        return String(out)
    }
}
