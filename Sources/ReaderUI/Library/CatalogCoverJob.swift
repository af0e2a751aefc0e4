import ReaderCore
import ReaderLibrary

/// Fetches and decodes a catalogue book's cover for its details, off the main thread; answers
/// `.catalog(.cover)`, or nothing when there is none to show (the details are whole without it).
package struct CatalogCoverJob: BackgroundJob {
    package let url: String
    package let client: CatalogClient

    package init(url: String, client: CatalogClient) {
        self.url = url
        self.client = client
    }

    package func run(_ context: JobContext) -> AppEvent? {
        guard let bytes = try? client.picture(url), !context.isStale(),
            let bitmap = try? PictureDecoder.decode(bytes, toCover: CoverArt.decodedSize)
        else {
            return nil
        }
        return .catalog(.cover(url, bitmap))
    }
}
