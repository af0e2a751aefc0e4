import CWebP

/// A decoded picture: `width`×`height` pixels, 4 bytes each (red, green, blue, alpha), rows packed.
public struct Bitmap: Sendable, Equatable {
    public let size: PixelSize
    public let rgba: [UInt8]

    public init(size: PixelSize, rgba: [UInt8]) {
        precondition(rgba.count == size.width * size.height * 4, "RGBA bytes do not match the size")
        self.size = size
        self.rgba = rgba
    }
}

extension Bitmap {
    /// The pixels of `rect`, clipped to the picture.
    public func cropped(to rect: PixelRect) -> Bitmap {
        let left = min(max(0, rect.x), size.width), top = min(max(0, rect.y), size.height)
        let width = min(max(0, rect.size.width), size.width - left), height = min(max(0, rect.size.height), size.height - top)
        if left == 0, top == 0, width == size.width, height == size.height { return self }
        var out: [UInt8] = []
        out.reserveCapacity(width * height * 4)
        for row in top..<top + height {
            let start = (row * size.width + left) * 4
            out += rgba[start..<start + width * 4]
        }
        return Bitmap(size: PixelSize(width: width, height: height), rgba: out)
    }

    /// The picture made as small as still covers `target`, its shape kept, by libwebp's rescaler
    /// (area averages, weighted by alpha). Itself when it is no larger than `target` or within
    /// `keptWithin` of it: rescaling so little would only soften it.
    public func reduced(toCover target: PixelSize) -> Bitmap {
        let scale = size.scale(toCover: target)
        guard scale < Self.keptWithin else { return self }
        let out = size.scaled(scale)
        var pixels = [UInt8](repeating: 0, count: out.width * out.height * 4)
        let done = rgba.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer {
                tr_webp_rescale(
                    source.baseAddress, UInt32(size.width), UInt32(size.height), $0.baseAddress, UInt32(out.width), UInt32(out.height))
            }
        }
        return done == 1 ? Bitmap(size: out, rgba: pixels) : self
    }

    /// The scale from which a picture is kept as it is rather than reduced.
    static let keptWithin = 0.9

    /// The pixels without their alpha (3 bytes each) when every one is opaque, as a photograph's
    /// are; nil when any is not.
    public var opaqueRGB: [UInt8]? {
        rgba.withUnsafeBufferPointer { pixels -> [UInt8]? in
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
