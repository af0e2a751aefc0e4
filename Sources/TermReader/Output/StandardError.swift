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
