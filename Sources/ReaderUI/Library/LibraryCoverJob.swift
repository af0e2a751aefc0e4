import ReaderCore

/// Reads and decodes the cover of the library's selected book off the main thread (`BookCover`);
/// answers `.libraryCover`, with nil when the book has none or it cannot be decoded.
package struct LibraryCoverJob: BackgroundJob {
    package let path: String

    package init(path: String) {
        self.path = path
    }

    package func run(_ context: JobContext) -> AppEvent? {
        guard let bytes = BookCover.bytes(path: path), !context.isStale() else { return .libraryCover(path, nil) }
        return .libraryCover(path, try? PictureDecoder.decode(bytes, toCover: CoverArt.decodedSize))
    }
}
