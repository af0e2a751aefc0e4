import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// Line spacing: `L` puts a blank row under each row of text, the page holds half as many
/// lines, the place stays, and the choice is remembered.
@Suite struct LineSpacingTests {
    @Test func spacingDoublesTheRowsALineTakesAndKeepsThePlace() {
        let m = ReaderModel(book: sampleBook(), location: .start, columns: 60, rows: 20, theme: .light, mode: .none)
        _ = m.update(.key("Space"))
        _ = m.update(.key("Space"))
        let place = m.location
        let slots = m.layout.lineSlots
        _ = m.update(.key("L"))
        #expect(m.layout.lineSlots == (m.layout.textRows + 1) / 2)
        #expect(m.layout.lineSlots < slots)
        #expect(m.location == place, "the place does not move")
        #expect(m.hint == "line spacing 1")
        #expect(m.remembered[Settings.lineSpacing] == 1)
        #expect(RememberedSettings.decode(m.remembered.encoded()!)?[Settings.lineSpacing] == 1)

        let frame = m.view()
        let y = m.layout.textY + 1 // the header row is above the page area
        let textRows = (0..<m.layout.lineSlots).map { frame.lines[y + 2 * $0] }
        let gapRows = (0..<(m.layout.lineSlots - 1)).map { frame.lines[y + 2 * $0 + 1] }
        #expect(textRows.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count >= m.layout.lineSlots - 2)
        #expect(gapRows.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "every other row is blank")
        _ = m.update(.key("L"))
        #expect(m.layout.lineSlots == m.layout.textRows)
        #expect(m.location == place)
    }

    @Test func aSpacingFromDiskIsChecked() {
        var settings = RememberedSettings()
        settings[Settings.lineSpacing] = 2
        #expect(RememberedSettings.decode(settings.encoded()!) == nil)
    }
}
