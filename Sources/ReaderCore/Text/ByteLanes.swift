/// Sixteen bytes compared at once (SSE2), for scans over whole texts for a few rare bytes.
/// Comparisons go against vectors made once outside the loop and the result is tested as two
/// words: the standard library's `SIMD16(repeating:)`, scalar comparisons and `any(_:)` are not
/// specialised in a loop and cost tens of instructions each.
enum ByteLanes {
    /// A vector of `byte` in every lane.
    @inline(__always)
    static func splat(_ byte: UInt8) -> SIMD16<UInt8> { SIMD16(repeating: byte) }

    /// The sixteen bytes at `offset` (no alignment needed).
    @inline(__always)
    static func load(_ base: UnsafeRawPointer, _ offset: Int) -> SIMD16<UInt8> {
        base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
    }

    /// Whether any lane of `mask` is set.
    @inline(__always)
    static func any(_ mask: SIMDMask<SIMD16<Int8>>) -> Bool {
        let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        return words[0] | words[1] != 0
    }
}
