import Foundation
import ReaderCore
import ReaderStore
import TestSupport

@testable import ReaderUI
@testable import TermReader

/// Books on disk with their own state, cache and settings folders, read in process on a
/// `FakeScreen` as the reader reads them.
struct SessionBench {
    let folder: TemporaryFolder
    var environment: [String: String] { ["XDG_STATE_HOME": folder.path, "XDG_CACHE_HOME": folder.path + "/cache"] }
    /// Where the books' states are kept.
    var store: StateStore { StateStore.standard(environment: environment) }

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Writes `text` to `name` in the bench's folder; its path.
    func write(_ text: String, to name: String) throws -> String {
        try folder.write(Data(text.utf8), to: name)
    }

    /// Reads the book at `path` on `screen` until its script ends (`fromStart`: as `--from-start`
    /// opens it); the signal that ended the session.
    func read(_ path: String, on screen: FakeScreen, fromStart: Bool = false) throws -> Int32? {
        let book = try OpenedBook(file: path, encoding: nil, start: fromStart ? .start : nil, environment: environment)
        let settings = SettingsMemory(file: SettingsFile(directory: folder.path + "/termreader"))
        var config = Config()
        config.theme = .light
        let start = ReaderStart(config: config, remembered: settings.initial)
        return try ReadingSession(book: book).read(
            on: screen, start: start, settings: settings, jobs: .immediate(), environment: environment)
    }

    /// The place saved for the book at `path`, as the next session opens it.
    func savedLocation(of path: String) throws -> Location {
        try OpenedBook(file: path, encoding: nil, start: nil, environment: environment).startLocation
    }

    /// The saved states of the books read, one per state file.
    func states() -> [ReadingState] {
        store.all().map(\.state)
    }

    /// A terminal event for the key named `name` (`Space`, `Enter`, `q`).
    static func key(_ name: String) -> TerminalEvent { .key(Key(name: name)!) }
}
