import ReaderUI
import Synchronization

/// Warnings raised while the terminal belongs to the reader (e.g. by background work):
/// kept until the screen is restored, then printed once each, so nothing is written over
/// the page and no warning repeats within a session.
final class WarningLog: Sendable {
    private let lines = Mutex<[String]>([])

    /// Remembers `message` unless it is already waiting.
    func add(_ message: String) {
        lines.withLock { if !$0.contains(message) { $0.append(message) } }
    }

    /// The warnings so far, in order; the log is then empty.
    func take() -> [String] {
        lines.withLock { lines in
            defer { lines = [] }
            return lines
        }
    }
}
