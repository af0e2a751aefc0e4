/// The pace of hands-free reading: seconds per page in the page modes, lines per minute in
/// scroll mode. `+` and `-` change it while it runs; it is remembered with the settings.
package struct AutoTurnPace: Equatable, Sendable {
    package var secondsPerPage: Double = 30
    package var linesPerMinute: Double = 40

    package static let pageSeconds: ClosedRange<Double> = 1...600
    package static let linesPerMinuteRange: ClosedRange<Double> = 5...1200
    /// Each `+` or `-` changes the pace by this factor.
    package static let step = 1.25

    /// Seconds between two steps (a page, or a line in scroll mode).
    package func interval(scrolling: Bool) -> Double {
        scrolling ? 60 / linesPerMinute : secondsPerPage
    }

    /// Faster (`+`) or slower (`-`), kept within the ranges.
    package mutating func change(faster: Bool, scrolling: Bool) {
        let factor = faster ? Self.step : 1 / Self.step
        if scrolling {
            linesPerMinute = min(
                Self.linesPerMinuteRange.upperBound, max(Self.linesPerMinuteRange.lowerBound, (linesPerMinute * factor).rounded()))
        } else {
            // To the half second, so short paces still change at every step.
            let seconds = (secondsPerPage / factor * 2).rounded() / 2
            secondsPerPage = min(Self.pageSeconds.upperBound, max(Self.pageSeconds.lowerBound, seconds))
        }
    }

    /// How the footer says it: `every 30 s` or `40 lines a minute`.
    package func description(scrolling: Bool) -> String {
        scrolling ? "\(Int(linesPerMinute)) lines a minute" : "every " + shortDescription(scrolling: false)
    }

    /// The pace in a few columns, for the footer's indicator while it runs: `30 s` or `40/min`.
    package func shortDescription(scrolling: Bool) -> String {
        guard !scrolling else { return "\(Int(linesPerMinute))/min" }
        let whole = secondsPerPage.rounded() == secondsPerPage
        return (whole ? "\(Int(secondsPerPage))" : "\(secondsPerPage)") + " s"
    }

    /// Whether values read from disk are in range.
    package var isValid: Bool {
        Self.pageSeconds.contains(secondsPerPage) && Self.linesPerMinuteRange.contains(linesPerMinute)
    }
}
