/// The block elements (U+2580–U+259F) character art is drawn with, by the parts of the cell they
/// fill: so an SVG draws them as exact rectangles (a font's glyphs leave gaps between rows) and
/// the back of a curling page mirrors their shapes with the picture.
package enum BlockElement {
    /// A filled part of a cell, in eighths of its width and height from its top left corner.
    package struct Part: Equatable, Sendable {
        package var x0, y0, x1, y1: Int
    }

    /// The parts `scalar` fills; nil for any character that is not a block element (the shades ░▒▓ included).
    package static func parts(of scalar: Unicode.Scalar) -> [Part]? {
        let v = scalar.value
        switch v {
        case 0x2580: return [Part(x0: 0, y0: 0, x1: 8, y1: 4)]
        case 0x2581...0x2588: return [Part(x0: 0, y0: 0x2588 - Int(v), x1: 8, y1: 8)] // lower eighths to full
        case 0x2589...0x258F: return [Part(x0: 0, y0: 0, x1: 0x2590 - Int(v), y1: 8)] // left seven eighths to one
        case 0x2590: return [Part(x0: 4, y0: 0, x1: 8, y1: 8)]
        case 0x2594: return [Part(x0: 0, y0: 0, x1: 8, y1: 1)]
        case 0x2595: return [Part(x0: 7, y0: 0, x1: 8, y1: 8)]
        case 0x2596...0x259F:
            // Quadrants: bit 0 upper left, 1 upper right, 2 lower left, 3 lower right.
            let masks: [Int] = [0b0100, 0b1000, 0b0001, 0b1101, 0b1001, 0b0111, 0b1011, 0b0010, 0b0110, 0b1110]
            let mask = masks[Int(v) - 0x2596]
            return (0..<4).filter { mask & (1 << $0) != 0 }.map { q in
                Part(x0: (q % 2) * 4, y0: (q / 2) * 4, x1: (q % 2) * 4 + 4, y1: (q / 2) * 4 + 4)
            }
        default: return nil
        }
    }

    /// `scalar` mirrored left to right (▌ ↔ ▐, ▘ ↔ ▝, ▏ ↔ ▕…); itself when it is symmetric or has no mirror image.
    package static func mirrored(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let pairs: [UInt32: UInt32] = [
            0x258C: 0x2590, 0x2596: 0x2597, 0x2598: 0x259D, 0x2599: 0x259F, 0x259A: 0x259E, 0x259B: 0x259C, 0x258F: 0x2595,
        ]
        let v = scalar.value
        let other = pairs[v] ?? pairs.first { $0.value == v }?.key
        return other.flatMap(Unicode.Scalar.init) ?? scalar
    }
}
