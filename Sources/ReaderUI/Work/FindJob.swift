import ReaderCore

/// A search step whose book's text is not all in memory (answering may read chapters again),
/// answered by `AppEvent.matchFound`.
package struct FindJob: BackgroundJob {
    package let request: FindRequest

    package init(_ request: FindRequest) { self.request = request }

    package func run(_ context: JobContext) -> AppEvent? {
        .matchFound(request.finder.find(request.step), token: request.token)
    }
}
