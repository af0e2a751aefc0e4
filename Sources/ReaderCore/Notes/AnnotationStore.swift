import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

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

    /// The book's annotations (none when it has no file yet), and a one-line warning when its file
    /// could not be used: a damaged one is moved aside (the warning names where), one that cannot be
    /// read or was written by a later version is left where it is.
    public func load(fingerprint: String) -> (annotations: BookAnnotations, warning: String?) {
        let empty = BookAnnotations(fingerprint: fingerprint)
        switch read(fingerprint: fingerprint) {
        case .none: return (empty, nil)
        case .annotations(let stored): return (stored, nil)
        case .untouchable(let reason): return (empty, reason)
        case .damaged(let reason): return (empty, setAside(fingerprint: fingerprint, reason: reason))
        }
    }

    /// Saves `annotations` merged with the book's file as it is now (`BookAnnotations.merged`),
    /// under a lock on the folder so that two readers never interleave. A damaged file is first set
    /// aside; one that cannot be read, or is of a later version, is not replaced (this throws).
    /// Returns what was written.
    @discardableResult
    public func save(_ annotations: BookAnnotations) throws(StateError) -> BookAnnotations {
        let file = path(for: annotations.fingerprint)
        let written = try AtomicFile.locked(directory) { () throws(StateError) -> BookAnnotations in
            var merged = annotations
            switch read(fingerprint: annotations.fingerprint) {
            case .none: break
            case .annotations(let stored): merged = stored.merged(with: annotations)
            case .untouchable(let reason): throw StateError(message: reason + "; not saved")
            case .damaged(let reason): _ = setAside(fingerprint: annotations.fingerprint, reason: reason)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            guard let data = try? encoder.encode(merged), AtomicFile.write(data, to: file, in: directory) else {
                throw StateError(message: "cannot save \(file)")
            }
            return merged
        }
        guard let written else { throw StateError(message: "cannot save \(file)") }
        return written
    }

    /// What a book's file holds.
    enum Stored {
        case none
        case annotations(BookAnnotations)
        /// Not ours to touch: unreadable, not a regular file, too large, or of a later version.
        case untouchable(String)
        /// Ours but broken: not JSON of this shape, or another book's.
        case damaged(String)
    }

    func read(fingerprint: String) -> Stored {
        let file = path(for: fingerprint)
        let data: Data
        switch RegularFile.read(file, limit: Self.maxBytes) {
        case .missing: return .none
        case .refused(let reason): return .untouchable("\(file) \(reason)")
        case .contents(let bytes): data = bytes
        }
        struct Version: Decodable { var version: Int }
        guard let version = try? JSONDecoder().decode(Version.self, from: data).version else { return .damaged("\(file) is damaged") }
        guard version <= BookAnnotations.currentVersion else { return .untouchable("\(file) was written by a later termreader") }
        guard let stored = try? JSONDecoder().decode(BookAnnotations.self, from: data) else { return .damaged("\(file) is damaged") }
        guard stored.fingerprint == fingerprint else { return .damaged("\(file) belongs to another book") }
        return .annotations(Self.checked(stored))
    }

    /// Moves a damaged file beside itself, to `NAME.damaged-SECONDS-RANDOM` (a name no earlier one
    /// has, so none is replaced); the warning to show.
    func setAside(fingerprint: String, reason: String) -> String {
        let file = path(for: fingerprint)
        var aside: String
        repeat {
            aside = file + ".damaged-\(time(nil))-" + Annotation.newID().prefix(4)
        } while access(aside, F_OK) == 0
        guard rename(file, aside) == 0 else { return "\(reason) and could not be set aside (\(RegularFile.reason(errno)))" }
        return "\(reason); set aside as \(aside)"
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
