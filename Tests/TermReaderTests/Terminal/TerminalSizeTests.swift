import Testing

@testable import TermReader

@Test func terminalSizeMinimum() {
    #expect(TerminalSize.minimum == TerminalSize(columns: 20, rows: 6))
    #expect(TerminalSize(columns: 20, rows: 6).isUsable)
    #expect(!TerminalSize(columns: 19, rows: 40).isUsable)
    #expect(!TerminalSize(columns: 200, rows: 5).isUsable)
}
