/// How a block's lines sit in the text box: the first line's indent, the indent of lines
/// that go on after a break for width, and whether lines are centred.
struct BlockLayout: Sendable, Equatable {
    var firstLineIndent = 0
    var hangingIndent = 0
    var centred = false

    /// Chapter headings: centred in horizontal text; a vertical heading starts its column at the top.
    static func heading(_ writing: WritingMode) -> BlockLayout {
        BlockLayout(centred: writing == .horizontal)
    }

    /// Line groups hang their wrapped lines this far in, so a kept line stays visibly one line.
    static let lineGroupHanging = 2

    /// The layout of a block of `kind` holding `text`.
    init(kind: BlockKind, text: String, geometry: PageGeometry, script: Script.Paragraph) {
        switch kind {
        case .paragraph: firstLineIndent = geometry.indent(script)
        // Never more than half a line, as the line breaker has it (a marker wider than a narrow page).
        case .lineGroup: hangingIndent = min(Self.lineGroupHanging, geometry.columns / 2)
        case .listItem: hangingIndent = min(ListMarker(text[...])?.width ?? 0, geometry.columns / 2)
        case .separator: centred = true
        case .preformatted: break
        }
    }

    private init(centred: Bool) {
        self.centred = centred
    }
}
