/// How a device's record and its own state files meet. The record a device last wrote is what it
/// knew then, and its state files were made to agree with it (`applied`): whatever differs in them
/// now was changed on this device since (`absorbing`), and is stamped later than anything the
/// record held, so a clock behind another machine's never loses a change made after seeing it.
extension SyncRecord {
    /// This record with what changed in `state` and `annotations` since it was written: a moved
    /// place, bookmarks made, relabelled or removed, a writing chosen, annotations (merged).
    /// A moved place keeps its own time, bookmarks and writing are stamped `now`; either, just
    /// after what it replaces when that is later.
    public func absorbing(_ state: ReadingState, annotations: BookAnnotations, now: Double) -> SyncRecord {
        var result = self
        if let place {
            if place.location != state.location {
                let at = Self.after(place.at, state.placedAt ?? now)
                result.place = SyncedPlace(location: state.location, fraction: state.fraction, at: at)
            }
        } else {
            // The first record of a book takes the place's own time (a place never moved: none).
            result.place = SyncedPlace(location: state.location, fraction: state.fraction, at: state.placedAt ?? 0)
        }
        var live: [String: Bookmark] = [:]
        for mark in state.bookmarks { live[SyncedBookmark.key(mark.location)] = mark }
        for (key, held) in bookmarks where !held.removed && live[key] == nil {
            result.bookmarks[key] = SyncedBookmark(location: held.location, label: held.label, removed: true, at: Self.after(held.at, now))
        }
        for (key, mark) in live {
            let held = bookmarks[key]
            guard held == nil || held!.removed || held!.label != mark.label else { continue }
            result.bookmarks[key] = SyncedBookmark(location: mark.location, label: mark.label, at: Self.after(held?.at, now))
        }
        if let mode = state.writing, writing?.mode != mode {
            result.writing = SyncedWriting(mode: mode, at: Self.after(writing?.at, now))
        }
        result.annotations = self.annotations.merged(with: annotations)
        return result
    }

    /// `state` made to agree with this record: its place (when the record's is later), bookmarks
    /// and writing.
    public func applied(to state: ReadingState) -> ReadingState {
        var result = state
        if let place, place.at >= (state.placedAt ?? -1) {
            result.location = place.location
            result.fraction = place.fraction.flatMap(ReadingState.checked(fraction:))
            result.placedAt = place.at
        }
        result.bookmarks = liveBookmarks
        if let writing { result.writing = writing.mode }
        return result
    }

    /// `now`, or a moment after `earlier` when that is not before it.
    static func after(_ earlier: Double?, _ now: Double) -> Double {
        guard let earlier, earlier >= now else { return now }
        return earlier + 0.001
    }
}
