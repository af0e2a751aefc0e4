/// One problem in the config file, printed as one line: `FILE:LINE: message`.
/// The setting it concerns keeps its default; the reader starts anyway.
struct ConfigWarning: Equatable, Sendable, CustomStringConvertible {
    /// The config file's path as it was read.
    var file: String
    /// 1-based line, nil for problems with the whole file (unreadable, not UTF-8).
    var line: Int?
    var message: String

    var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
