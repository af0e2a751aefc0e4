/// One problem in the config file, printed as one line: `FILE:LINE: message`.
/// The setting it concerns keeps its default; the reader starts anyway.
package struct ConfigWarning: Equatable, Sendable, CustomStringConvertible {
    /// The config file's path as it was read.
    package var file: String
    /// 1-based line, nil for problems with the whole file (unreadable, not UTF-8).
    package var line: Int?
    package var message: String

    package var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
