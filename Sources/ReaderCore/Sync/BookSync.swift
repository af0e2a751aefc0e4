/// Keeps one book's state and annotations on this machine in step with the sync folder: this
/// device's changes go into its record, the other devices' records come back into the state
/// files (the later place, the bookmarks and annotations of all, less those removed anywhere).
public struct BookSync: Sendable {
    public let folder: SyncFolder
    public let states: StateStore
    public let notes: AnnotationStore

    public init(folder: SyncFolder, states: StateStore, notes: AnnotationStore) {
        self.folder = folder
        self.states = states
        self.notes = notes
    }

    /// Under the state folder's lock (which every reader of the book saves under): reads the book's
    /// state and annotations and every device's record, writes this device's record with all of
    /// them merged, and the state and annotations files made to agree with it. `path` names a book
    /// that has no state here yet (one read on another machine only). Warnings, one line each.
    @discardableResult
    public func exchange(fingerprint: String, path: String, now: Double) -> [String] {
        let warnings = AtomicFile.locked(states.directory) { () -> [String] in
            var warnings: [String] = []
            let local: ReadingState?
            do throws(StateError) {
                local = try states.load(fingerprint: fingerprint)
            } catch {
                // A state file this reader cannot read is not replaced by one made from the records.
                return ["\(error.message); not synchronised"]
            }
            let (own, others, unread) = folder.records(fingerprint: fingerprint)
            warnings += unread
            let (annotations, notesWarning) = notes.load(fingerprint: fingerprint)
            if let notesWarning { warnings.append(notesWarning) }
            // A book never read here nor anywhere else has nothing to exchange.
            guard local != nil || own != nil || !others.isEmpty || annotations != BookAnnotations(fingerprint: fingerprint) else {
                return warnings
            }
            let state = local ?? ReadingState(fingerprint: fingerprint, path: path, location: .start)
            let mine = (own ?? SyncRecord(fingerprint: fingerprint)).absorbing(state, annotations: annotations, now: now)
            let merged = others.reduce(mine) { $0.merged(with: $1) }
            if merged != own, !folder.publish(merged) { warnings.append("cannot write \(folder.path(for: fingerprint))") }
            let agreed = merged.applied(to: state)
            do throws(StateError) {
                if agreed != local { try states.save(agreed) }
                if merged.annotations != annotations { try notes.save(merged.annotations) }
            } catch {
                warnings.append(error.message)
            }
            return warnings
        }
        return warnings ?? ["cannot open \(states.directory); not synchronised"]
    }
}
