/// Turns terminal events into reader events: key names, clicks from press/release pairs,
/// wheel steps, appearance from the background colour.
struct EventTranslator {
    /// Where the left button went down, until it is released.
    private var pressed: (column: Int, row: Int, dragged: Bool)?

    mutating func translate(_ event: TerminalEvent) -> AppEvent? {
        switch event {
        case .key(let key):
            return .key(key.description)
        case .resize(let columns, let rows):
            return .resize(columns: columns, rows: rows)
        case .appearance(let dark):
            return .appearance(dark: dark)
        case .backgroundColor(let color):
            return .appearance(dark: color.luminance < 0.2)
        case .mouse(let mouse):
            switch mouse.kind {
            case .wheelUp: return .wheel(down: false)
            case .wheelDown: return .wheel(down: true)
            case .press where mouse.button == .left:
                pressed = (mouse.column, mouse.row, false)
            case .drag:
                if let p = pressed, abs(mouse.column - p.column) > 1 || abs(mouse.row - p.row) > 1 {
                    pressed?.dragged = true
                }
            case .release:
                defer { pressed = nil }
                if let p = pressed, !p.dragged { return .click(column: mouse.column, row: mouse.row) }
            default:
                break
            }
            return nil
        }
    }
}
