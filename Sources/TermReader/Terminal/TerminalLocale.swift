import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// The locale ncurses needs for wide characters: the user's if it is UTF-8, else C.UTF-8.
enum TerminalLocale {
    /// Sets `LC_CTYPE` (all ncurses reads; loading the other categories costs start-up time)
    /// from the environment, falling back to `C.UTF-8` when that is not UTF-8 (CI often has
    /// no `LANG`); must run before ncurses starts.
    static func ensureUTF8() {
        setlocale(LC_CTYPE, "")
        if !isUTF8 { setlocale(LC_CTYPE, "C.UTF-8") }
    }

    /// True when the current character encoding is UTF-8.
    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }
}
