import FoundationEssentials

/// Reads and writes each book's annotations: one JSON file per book, named by its fingerprint, in
/// a folder the caller chooses (termreader's is `$XDG_DATA_HOME/termreader/notes/`:
/// `AnnotationStore.standard` in ReaderStore). They are the reader's own work, not a cache: a write
/// merges with what is on disk under a lock on the folder and replaces the file atomically, and a
/// damaged file is set aside beside it and reported, never dropped or overwritten.
public struct AnnotationStore: Sendable {
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// The annotations file of a book.
    public func path(for fingerprint: String) -> String {
        directory + "/" + fingerprint + ".json"
    }

    /// The book's file.
    func file(for fingerprint: String) -> UserDataFile {
        UserDataFile(path: path(for: fingerprint), directory: directory, version: BookAnnotations.currentVersion, maxBytes: Self.maxBytes)
    }

    /// The book's annotations (none when it has no file yet), and a one-line warning when its file
    /// could not be used: a damaged one is moved aside (the warning names where), one that cannot be
    /// read or was written by a later version is left where it is.
    public func load(fingerprint: String) -> (annotations: BookAnnotations, warning: String?) {
        let empty = BookAnnotations(fingerprint: fingerprint)
        let file = file(for: fingerprint)
        switch file.read() {
        case .none: return (empty, nil)
        case .untouchable(let reason): return (empty, reason)
        case .damaged(let reason): return (empty, file.setAside(reason: reason))
        case .data(let data):
            switch decoded(data, fingerprint: fingerprint) {
            case .success(let stored): return (stored, nil)
            case .failure(let damage): return (empty, file.setAside(reason: damage.message))
            }
        }
    }

    /// Saves `annotations` merged with the book's file as it is now (`BookAnnotations.merged`),
    /// under a lock on the folder so that two readers never interleave. A damaged file is first set
    /// aside; one that cannot be read, or is of a later version, is not replaced (this throws).
    /// Returns what was written.
    @discardableResult
    public func save(_ annotations: BookAnnotations) throws(StateError) -> BookAnnotations {
        let file = file(for: annotations.fingerprint)
        return try file.update { (current: Data?) throws(StateError) -> (data: Data, value: BookAnnotations) in
            var merged = annotations
            if let current {
                switch decoded(current, fingerprint: annotations.fingerprint) {
                case .success(let stored): merged = stored.merged(with: annotations)
                case .failure(let damage): _ = file.setAside(reason: damage.message)
                }
            }
            return (try UserDataFile.encoded(merged), merged)
        }
    }

    /// The annotations in `data`, checked (`checked`); what is wrong when they are not this book's.
    func decoded(_ data: Data, fingerprint: String) -> Result<BookAnnotations, StateError> {
        let file = path(for: fingerprint)
        guard let stored = try? JSONDecoder().decode(BookAnnotations.self, from: data) else {
            return .failure(StateError(message: "\(file) is damaged"))
        }
        guard stored.fingerprint == fingerprint else { return .failure(StateError(message: "\(file) belongs to another book")) }
        return .success(Self.checked(stored))
    }

    /// `stored` made safe to use: annotations with impossible places dropped, in book order, their
    /// text and notes (which reach the screen) cleaned of control sequences.
    static func checked(_ stored: BookAnnotations) -> BookAnnotations {
        let sound = stored.annotations.filter { a in
            a.start.offset >= 0 && a.start.grapheme >= 0 && a.end.offset >= a.start.offset && a.end.grapheme >= 0
        }
        let cleaned = sound.map { a in
            var a = a
            a.text = Sanitizer.clean(a.text)
            a.note = Sanitizer.clean(a.note)
            a.start.snippet = Sanitizer.printable(a.start.snippet)
            a.end.snippet = Sanitizer.printable(a.end.snippet)
            return a
        }
        return BookAnnotations(fingerprint: stored.fingerprint, annotations: cleaned, deleted: stored.deleted)
    }

    /// Largest annotations file read: many thousand highlights with long notes stay far below it.
    static let maxBytes = 32 << 20
}
