/// The time left in a book at the reader's own pace, from its saved place. A state knows
/// where the reader is as a byte offset, not as characters, so the text left is counted in
/// bytes; the library says so ("by size"). UTF-8 Chinese has about three bytes a character,
/// so for those books this is an upper bound.
package enum LibraryTimeLeft {
    /// Seconds to read the bytes after `fraction` of a `size`-byte book at `secondsPerCharacter`,
    /// nil when the pace is unknown.
    package static func seconds(fraction: Double, size: Int, secondsPerCharacter: Double?) -> Double? {
        guard let pace = secondsPerCharacter, pace > 0, size > 0, fraction.isFinite else { return nil }
        return pace * (Double(size) * (1 - min(1, max(0, fraction)))).rounded()
    }
}
