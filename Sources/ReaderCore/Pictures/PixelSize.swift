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

    /// The scale (at most 1) that makes this size just cover `target`, its shape kept.
    func scale(toCover target: PixelSize) -> Double {
        min(1, max(Double(target.width) / Double(width), Double(target.height) / Double(height)))
    }

    /// This size at `scale`, each side rounded up (less a hair, so that a side the scale makes
    /// whole is not taken up by a rounding error), at least 1.
    func scaled(_ scale: Double) -> PixelSize {
        PixelSize(
            width: max(1, Int((Double(width) * scale - 1e-6).rounded(.up))),
            height: max(1, Int((Double(height) * scale - 1e-6).rounded(.up))))
    }
}
