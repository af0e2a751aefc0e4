import Testing

@testable import ReaderUI

/// Checks `Frame`'s invariants: every test of a composed frame runs it.
enum FrameChecker {
    /// Descriptions of every broken invariant: cell count, widths, a wide cell without its
    /// continuation right after it (or in the last column), a continuation not after a wide cell.
    static func violations(_ frame: Frame) -> [String] {
        var problems: [String] = []
        if frame.cells.count != frame.width * frame.height {
            return ["\(frame.cells.count) cells for \(frame.width)x\(frame.height)"]
        }
        for y in 0..<frame.height {
            var x = 0
            while x < frame.width {
                let cell = frame[x, y]
                switch cell.width {
                case 1:
                    if cell.text.isEmpty { problems.append("empty narrow cell at (\(x),\(y))") }
                    x += 1
                case 2:
                    if x + 1 >= frame.width {
                        problems.append("wide cell in the last column at (\(x),\(y))")
                    } else if !frame[x + 1, y].isContinuation || !frame[x + 1, y].text.isEmpty {
                        problems.append("wide cell without continuation at (\(x),\(y))")
                    }
                    x += 2
                default:
                    problems.append("continuation without wide cell at (\(x),\(y))")
                    x += 1
                }
            }
        }
        return problems
    }

    /// Records a test issue for every broken invariant of `frame`.
    static func expectValid(
        _ frame: Frame, _ context: @autoclosure () -> String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let problems = violations(frame)
        #expect(problems.isEmpty, "\(context()): \(problems.prefix(3))", sourceLocation: sourceLocation)
    }
}

/// Pages and helpers shared by the transition tests.
enum Pages {
    static let palettes: [Palette] = [.light, .dark]
    static let steps: [Double] = [0, 0.25, 0.5, 0.75, 1]

    /// A page in the palette's text style.
    static func page(_ lines: [String], width: Int? = nil, palette: Palette) -> Frame {
        Frame(lines: lines, width: width, style: palette[.text])
    }

    /// Two 24x6 pages of distinct letters: lower case (current) and upper case (target).
    static func latin(_ palette: Palette) -> (from: Frame, to: Frame) {
        let row = "abcdefghijklmnopqrstuvwx"
        return (
            page(Array(repeating: row, count: 6), palette: palette),
            page(Array(repeating: row.uppercased(), count: 6), palette: palette)
        )
    }

    /// Two pages of CJK rows with wide characters at even and odd columns.
    static func cjk(_ palette: Palette, width: Int = 25) -> (from: Frame, to: Frame) {
        let from = ["第一回宴桃园豪杰三结义斩黄巾", "a天下大势，分久必合合久必分", "  周末七国分争并入于秦。x", "ab汉朝自高祖斩白蛇而起义", "一统天下，后来光武中兴"]
        let to = ["x西遊記第一回靈根育孕源流出", "心性修持大道生詩曰混沌未分", "b天地亂茫茫渺渺無人見。", "自從盤古破鴻濛開闢從茲", "  清濁辨覆載群生仰至仁"]
        return (page(from, width: width, palette: palette), page(to, width: width, palette: palette))
    }

    /// The texts of a row's cells (continuations included as "").
    static func texts(_ frame: Frame, row y: Int) -> [String] {
        (0..<frame.width).map { frame[$0, y].text }
    }
}

/// Test arguments name a palette instead of dumping its styles.
extension Palette: CustomTestStringConvertible {
    public var testDescription: String { name }
}
