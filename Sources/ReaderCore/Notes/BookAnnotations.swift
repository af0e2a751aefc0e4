/// The annotations of one book as they are stored: its live highlights and notes in book order,
/// and the identifiers of those deleted (with when), so that a deletion made by one reader is
/// not undone by another that still holds the annotation.
public struct BookAnnotations: Codable, Equatable, Sendable {
    /// The file format's version; a file of a later version is left alone.
    public var version: Int
    /// The book's fingerprint (`Fingerprint`), which names the file.
    public var fingerprint: String
    /// Every live annotation, in book order.
    public private(set) var annotations: [Annotation]
    /// Deleted annotations' identifiers, each with the time it was deleted.
    public private(set) var deleted: [String: Int64]

    public static let currentVersion = 1

    public init(fingerprint: String, annotations: [Annotation] = [], deleted: [String: Int64] = [:]) {
        version = Self.currentVersion
        self.fingerprint = fingerprint
        self.annotations = annotations.sorted { $0.precedes($1) }
        self.deleted = deleted
    }

    /// Adds `annotation`, or replaces the one with its identifier.
    public mutating func put(_ annotation: Annotation) {
        annotations.removeAll { $0.id == annotation.id }
        deleted[annotation.id] = nil
        let at = annotations.firstIndex { annotation.precedes($0) } ?? annotations.endIndex
        annotations.insert(annotation, at: at)
    }

    /// Deletes the annotation `id` at time `now`; the annotation deleted, if there was one.
    @discardableResult
    public mutating func remove(id: String, at now: Int64) -> Annotation? {
        guard let index = annotations.firstIndex(where: { $0.id == id }) else { return nil }
        deleted[id] = max(now, annotations[index].modified)
        return annotations.remove(at: index)
    }

    /// `self` and `other` as one: every annotation either holds, the later change of one both hold,
    /// less those deleted since they were last changed. Commutative, associative and idempotent, so
    /// two readers saving in any order end with the same file.
    public func merged(with other: BookAnnotations) -> BookAnnotations {
        var deletions = deleted
        deletions.merge(other.deleted, uniquingKeysWith: max)
        var byID: [String: Annotation] = [:]
        for annotation in annotations + other.annotations {
            if let held = byID[annotation.id], !Self.isLater(annotation, than: held) { continue }
            byID[annotation.id] = annotation
        }
        let live = byID.values.filter { a in deletions[a.id].map { $0 < a.modified } ?? true }
        var result = BookAnnotations(fingerprint: fingerprint, annotations: Array(live), deleted: deletions)
        result.version = max(version, other.version)
        return result
    }

    /// Whether `a` is the later version of an annotation than `b`: changed later, or at the same
    /// second by content (any fixed order of the content keeps the merge commutative).
    static func isLater(_ a: Annotation, than b: Annotation) -> Bool {
        if a.modified != b.modified { return a.modified > b.modified }
        if (a.note, a.color.rawValue, a.text) != (b.note, b.color.rawValue, b.text) {
            return (a.note, a.color.rawValue, a.text) > (b.note, b.color.rawValue, b.text)
        }
        return (a.start.offset, a.start.grapheme, a.end.offset, a.end.grapheme, a.created)
            > (b.start.offset, b.start.grapheme, b.end.offset, b.end.grapheme, b.created)
    }
}
