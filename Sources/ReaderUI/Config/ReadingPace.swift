/// How fast this reader reads, learned from their own page turns and kept across sessions
/// (with the remembered settings): seconds per character of text, so it holds at any
/// window size. A page counts when it was turned forward after between `shortestPage`
/// and `longestPause` seconds on it: a pause, a skim or a jump teaches nothing. Once a few
/// pages are known, a page read much slower or faster than the pace (a break, a page
/// skimmed) counts as at most `outlier` times off it, so one such page barely moves it.
package struct ReadingPace: Equatable, Sendable {
    /// The running average; nil until a page has been measured.
    package private(set) var secondsPerCharacter: Double?
    /// Pages measured so far (the average's weight, capped at `memory`).
    package private(set) var pages = 0

    /// Longer on one page is a pause, not reading.
    package static let longestPause = 120.0
    /// Quicker than this is flipping through, not reading.
    package static let shortestPage = 1.0
    /// Pages measured before a page far from the pace counts as an outlier.
    package static let settled = 3
    /// How far from the pace (a factor either way) a page counts at most, once settled.
    package static let outlier = 2.0
    /// The average follows about this many recent pages.
    package static let memory = 50

    package init() {}

    /// A pace read back from the settings file (already checked).
    package init(secondsPerCharacter: Double, pages: Int) {
        self.secondsPerCharacter = secondsPerCharacter
        self.pages = pages
    }

    /// A page of `characters` characters read in `seconds`; returns whether it counted.
    @discardableResult
    package mutating func record(seconds: Double, characters: Int) -> Bool {
        guard characters > 0, seconds >= Self.shortestPage, seconds <= Self.longestPause else { return false }
        var sample = seconds / Double(characters)
        if let pace = secondsPerCharacter, pages >= Self.settled {
            sample = min(max(sample, pace / Self.outlier), pace * Self.outlier)
        }
        let weight = Double(min(pages, Self.memory - 1))
        secondsPerCharacter = ((secondsPerCharacter ?? sample) * weight + sample) / (weight + 1)
        pages = min(pages + 1, Self.maximumPages)
        return true
    }

    /// Seconds to read `characters` at this pace, once known.
    package func seconds(forCharacters characters: Int) -> Double? {
        secondsPerCharacter.map { $0 * Double(max(0, characters)) }
    }

    /// Largest page count kept (a file claiming more is not ours).
    package static let maximumPages = 1_000_000
    /// The slowest pace a settings file may hold, in seconds per character.
    package static let slowest = longestPause
}
