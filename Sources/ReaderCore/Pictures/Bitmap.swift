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
