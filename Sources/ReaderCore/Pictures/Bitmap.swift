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

    /// The picture made smaller by a whole `factor` while it still covers `target`: each pixel
    /// the average of a `factor`×`factor` block (the rows and columns left over at the right and
    /// bottom edges dropped). Itself when it is no more than twice `target` either way.
    public func reduced(toCover target: PixelSize) -> Bitmap {
        let factor = min(size.width / max(1, target.width), size.height / max(1, target.height))
        guard factor >= 2 else { return self }
        let width = size.width / factor, height = size.height / factor, block = factor * factor
        var out = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeBufferPointer { source in
            var sums = [Int](repeating: 0, count: width * 4)
            for y in 0..<height {
                for i in sums.indices { sums[i] = 0 }
                for row in y * factor..<(y + 1) * factor {
                    let line = row * size.width * 4
                    for x in 0..<width {
                        var at = line + x * factor * 4
                        for _ in 0..<factor {
                            for channel in 0..<4 { sums[x * 4 + channel] += Int(source[at + channel]) }
                            at += 4
                        }
                    }
                }
                for i in sums.indices { out[y * width * 4 + i] = UInt8((sums[i] + block / 2) / block) }
            }
        }
        return Bitmap(size: PixelSize(width: width, height: height), rgba: out)
    }

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
