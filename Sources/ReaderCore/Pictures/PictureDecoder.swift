import CGIF
import CJPEG
import CPNG
import CWebP

/// Decodes PNG, JPEG, GIF (its first frame) and WebP pictures into pixels through their own
/// libraries. The size is read from the header and checked against the limits before a pixel
/// is decoded, so a hostile header (100000×100000) costs nothing; every failure is a thrown
/// `PictureError`, never a crash.
public enum PictureDecoder {
    /// Most pixels decoded for one picture (40 megapixels: 160 MB of RGBA at most).
    public static let maxPixels = 40_000_000
    /// Longest side decoded, in pixels.
    public static let maxSide = 16_384
    /// Largest picture file read.
    public static let maxBytes = 32 << 20

    /// The format and pixel size `bytes` declare in their header (nothing decoded), within the limits.
    public static func size(of bytes: [UInt8]) throws(PictureError) -> (format: PictureFormat, size: PixelSize) {
        guard let format = PictureFormat.sniff(bytes) else { throw .unknownFormat }
        var width: UInt32 = 0, height: UInt32 = 0
        if format == .svg {
            guard SVGProgram.isInstalled else { throw .unavailable(SVGProgram.missing) }
            guard let size = SVGSize.of(bytes) else { throw .unreadable(.svg) }
            (width, height) = (UInt32(size.width), UInt32(size.height))
        }
        let ok = bytes.withUnsafeBufferPointer { b in
            switch format {
            case .png: tr_png_size(b.baseAddress, b.count, &width, &height)
            case .jpeg: tr_jpeg_size(b.baseAddress, b.count, &width, &height)
            case .gif: tr_gif_size(b.baseAddress, b.count, &width, &height)
            case .webp: tr_webp_size(b.baseAddress, b.count, &width, &height)
            case .svg: Int32(1) // sized above
            }
        }
        guard ok == 1 else { throw .unreadable(format) }
        let size = PixelSize(width: Int(width), height: Int(height))
        guard size.width > 0, size.height > 0 else { throw .unreadable(format) }
        guard size.width <= maxSide, size.height <= maxSide, size.width * size.height <= maxPixels else {
            throw .tooLarge(format, size)
        }
        return (format, size)
    }

    /// The picture in `bytes`, decoded (RGBA; a JPEG RGB): whole, or no larger than needed to
    /// cover `target` (an SVG drawn that large; a JPEG scaled by libjpeg as it decodes, in the
    /// fewest eighths that cover it, then like other formats reduced after, `Bitmap.reduced(toCover:)`).
    public static func decode(_ bytes: [UInt8], toCover target: PixelSize? = nil) throws(PictureError) -> Bitmap {
        LargeAllocations.mapOnTheirOwn
        let (format, size) = try size(of: bytes)
        if format == .svg { return try SVGProgram.draw(bytes, at: target.map { size.scaled(size.scale(toCover: $0)) } ?? size) }
        let eighths = format == .jpeg ? target.map { jpegEighths(of: size, toCover: $0) } ?? 8 : 8
        let out = PixelSize(width: (size.width * eighths + 7) / 8, height: (size.height * eighths + 7) / 8)
        // A JPEG has no alpha: 3 bytes a pixel.
        let channels = format == .jpeg ? 3 : 4
        var pixels = [UInt8](repeating: 0, count: out.width * out.height * channels)
        let (w, h) = (UInt32(out.width), UInt32(out.height))
        let ok = bytes.withUnsafeBufferPointer { b in
            pixels.withUnsafeMutableBufferPointer { o in
                switch format {
                case .png: tr_png_decode(b.baseAddress, b.count, o.baseAddress, w, h)
                case .jpeg: tr_jpeg_decode(b.baseAddress, b.count, o.baseAddress, w, h, UInt32(eighths))
                case .gif: tr_gif_decode(b.baseAddress, b.count, o.baseAddress, w, h)
                case .webp: tr_webp_decode(b.baseAddress, b.count, o.baseAddress, w, h)
                case .svg: Int32(0) // drawn above
                }
            }
        }
        guard ok == 1 else { throw .unreadable(format) }
        let bitmap = Bitmap(size: out, channels: channels, pixels: pixels)
        return target.map(bitmap.reduced) ?? bitmap
    }

    /// The fewest eighths of `size` (libjpeg's scaled sizes round up) that still cover `target`.
    static func jpegEighths(of size: PixelSize, toCover target: PixelSize) -> Int {
        (1...8).first { n in
            (size.width * n + 7) / 8 >= target.width && (size.height * n + 7) / 8 >= target.height
        } ?? 8
    }
}
