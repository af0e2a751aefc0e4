/// A 24-bit colour. The screen maps it to what the terminal can show (direct, 256, 8, mono).
public struct Color: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(UInt8((hex >> 16) & 0xFF), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF))
    }

    /// Linear interpolation towards `other`: 0 gives self, 1 gives other.
    public func blended(with other: Color, _ t: Double) -> Color {
        let t = min(max(t, 0), 1)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
        }
        return Color(mix(r, other.r), mix(g, other.g), mix(b, other.b))
    }

    /// Relative luminance (WCAG, sRGB), 0 (black) … 1 (white).
    public var luminance: Double {
        func channel(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
}

#if canImport(Glibc)
import Glibc
#endif
