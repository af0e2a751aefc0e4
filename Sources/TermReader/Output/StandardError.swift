import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// Writes `termreader: message` and a newline to stderr in one write. Messages name files, paths
/// and values read from outside, so the message goes through `Sanitizer.printable` first.
func printError(_ message: String) {
    let line = "termreader: \(Sanitizer.printable(message))\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}

/// Replaces the line stderr's terminal shows with `termreader: message` (sanitized, no newline):
/// progress that the next one, or `clearStatus`, overwrites. Only for a stderr that is a terminal.
func printStatus(_ message: String) {
    let line = "\r\u{1B}[2Ktermreader: \(Sanitizer.printable(message))"
    _ = line.withCString { write(2, $0, strlen($0)) }
}

/// Clears the line `printStatus` wrote.
func clearStatus() {
    _ = "\r\u{1B}[2K".withCString { write(2, $0, strlen($0)) }
}
