#if canImport(Glibc)
import Glibc
#endif

extension NcursesScreen {
    /// Writes the clipboard sequence (`Clipboard`) straight to the terminal: ncurses knows none.
    func copy(_ text: String) {
        let bytes = Array(Clipboard.sequence(for: text).utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 { if n < 0 && errno == EINTR { continue } else { return } }
            offset += n
        }
    }
}
