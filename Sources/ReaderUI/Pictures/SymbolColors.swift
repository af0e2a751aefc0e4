/// The colours character art may use, as chafa's canvas modes name them: what the terminal shows.
package enum SymbolColors: Int32, Sendable {
    /// 24-bit colour (`CHAFA_CANVAS_MODE_TRUECOLOR`).
    case truecolor = 0
    /// xterm's colours 16…255, the ones every 256-colour terminal agrees on (`INDEXED_240`).
    case palette240 = 2
    /// Foreground and background only (`FGBG`): shapes without colour.
    case twoColors = 5
    /// The 8 ANSI colours (`INDEXED_8`).
    case palette8 = 6
}
