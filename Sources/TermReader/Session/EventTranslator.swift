import ReaderCore
import ReaderUI

/// Turns terminal events into reader events: keys, left-button press/drag/release,
/// wheel steps, and the appearance implied by the terminal's background colour.
struct EventTranslator {
    /// Backgrounds darker than this relative luminance count as a dark terminal.
    static let darkLuminance = 0.2

    func translate(_ event: TerminalEvent) -> AppEvent? {
        switch event {
        case .key(let key):
            return .key(key)
        case .resize(let columns, let rows):
            return .resize(columns: columns, rows: rows)
        case .appearance(let dark):
            return .appearance(dark: dark)
        case .backgroundColor(let color):
            return .appearance(dark: color.luminance < Self.darkLuminance)
        case .kittyGraphics:
            return .terminalHasKitty
        case .sixelGraphics:
            return .terminalHasSixel
        case .cellSize(let width, let height):
            return .cellSize(PixelSize(width: width, height: height))
        case .mouse(let mouse):
            switch mouse.kind {
            case .wheelUp: return .wheel(down: false)
            case .wheelDown: return .wheel(down: true)
            case .press where mouse.button == .left && mouse.modified:
                return .select(column: mouse.column, row: mouse.row, extending: false)
            case .drag where mouse.modified && (mouse.button == .left || mouse.button == .none):
                return .select(column: mouse.column, row: mouse.row, extending: true)
            case .press where mouse.button == .left: return .press(column: mouse.column, row: mouse.row)
            case .drag where mouse.button == .left || mouse.button == .none: return .drag(column: mouse.column, row: mouse.row)
            case .release: return .release(column: mouse.column, row: mouse.row)
            default: return nil
            }
        }
    }
}
