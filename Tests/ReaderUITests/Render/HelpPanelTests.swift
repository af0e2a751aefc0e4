import ReaderCore
import Testing

@testable import ReaderUI

@Suite struct HelpPanelTests {
    func frame(_ columns: Int, _ rows: Int, top: Int, keyMap: KeyMap = .standard) -> [String] {
        let layout = ScreenLayout(columns: columns, rows: rows)
        var frame = Frame(width: columns, height: rows, style: .plain)
        HelpPanel(layout: layout, help: Settings.keyHelp(keyMap)).draw(top: top, into: &frame, palette: .light)
        return frame.lines
    }

    /// Rows of the whole list at this size (it grows with every action; the frames below do not depend on it).
    func total(_ columns: Int, _ rows: Int) -> Int {
        HelpPanel(layout: ScreenLayout(columns: columns, rows: rows), help: Settings.keyHelp(.standard)).lines.count
    }

    /// `text` padded with spaces to `width`.
    func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }

    @Test func fitsTwentyBySixAndScrollsToTheEnd() {
        let n = total(20, 6)
        #expect(
            frame(20, 6, top: 0) == [
                padded(" Keys 1-5/\(n)", 20),
                " j l Down PgDn      ",
                " Enter Right Space  ",
                "   next page        ",
                " b h k Up Left PgUp ",
                " Backspace          ",
            ])
        #expect(
            frame(20, 6, top: 1000) == [
                padded(" Keys \(n - 4)-\(n)/\(n)", 20),
                "                    ",
                " mouse: click the   ",
                " right or left      ",
                " third to turn,     ",
                " wheel to page      ",
            ])
    }

    @Test func sixtyByTwentyShowsAPanelWithKeysBesideTheirSummaries() {
        let blank = String(repeating: " ", count: 60)
        #expect(
            frame(60, 20, top: 0) == [
                blank,
                padded("    Keys 1-15/\(total(60, 20))", 60),
                blank,
                "    j l Down PgDn Enter   next page                         ",
                "    Right Space                                             ",
                "    b h k Up Left PgUp    previous page                     ",
                "    Backspace                                               ",
                "    g Home                first page                        ",
                "    G End                 last page                         ",
                "    ]                     next chapter                      ",
                "    [                     previous chapter (start of        ",
                "                          this one first)                   ",
                "    :                     go to page (120) or percent       ",
                "                          (45%)                             ",
                "    o Tab                 table of contents                 ",
                "    t                     colour theme: light, dark,        ",
                "                          sepia or auto                     ",
                "    m                     page-turn animation: none,        ",
                blank,
                blank,
            ])
        #expect(frame(60, 20, top: 1000)[14] == "    q C-c                 quit (your place is saved)        ")
    }

    @Test(arguments: [(20, 6), (60, 20), (100, 40)])
    func everyBoundKeyIsListed(columns: Int, rows: Int) {
        var keyMap = KeyMap.standard.replacing([(.boss, ["F12"]), (.quit, ["Q", "C-c"])])
        keyMap = keyMap.replacing([(.redraw, [])])
        let panel = HelpPanel(layout: ScreenLayout(columns: columns, rows: rows), help: Settings.keyHelp(keyMap))
        let shown = Set(panel.lines.flatMap { $0.split(separator: " ").map(String.init) })
        for key in keyMap.bindings.keys { #expect(shown.contains(key.description), "\(key) at \(columns)x\(rows)") }
        #expect(!shown.contains("C-l"), "an unbound action is left out")
        #expect(panel.lines.allSatisfy { CellWidth.width(of: $0) <= panel.textWidth })
    }

    /// j/k and the page keys scroll the help within its lines; any other key closes it.
    @Test func keysScrollTheHelpOrCloseIt() {
        let panel = HelpPanel(layout: ScreenLayout(columns: 20, rows: 6), help: Settings.keyHelp(.standard))
        #expect(panel.top(after: .character("j"), from: 0) == 1)
        #expect(panel.top(after: .character("k"), from: 0) == 0)
        #expect(panel.top(after: .pageDown, from: 0) == panel.clamped(top: panel.visibleRows))
        #expect(panel.top(after: .end, from: 3) == nil)
    }
}
