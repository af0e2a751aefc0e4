/// Display width and line-breaking class of one grapheme cluster.
///
/// Both are functions of the cluster's scalars alone, so the UTF-8 fast path
/// (one scalar at a time) and the `Character` path agree by construction.
struct GraphemeInfo: Equatable {
    /// Cells the cluster takes: `CellWidth.width(of:)` of the cluster.
    var width: UInt8
    /// How the cluster takes part in line breaking.
    var breakClass: LineBreakClass

    /// Facts of a cluster given as a `Character`.
    init(_ ch: Character) {
        self.init(scalars: ch.unicodeScalars)
    }

    /// Facts of a single-scalar cluster (identical to `init(Character(scalar))`).
    @inline(__always)
    init(scalar: Unicode.Scalar) {
        let v = scalar.value
        if v < 0x80 {
            self.init(ascii: UInt8(truncatingIfNeeded: v))
            return
        }
        let w = CellWidth.width(of: scalar)
        let cells = w > 0 ? w : CellWidth.clusterWidth(CollectionOfOne(scalar))
        self.init(width: UInt8(cells), breakClass: Self.breakClass(base: v, width: w))
    }

    /// Facts of a one-byte (ASCII) cluster.
    @inline(__always)
    init(ascii b: UInt8) {
        if b > 0x20 && b < 0x7F {
            self.init(width: 1, breakClass: .of(ascii: b))
        } else if b == 0x20 {
            self.init(width: 1, breakClass: .space)
        } else if b == 0x0A {
            self.init(width: 0, breakClass: .newline)
        } else {
            self.init(width: 0, breakClass: .word)
        }
    }

    private init(width: UInt8, breakClass: LineBreakClass) {
        self.width = width
        self.breakClass = breakClass
    }

    /// Facts of a cluster from its scalars; the class comes from its first scalar of non-zero width.
    init(scalars: some Collection<Unicode.Scalar>) {
        guard let first = scalars.first else {
            self.init(width: 0, breakClass: .word)
            return
        }
        if scalars.count == 1 {
            self.init(scalar: first)
            return
        }
        if first == "\r" && scalars.count == 2 && scalars.dropFirst().first == "\n" {
            self.init(width: 0, breakClass: .newline)
            return
        }
        let base = scalars.first { CellWidth.width(of: $0) > 0 } ?? first
        let w = CellWidth.clusterWidth(scalars)
        self.init(width: UInt8(w), breakClass: Self.breakClass(base: base.value, width: w))
    }

    @inline(__always)
    private static func breakClass(base v: UInt32, width: Int) -> LineBreakClass {
        var raw: UInt8 = width == 2 || (v >= 0xFF61 && v <= 0xFF9F) ? LineBreakClass.ideographic.rawValue : 0
        if v >= 0x2018 && (v < 0x3100 || v >= 0xFF00) { // every kinsoku mark is in these ranges
            if Kinsoku.isClosing(v) {
                raw |= LineBreakClass.noBreakBefore.rawValue
            } else if Kinsoku.isOpening(v) {
                raw |= LineBreakClass.noBreakAfter.rawValue
            }
        }
        return LineBreakClass(rawValue: raw)
    }
}
