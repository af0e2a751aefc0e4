/// The outcome of looking a cache entry up: none (or a stale one, which is normal after an
/// edit), a usable one, or a corrupt one, which the reader mentions once and rebuilds.
public enum CacheLookup<Entry> {
    case missing
    case found(Entry)
    case corrupt(String)

    /// The entry, when one was found.
    public var entry: Entry? {
        if case .found(let entry) = self { return entry }
        return nil
    }

    /// Why the entry was rejected, when it was corrupt.
    public var complaint: String? {
        if case .corrupt(let reason) = self { return reason }
        return nil
    }

    /// A found entry that describes another file (or an older format) counts as missing.
    func fitting(fingerprint: String, size: Int, modified: Int, _ opening: (Entry) -> BookOpening) -> CacheLookup<Entry> {
        guard case .found(let entry) = self else { return self }
        return opening(entry).describes(fingerprint: fingerprint, size: size, modified: modified) ? self : .missing
    }
}
