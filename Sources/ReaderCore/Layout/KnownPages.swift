/// A chapter's pages as far as reading its book found them (`RunPages`): the anchors of its first
/// pages, then where the others start, as a block and a line of it (`LineStart`); the grapheme each
/// of those starts at is found by breaking its one block again (`Paginator.anchors(of:known:)`),
/// not the chapter.
public struct KnownPages: Sendable, Equatable {
    public var anchors: [PageAnchor]
    var lineStarts: [LineStart] = []

    /// A page that starts at line `line` of block `paragraph`, which breaks into `lines` lines.
    struct LineStart: Sendable, Equatable {
        var paragraph: Int
        var line: UInt32
        var lines: UInt32
    }

    public init(anchors: [PageAnchor]) {
        self.anchors = anchors
    }

    init(anchors: [PageAnchor], lineStarts: [LineStart]) {
        self.anchors = anchors
        self.lineStarts = lineStarts
    }
}
