/// Makes decoded lines safe for the terminal: nothing in a book may reach it as a control sequence.
public enum Sanitizer {
    /// Makes one decoded line safe and clean for the terminal:
    /// - terminal escape sequences are removed whole: CSI (also 8-bit U+009B), OSC (also U+009D) up to BEL/ST,
    ///   DCS/APC/PM/SOS up to ST (an unterminated string runs to the end of the line), two-byte ESC sequences
    ///   (ESC c, ESC 7, ESC ( B …) and a lone ESC; every other C0/C1 control and DEL is dropped;
    /// - backspace overstrikes (`X⌫X` bold, `_⌫X` underline, as man pages are written) become the one
    ///   character a pager shows (`Overstrike`);
    /// - a tab becomes spaces up to the next tab stop, every `tabStop` columns (columns counted with `CellWidth` from the
    ///   start of the line or of the last hard break);
    /// - NEL U+0085, LS U+2028, PS U+2029, VT and FF (and a stray LF) become "\n", a hard break inside the paragraph;
    /// - U+FEFF and the bidi embedding/override/isolate controls U+202A–202E, U+2066–2069 are dropped
    ///   (LRM/RLM/ALM stay), so a direction change can never leak past the line;
    /// - trailing Unicode white space is trimmed at the end and before each hard break; leading indentation is kept.
    /// Lines needing none of this are returned as they are, without allocating.
    /// Columns between tab stops: 8, as terminals, pagers and editors set them, which tab-aligned
    /// text (help files, man pages, drawings, tables of functions) is written for.
    static let tabStop = 8

    public static func clean(_ line: String) -> String {
        var line = line
        let needsWork = line.withUTF8 { SanitizerScan.needsCleaning($0) }
        guard needsWork else { return line }
        return line.withUTF8 { SanitizerScan.clean($0) }
    }

    /// Makes any text the program prints about the outside world (a file name, a path from a state
    /// file, an href, a config value) safe as one line: cleaned as book text is, and each hard break
    /// shown as `?`, as `ls` shows a control character, so a name can neither speak to the terminal
    /// nor split an error line.
    public static func printable(_ text: String) -> String {
        let cleaned = clean(text)
        guard cleaned.utf8.contains(0x0A) else { return cleaned }
        return String(cleaned.map { $0 == "\n" ? "?" : $0 })
    }
}
