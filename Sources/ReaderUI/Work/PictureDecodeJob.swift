import ReaderCore

/// Decodes the pictures of the pages on the screen and beside it off the main thread, into
/// `DecodedPictures`; the page draws a picture once it is decoded (`ReaderModel.pictureDecoding`).
package struct PictureDecodeJob: BackgroundJob {
    /// A picture to decode: its image block's offset, and the pixels its cells show it in.
    package struct Wanted: Equatable, Sendable {
        package var offset: Int
        package var shown: PixelSize

        package init(offset: Int, shown: PixelSize) {
            self.offset = offset
            self.shown = shown
        }
    }

    package let pictures: BookPictures
    /// The pictures to decode, the first wanted first.
    package let wanted: [Wanted]
    package var decoded = DecodedPictures.shared

    package init(pictures: BookPictures, wanted: [Wanted]) {
        self.pictures = pictures
        self.wanted = wanted
    }

    package func run(_ context: JobContext) -> AppEvent? {
        for picture in wanted {
            if context.isStale() { return nil }
            _ = decoded.bitmap(of: pictures, at: picture.offset, shown: picture.shown)
        }
        return context.isStale() ? nil : .picturesDecoded
    }

    package static func == (a: Self, b: Self) -> Bool { a.pictures === b.pictures && a.wanted == b.wanted && a.decoded === b.decoded }
}
