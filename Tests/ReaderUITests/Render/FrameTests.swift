import Testing

@testable import ReaderUI

@Test func frameFromLinesKeepsWideCharactersWhole() {
    let f = Frame(lines: ["ab", "中"], width: 3)
    #expect(f.lines == ["ab ", "中 "])
    #expect(f[0, 1].width == 2)
    #expect(f[1, 1].isContinuation)
}

@Test func putClipsAWideCharacterAtTheEdge() {
    var f = Frame(width: 3, height: 1)
    f.put("a中文", x: 0, y: 0, style: .plain)
    #expect(f.lines == ["a中"])
    f.put("中", x: 2, y: 0, style: .plain)
    #expect(f.lines == ["a  "])
}

@Test func cellsKeepClustersInlineAndLongOnesFallBackToTheirFirstScalar() {
    #expect(Cell("中", width: 2, style: .plain).text == "中")
    #expect(Cell("e\u{301}", style: .plain).text == "e\u{301}")
    #expect(Cell("", width: 0, style: .plain).text == "")
    let family = "👨‍👩‍👧" // 18 UTF-8 bytes
    #expect(Cell(family, width: 2, style: .plain).text == "👨")
    #expect(Cell("a", style: .plain) != Cell("b", style: .plain))
    #expect(Cell("a", style: .plain) == Cell("a", style: .plain))
}

@Test func cellsGiveTheScalarsOfTheirTextFromThePackedBytes() {
    func scalars(_ cell: Cell) -> [Unicode.Scalar] {
        var found: [Unicode.Scalar] = []
        cell.forEachScalar { found.append($0) }
        return found
    }
    for text in ["a", " ", "~", "\u{7F}", "é", "中", "e\u{301}", "🇯🇵", "ｶﾞ", "👍🏽", "", "👨‍👩‍👧"] {
        let cell = Cell(text, style: .plain)
        #expect(scalars(cell) == Array(cell.text.unicodeScalars), "\(text.debugDescription)")
    }
}
