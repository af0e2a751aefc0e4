/// A picture's size in pixels, as its header gives it.
public struct PixelSize: Hashable, Sendable, Codable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

extension PixelSize {
    /// The pixels of `columns`×`rows` cells of this size.
    public func pixels(columns: Int, rows: Int) -> PixelSize { PixelSize(width: columns * width, height: rows * height) }
}
