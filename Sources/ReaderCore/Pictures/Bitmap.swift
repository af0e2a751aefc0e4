import CWebP

/// A decoded picture: `width`×`height` pixels, rows packed, 4 bytes each (red, green, blue,
/// alpha, not premultiplied), or 3 (red, green, blue) for a picture opaque by its format (a JPEG):
/// a quarter less to keep, decode and send.
public struct Bitmap: Sendable, Equatable {
    public let size: PixelSize
    /// Bytes a pixel: 4 with alpha, 3 without.
    public let channels: Int
    public let pixels: [UInt8]

    public init(size: PixelSize, channels: Int, pixels: [UInt8]) {
        precondition(pixels.count == size.width * size.height * channels, "pixel bytes do not match the size")
        self.size = size
        self.channels = channels
        self.pixels = pixels
    }
}

extension Bitmap {
    /// The pixels of `rect`, clipped to the picture.
    public func cropped(to rect: PixelRect) -> Bitmap {
        let left = min(max(0, rect.x), size.width), top = min(max(0, rect.y), size.height)
        let width = min(max(0, rect.size.width), size.width - left), height = min(max(0, rect.size.height), size.height - top)
        if left == 0, top == 0, width == size.width, height == size.height { return self }
        var out: [UInt8] = []
        out.reserveCapacity(width * height * channels)
        for row in top..<top + height {
            let start = (row * size.width + left) * channels
            out += pixels[start..<start + width * channels]
        }
        return Bitmap(size: PixelSize(width: width, height: height), channels: channels, pixels: out)
    }

    /// The picture made as small as still covers `target`, its shape kept, by libwebp's rescaler
    /// (area averages, weighted by alpha). Itself when it is no larger than `target` or within
    /// `keptWithin` of it: rescaling so little would only soften it.
    public func reduced(toCover target: PixelSize) -> Bitmap {
        let scale = size.scale(toCover: target)
        guard scale < Self.keptWithin else { return self }
        let out = size.scaled(scale)
        var reduced = [UInt8](repeating: 0, count: out.width * out.height * channels)
        let done = pixels.withUnsafeBufferPointer { source in
            reduced.withUnsafeMutableBufferPointer {
                tr_webp_rescale(
                    source.baseAddress, UInt32(size.width), UInt32(size.height), UInt32(channels), $0.baseAddress,
                    UInt32(out.width), UInt32(out.height))
            }
        }
        return done == 1 ? Bitmap(size: out, channels: channels, pixels: reduced) : self
    }

    /// The scale from which a picture is kept as it is rather than reduced.
    static let keptWithin = 0.9

    /// The pixels without alpha (3 bytes each): as they are in a picture that has none, else when
    /// every one is opaque, as a photograph's are; nil when any is not.
    public var opaqueRGB: [UInt8]? {
        guard channels == 4 else { return pixels }
        return pixels.withUnsafeBufferPointer { pixels -> [UInt8]? in
            var i = 3
            while i < pixels.count {
                guard pixels[i] == 255 else { return nil }
                i += 4
            }
            return [UInt8](unsafeUninitializedCapacity: pixels.count / 4 * 3) { out, count in
                for p in 0..<pixels.count / 4 {
                    (out[p * 3], out[p * 3 + 1], out[p * 3 + 2]) = (pixels[p * 4], pixels[p * 4 + 1], pixels[p * 4 + 2])
                }
                count = pixels.count / 4 * 3
            }
        }
    }
}
