import ReaderCore
import ReaderLibrary

/// What a catalogue job brought back: a page (to show over the one it was asked from, or in
/// its place for the next page of a list), a book downloaded, or why not; or a book's cover
/// (`CatalogCoverJob`), by its URL.
package enum CatalogAnswer: Equatable, Sendable {
    case page(CatalogFeed, client: CatalogClient, replacing: Bool)
    case downloaded(String)
    case failed(String)
    case cover(String, Bitmap)
}
