/// How the book is read aloud (`[read-aloud]`): words a minute, where it stops by itself, the
/// sleep timer in minutes (0: none), and a folder to write each sentence's WAV file into
/// instead of playing it (nil: played).
package struct SpeechSettings: Equatable, Sendable {
    package var rate = 175
    package var stop = SpeechStop.book
    package var minutes = 0
    package var folder: String?

    package init() {}

    /// The slowest and fastest reading aloud, in words a minute (espeak-ng's range).
    package static let rates = 80...450
}

/// Where reading aloud stops by itself: at the end of the book, or of the chapter it is in.
package enum SpeechStop: String, CaseIterable, Sendable {
    case book, chapter
}
