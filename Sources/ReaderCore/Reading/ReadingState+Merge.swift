/// Two readers on one book (two terminals, or a second machine syncing the state folder) each
/// save what they changed since they loaded the state, onto what the other saved meanwhile:
/// nothing one of them did is lost because the other wrote last.
extension ReadingState {
    /// `mine` (this session's state) merged onto `disk` (the file as it is now), given `base`,
    /// what this session loaded (nil: there was no file):
    /// - the place: the one moved since `base` — both moved: the later move (`placedAt`);
    /// - bookmarks: `disk`'s, less those this session removed, plus those it added, with the
    ///   labels this session wrote, in book order;
    /// - the writing: this session's when it changed it, else `disk`'s.
    public static func merged(mine: ReadingState, base: ReadingState?, disk: ReadingState?) -> ReadingState {
        guard let disk else { return mine }
        var result = mine
        let iMoved = mine.location != base?.location
        let theyMoved = disk.location != base?.location
        if theyMoved && (!iMoved || (disk.placedAt ?? 0) > (mine.placedAt ?? 0)) {
            result.location = disk.location
            result.placedAt = disk.placedAt
            result.fraction = disk.fraction
        }
        let baseMarks = Set((base?.bookmarks ?? []).map(\.location))
        let myMarks = Set(mine.bookmarks.map(\.location))
        let removed = baseMarks.subtracting(myMarks)
        var kept = disk.bookmarks.filter { !removed.contains($0.location) }
        var present = Set(kept.map(\.location))
        for mark in mine.bookmarks where !baseMarks.contains(mark.location) && !present.contains(mark.location) {
            kept.append(mark)
            present.insert(mark.location)
        }
        let baseLabels = Dictionary((base?.bookmarks ?? []).map { ($0.location, $0.label) }, uniquingKeysWith: { a, _ in a })
        for mark in mine.bookmarks where baseLabels[mark.location].map({ $0 != mark.label }) == true {
            if let i = kept.firstIndex(where: { $0.location == mark.location }) { kept[i].label = mark.label }
        }
        result.bookmarks = kept.sorted { $0.precedes($1) }
        if mine.writing == base?.writing { result.writing = disk.writing }
        return result
    }
}
