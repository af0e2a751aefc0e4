import ReaderCore

/// Counts a search's matches in the whole book, answered by `AppEvent.matchesCounted`.
package struct MatchCountJob: BackgroundJob {
    package let finder: MatchFinder
    /// The search it counts for: a count for an older search is dropped by the model.
    package let generation: Int

    package init(finder: MatchFinder, generation: Int) {
        self.finder = finder
        self.generation = generation
    }

    package func run(_ context: JobContext) -> AppEvent? {
        MatchTally.counted(finder, isStale: context.isStale).map { .matchesCounted($0, generation: generation) }
    }

    package static func == (a: MatchCountJob, b: MatchCountJob) -> Bool { a.generation == b.generation }
}
