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
}
