/// Why a picture cannot be shown; the reader shows its placeholder instead.
public enum PictureError: Error, Equatable, CustomStringConvertible {
    /// The bytes start as no format termreader decodes.
    case unknownFormat
    /// The header or the data is damaged, cut short or inconsistent.
    case unreadable(PictureFormat)
    /// The header asks for more pixels than `PictureDecoder.maxPixels` (or a side over `maxSide`).
    case tooLarge(PictureFormat, PixelSize)
    /// The picture's file is larger than `PictureDecoder.maxBytes`, or missing from the book.
    case unavailable(String)

    public var description: String {
        switch self {
        case .unknownFormat: return "not a PNG, JPEG, GIF, WebP or SVG picture"
        case .unreadable(let format): return "damaged \(format.rawValue) picture"
        case .tooLarge(let format, let size): return "\(format.rawValue) picture of \(size.width)×\(size.height) pixels is too large"
        case .unavailable(let reason): return reason
        }
    }
}
