import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// Reads and writes `ReadingState` files: one JSON file per book, keyed by fingerprint, in a
/// folder the caller chooses (termreader's is `$XDG_STATE_HOME/termreader/`: `StateStore.standard`
/// in ReaderStore), written atomically.
public struct StateStore: Sendable {
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// The state file of a book.
    public func path(for fingerprint: String) -> String {
        directory + "/" + fingerprint + ".json"
    }

    /// The saved state, nil when there is none. A corrupt or unreadable file throws a
    /// one-line reason (the reader warns and starts from the beginning).
    public func load(fingerprint: String) throws(StateError) -> ReadingState? {
        let file = path(for: fingerprint)
        let data: Data
        switch RegularFile.read(file, limit: Self.maxStateBytes) {
        case .missing: return nil
        case .refused(let reason): throw StateError(message: "\(file) \(reason), ignoring it")
        case .contents(let bytes): data = bytes
        }
        do {
            let state = try JSONDecoder().decode(ReadingState.self, from: data)
            guard state.fingerprint == fingerprint, state.location.offset >= 0, state.location.grapheme >= 0 else {
                throw StateError(message: "\(file) does not match this book")
            }
            return Self.checked(state)
        } catch let error as StateError {
            throw error
        } catch {
            throw StateError(message: "\(file) is corrupt, ignoring it")
        }
    }

    /// The saved state of `file` (whose fingerprint is `fingerprint`), else that of its shorter
    /// self before text was appended; nil when there is neither.
    public func state(of file: SourceFile, fingerprint: String) throws(StateError) -> ReadingState? {
        try load(fingerprint: fingerprint) ?? grownState(of: file, fingerprint: fingerprint)?.state
    }

    /// The state of an earlier, shorter version of `file` — the same book with text appended
    /// since, wherever it was read: a state whose prefix fingerprint matches the file's start and
    /// whose size is smaller (the largest such, when several). It comes back keyed by
    /// `fingerprint`, the file's own, with its place and bookmarks, beside the `ancestor` state as
    /// it was found (for `retire`). Unreadable or damaged state files are passed over silently.
    public func grownState(of file: SourceFile, fingerprint: String) -> (state: ReadingState, ancestor: ReadingState)? {
        guard let folder = opendir(directory) else { return nil }
        defer { closedir(folder) }
        var best: ReadingState?
        var looked = 0
        // Most state files belong to other books: those are passed over without decoding them.
        let full = PrefixFingerprint.of(file)
        let fullHash = Array(full.hash.utf8), fullLength = Array("\"length\" : \(PrefixFingerprint.sampleSize),".utf8)
        let prefixKey = Array("\"prefix\"".utf8)
        while let entry = readdir(folder), looked < Self.maxStatesScanned {
            let name = DirectoryEntry.name(entry)
            guard name.hasSuffix(".json"), !name.contains(".tmp."), name != fingerprint + ".json" else { continue }
            looked += 1
            guard case .contents(let data) = RegularFile.read(directory + "/" + name, limit: Self.maxStateBytes),
                Self.contains(data, prefixKey), Self.contains(data, fullHash) || !Self.contains(data, fullLength),
                let state = try? JSONDecoder().decode(ReadingState.self, from: data),
                name == state.fingerprint + ".json", let prefix = state.prefix,
                state.location.offset >= 0, state.location.offset <= file.size, state.location.grapheme >= 0,
                prefix.size > (best?.prefix?.size ?? -1), prefix.isGrown(into: file)
            else { continue }
            best = state
        }
        guard let ancestor = best.map(Self.checked) else { return nil }
        var state = ancestor
        state.fingerprint = fingerprint
        state.path = file.path
        state.prefix = full
        state.bookmarks.removeAll { $0.location.offset < 0 || $0.location.offset > file.size || $0.location.grapheme < 0 }
        return (state, ancestor)
    }

    /// Forgets `ancestor`, the state of a book before text was appended to it (`grownState`), once
    /// the grown book's own state is saved: one book, one state, one row in the library — even
    /// when the book was moved as it grew. Kept while its own file is still at its path (a copy
    /// that grew elsewhere leaves the original its place). Whether it was forgotten.
    @discardableResult
    public func retire(_ ancestor: ReadingState) -> Bool {
        if let file = try? SourceFile(path: ancestor.path), Fingerprint.of(file) == ancestor.fingerprint { return false }
        return forget(fingerprint: ancestor.fingerprint)
    }

    /// Whether `data` holds the bytes `needle` (a quick look before decoding a file).
    static func contains(_ data: Data, _ needle: [UInt8]) -> Bool {
        data.firstRange(of: needle) != nil
    }

    /// At most this many state files are looked at for a grown book (one per book read).
    static let maxStatesScanned = 10_000

    /// `state` made safe to use: a damaged bookmark is dropped (the rest of the state is still
    /// good), and labels and snippets, which reach the screen, are cleaned of control sequences.
    static func checked(_ state: ReadingState) -> ReadingState {
        var state = state
        state.bookmarks.removeAll { $0.location.offset < 0 || $0.location.grapheme < 0 }
        func line(_ text: String) -> String {
            Sanitizer.clean(text).split(separator: "\n").joined(separator: " ").prefix(Self.maxLabelLength).description
        }
        for i in state.bookmarks.indices {
            state.bookmarks[i].label = line(state.bookmarks[i].label)
            state.bookmarks[i].location.snippet = line(state.bookmarks[i].location.snippet)
        }
        state.location.snippet = line(state.location.snippet)
        return state
    }

    /// Longest bookmark label or snippet kept from a state file.
    static let maxLabelLength = 200

    /// State files are a few KB; anything much bigger is not one of ours.
    static let maxStateBytes = 4 << 20

    /// Saves this session's `state` merged onto the file as it is now (see `ReadingState.merged`;
    /// `base` is what this session loaded, or the state it passed here last), under a lock on the
    /// folder so two readers never interleave. Returns what was written.
    @discardableResult
    public func save(_ state: ReadingState, over base: ReadingState?) throws(StateError) -> ReadingState {
        let written = try AtomicFile.locked(directory) { () throws(StateError) -> ReadingState in
            let disk = try? load(fingerprint: state.fingerprint)
            let merged = ReadingState.merged(mine: state, base: base, disk: disk)
            try save(merged)
            return merged
        }
        guard let written else { throw StateError(message: "cannot save \(path(for: state.fingerprint))") }
        return written
    }

    /// Writes `state` atomically (see `AtomicFile`), replacing the file; refuses a state larger
    /// than a state file may be (`maxStateBytes`), leaving the file as it was.
    public func save(_ state: ReadingState) throws(StateError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(state) else { throw StateError(message: "cannot encode state") }
        let final = path(for: state.fingerprint)
        // A file `load` would refuse must not replace one it reads: the next session would lose it all.
        guard data.count <= Self.maxStateBytes else {
            throw StateError(
                message: "not saving \(final): it would be \(data.count) bytes, more than \(Self.maxStateBytes) (too many bookmarks)")
        }
        guard AtomicFile.write(data, to: final, in: directory) else { throw StateError(message: "cannot save \(final)") }
    }
}

/// Why a state file could not be read or written, as one line.
public struct StateError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }
}
