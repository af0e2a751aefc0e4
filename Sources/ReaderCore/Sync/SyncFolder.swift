import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// The folder a sync tool (Syncthing, Dropbox, Nextcloud, git…) carries between the reader's
/// machines: `books/FINGERPRINT/DEVICE.json`, one record (`SyncRecord`) per book and device. A
/// device writes only its own file, atomically, and reads everyone's: two machines never write
/// one file, so the tool never makes a conflict copy, and nothing one wrote is lost when the
/// other writes at the same time. Records are another machine's words: each is read within a
/// size bound, checked, and passed over with a warning when it cannot be used.
public struct SyncFolder: Sendable {
    public let directory: String
    /// This device's file name, without `.json` (`SyncFolder.deviceName`).
    public let device: String

    public init(directory: String, device: String) {
        self.directory = directory
        self.device = device
    }

    /// The folder of a book's records.
    public func folder(for fingerprint: String) -> String {
        directory + "/books/" + fingerprint
    }

    /// This device's record of a book.
    public func path(for fingerprint: String) -> String {
        folder(for: fingerprint) + "/" + device + ".json"
    }

    /// The records of a book: this device's and the others', and a warning for each file that
    /// could not be used.
    public func records(fingerprint: String) -> (own: SyncRecord?, others: [SyncRecord], warnings: [String]) {
        let folder = folder(for: fingerprint)
        guard let listing = opendir(folder) else { return (nil, [], []) }
        defer { closedir(listing) }
        var own: SyncRecord?
        var others: [SyncRecord] = []
        var warnings: [String] = []
        var looked = 0
        while let entry = readdir(listing), looked < Self.maximumRecords {
            let name = DirectoryEntry.name(entry)
            // Sync tools keep their partial downloads under dot names (.syncthing.*.tmp).
            guard name.hasSuffix(".json"), !name.hasPrefix(".") else { continue }
            looked += 1
            let path = folder + "/" + name
            switch record(at: path, fingerprint: fingerprint) {
            case .success(let record):
                if name == device + ".json" { own = record } else { others.append(record) }
            case .failure(let problem):
                warnings.append("ignoring sync record \(Sanitizer.printable(path)): \(problem.message)")
            }
        }
        return (own, others, warnings)
    }

    /// The record in the file at `path`, checked; why not, when it cannot be used.
    func record(at path: String, fingerprint: String) -> Result<SyncRecord, StateError> {
        let data: Data
        switch RegularFile.read(path, limit: Self.maximumBytes) {
        case .missing: return .failure(StateError(message: "it is gone"))
        case .refused(let reason): return .failure(StateError(message: reason))
        case .contents(let bytes): data = bytes
        }
        guard let record = try? JSONDecoder().decode(SyncRecord.self, from: data) else {
            return .failure(StateError(message: "it is damaged"))
        }
        guard record.version <= SyncRecord.currentVersion else { return .failure(StateError(message: "a later termreader wrote it")) }
        guard record.fingerprint == fingerprint, record.annotations.fingerprint == fingerprint else {
            return .failure(StateError(message: "it belongs to another book"))
        }
        return .success(Self.checked(record))
    }

    /// Writes this device's record of its book, atomically; false when it cannot.
    public func publish(_ record: SyncRecord) -> Bool {
        guard let data = try? UserDataFile.encoded(record), data.count <= Self.maximumBytes else { return false }
        return AtomicFile.write(data, to: path(for: record.fingerprint), in: folder(for: record.fingerprint))
    }

    /// `record` made safe to use: impossible places dropped, text that reaches the screen cleaned.
    static func checked(_ record: SyncRecord) -> SyncRecord {
        var record = record
        if var place = record.place {
            place.location.snippet = Sanitizer.printable(place.location.snippet)
            record.place = Self.isSound(place.location) && place.at.isFinite ? place : nil
        }
        record.bookmarks = record.bookmarks.filter { key, mark in
            Self.isSound(mark.location) && mark.at.isFinite && key == SyncedBookmark.key(mark.location)
        }
        for key in record.bookmarks.keys {
            record.bookmarks[key]!.label = Sanitizer.printable(record.bookmarks[key]!.label)
            record.bookmarks[key]!.location.snippet = Sanitizer.printable(record.bookmarks[key]!.location.snippet)
        }
        if let writing = record.writing, !writing.at.isFinite { record.writing = nil }
        record.annotations = AnnotationStore.checked(record.annotations)
        return record
    }

    static func isSound(_ location: Location) -> Bool {
        location.offset >= 0 && location.grapheme >= 0
    }

    /// This device's name in the folder: `name` kept to letters, digits, `.`, `_` and `-` (others
    /// become `-`), at most 64; "device" when nothing is left.
    public static func deviceName(_ name: String) -> String {
        var kept = String(
            name.prefix(64).map { c -> Character in
                c.isASCII && (c.isLetter || c.isNumber || c == "." || c == "_" || c == "-") ? c : "-"
            })
        while kept.hasPrefix(".") { kept.removeFirst() }
        return kept.isEmpty ? "device" : kept
    }

    /// At most this many devices' records are read for a book.
    static let maximumRecords = 256
    /// A record holds a book's annotations: as large as an annotations file may be, and its bookmarks.
    static let maximumBytes = AnnotationStore.maxBytes + StateStore.maxStateBytes
}
