/// A rectangle of a picture's pixels: its top left corner and its size.
public struct PixelRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var size: PixelSize

    public init(x: Int, y: Int, size: PixelSize) {
        self.x = x
        self.y = y
        self.size = size
    }
}
