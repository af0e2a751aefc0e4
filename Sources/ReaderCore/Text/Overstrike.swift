/// Backspace overstrikes, as `nroff`/`grotty` write bold (`X⌫X`) and underlined (`_⌫X`) text in
/// man pages and old documentation: the pair becomes the one character a pager shows, never both.
/// The emphasis itself is not kept; the letters read as plain text.
enum Overstrike {
    /// Applies the backspaces starting at `s[i]` to `out` (whose current line starts at `floor`) and
    /// returns where cleaning goes on in `s`. One run of backspaces strikes over one character:
    /// `_` gives way to the other character, either side of the backspaces (underline); otherwise
    /// the later character is kept (bold, and any other overstrike, as `col -b` keeps the last).
    /// A backspace with nothing to strike over, or before a control or the end, is dropped.
    static func apply(_ s: UnsafeBufferPointer<UInt8>, at i: Int, to out: inout [UInt8], floor: Int) -> Int {
        var next = i
        while next < s.count, s[next] == 0x08 { next += 1 }
        guard next < s.count, s[next] >= 0x20, s[next] != 0x7F, out.count > floor else { return next }
        var previous = out.count - 1
        while previous > floor, out[previous] & 0xC0 == 0x80 { previous -= 1 }
        let underscore = UInt8(ascii: "_")
        if s[next] == underscore, out[previous] != underscore {
            return next + 1 // `X⌫_`: X underlined, kept as it is
        }
        out.removeSubrange(previous...)
        return next
    }
}
