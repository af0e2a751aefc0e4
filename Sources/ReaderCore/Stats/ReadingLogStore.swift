import FoundationEssentials

/// Reads and writes the reading log (`ReadingLog`): one JSON file in a folder the caller chooses
/// (termreader's is `$XDG_DATA_HOME/termreader/`: `ReadingLogStore.standard` in ReaderStore),
/// kept as the reader's own work is (`UserDataFile`).
public struct ReadingLogStore: Sendable {
    public let file: UserDataFile

    public init(directory: String) {
        file = UserDataFile(
            path: directory + "/reading-log.json", directory: directory, version: ReadingLog.currentVersion, maxBytes: 64 << 20)
    }

    /// The log (empty when there is none yet), and a one-line warning when the file could not be used.
    public func load() -> (log: ReadingLog, warning: String?) {
        switch file.read() {
        case .none: return (ReadingLog(), nil)
        case .untouchable(let reason): return (ReadingLog(), reason)
        case .damaged(let reason): return (ReadingLog(), file.setAside(reason: reason))
        case .data(let data):
            guard let log = try? JSONDecoder().decode(ReadingLog.self, from: data) else {
                return (ReadingLog(), file.setAside(reason: "\(file.path) is damaged"))
            }
            return (log.checked(), nil)
        }
    }

    /// Saves `sessions` merged into the log as it is on disk; the log written.
    @discardableResult
    public func save(_ sessions: [ReadingSessionRecord]) throws(StateError) -> ReadingLog {
        try file.update { (current: Data?) throws(StateError) -> (data: Data, value: ReadingLog) in
            var log = ReadingLog(sessions: sessions)
            if let current {
                if let stored = try? JSONDecoder().decode(ReadingLog.self, from: current) {
                    log = stored.checked().merged(with: log)
                } else {
                    _ = file.setAside(reason: "\(file.path) is damaged")
                }
            }
            return (try UserDataFile.encoded(log), log)
        }
    }
}
