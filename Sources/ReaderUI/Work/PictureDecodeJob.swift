import ReaderCore

/// Decodes the pictures of the pages on the screen and beside it off the main thread, into
/// `DecodedPictures`; the page draws a picture once it is decoded (`ReaderModel.pictureDecoding`).
package struct PictureDecodeJob: BackgroundJob {
    package let pictures: BookPictures
    /// The offsets of the image blocks to decode, the first wanted first.
    package let offsets: [Int]
    package var decoded = DecodedPictures.shared

    package init(pictures: BookPictures, offsets: [Int]) {
        self.pictures = pictures
        self.offsets = offsets
    }

    package func run(_ context: JobContext) -> AppEvent? {
        for offset in offsets {
            if context.isStale() { return nil }
            _ = decoded.bitmap(of: pictures, at: offset)
        }
        return context.isStale() ? nil : .picturesDecoded
    }

    package static func == (a: Self, b: Self) -> Bool { a.pictures === b.pictures && a.offsets == b.offsets && a.decoded === b.decoded }
}
