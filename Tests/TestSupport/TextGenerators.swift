import PropertyBased

/// Generators the property tests share.
extension Gen where Value == String {
    /// Text of `count` pieces drawn from `pieces` with repeats, joined: the scripts, widths and
    /// punctuation a test cares about, in any order and any mix.
    public static func text(
        of pieces: [String], count: ClosedRange<Int>
    ) -> Generator<String, Generator<Int, Shrink.Integer<Int>>.ArrayShrink> {
        Gen<Int>.int(in: 0..<pieces.count).array(of: count).map { $0.map { pieces[$0] }.joined() }
    }
}
