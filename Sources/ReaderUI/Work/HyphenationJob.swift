import ReaderCore

/// Loads hyphenation patterns off the main thread (`Hyphenator.shared(file:)`).
package struct HyphenationJob: BackgroundJob {
    package let file: String

    package func run(_ context: JobContext) -> AppEvent? {
        _ = Hyphenator.shared(file: file)
        return context.isStale() ? nil : .hyphenationLoaded
    }
}
