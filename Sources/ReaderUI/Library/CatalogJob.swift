import ReaderLibrary

/// Reads from a catalogue for the library screen, off the main thread: its first page (the
/// password looked up then, once), a page, a search, or a book downloaded; answers `.catalog`.
package struct CatalogJob: BackgroundJob {
    package enum Request: Equatable, Sendable {
        case start(CatalogAccount, environment: [String: String])
        case page(String, CatalogClient, replacing: Bool)
        case search(CatalogFeed, query: String, CatalogClient)
        case download(CatalogEntry, into: String, CatalogClient)
    }

    package let request: Request

    package init(_ request: Request) {
        self.request = request
    }

    package func run(_ context: JobContext) -> AppEvent? {
        do throws(CatalogError) {
            switch request {
            case .start(let account, let environment):
                let client = try CatalogClient(account: account, environment: environment)
                return .catalog(.page(try client.start(), client: client, replacing: false))
            case .page(let url, let client, let replacing):
                return .catalog(.page(try client.page(url), client: client, replacing: replacing))
            case .search(let feed, let query, let client):
                return .catalog(.page(try client.search(feed, for: query), client: client, replacing: false))
            case .download(let entry, let folder, let client):
                return .catalog(.downloaded(try client.download(entry, into: folder, cancelled: context.isStale)))
            }
        } catch {
            return context.isStale() ? nil : .catalog(.failed(error.message))
        }
    }
}
