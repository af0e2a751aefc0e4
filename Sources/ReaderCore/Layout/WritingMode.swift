/// Which way text runs on a page: in rows left to right, top to bottom (`horizontal`), or
/// in columns top to bottom, the columns ordered right to left (`vertical`, 縦書き, as
/// Japanese novels and classical Chinese are printed).
public enum WritingMode: String, Sendable, Codable, CaseIterable {
    case horizontal, vertical

    /// The direction pages turn in this writing: vertical text turns to the left.
    public var pageProgression: PageProgression {
        self == .vertical ? .rightToLeft : .leftToRight
    }
}
