import ReaderCore
import ReaderLibrary

/// One book in the library list: what the row shows, worked out once when the list is made.
package struct LibraryEntry: Equatable, Sendable {
    /// The file name without its extension.
    package var title: String
    /// Where the book is (for recent books: where it was last opened from).
    package var path: String
    /// The fingerprint of its saved state, nil when the book was never opened.
    package var fingerprint: String?
    /// How far through the book the reader is, 0…1, nil when never opened.
    package var fraction: Double?
    /// When it was last read (seconds since 1970), nil when never opened.
    package var lastRead: Int?
    /// Time left at the reader's pace, in seconds, nil when the pace or the place is unknown.
    package var secondsLeft: Double?
    /// True when the file is no longer at `path` (moved or deleted): it cannot be opened from here.
    package var missing: Bool
    /// The authors the book's catalogue names (a calibre library's); empty when unknown.
    package var authors: [String] = []
    /// The series the book is in, nil when in none or unknown, and its number in it.
    package var series: String?
    package var seriesIndex: Double = 1
    /// The catalogue's tags, empty when unknown.
    package var tags: [String] = []

    /// `Island Tales 2`; nil for a book in no series.
    package var seriesLabel: String? { series.map { CalibreBook.label(series: $0, index: seriesIndex) } }

    /// The title for `path`: its last component without the extension (`.txt`, `.epub`).
    package static func title(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
