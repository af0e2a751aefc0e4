/// Keys of the help panel: j/k, arrows, PgUp/PgDn and Space scroll it; any other key closes it.
extension HelpPanel {
    /// The first row shown after `key` when `top` was; nil: the key closes the help.
    package func top(after key: Key, from top: Int) -> Int? {
        let step: Int
        switch key {
        case .character("j"), .down: step = 1
        case .character("k"), .up: step = -1
        case .pageDown, .character(" "): step = visibleRows
        case .pageUp: step = -visibleRows
        default: return nil
        }
        return clamped(top: clamped(top: top) + step)
    }
}
