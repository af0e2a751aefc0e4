/// What the environment says about the terminal's background, before it answers any query.
package enum TerminalAppearance {
    /// `COLORFGBG` ("15;0", "0;default;15"): the last field is the background colour index;
    /// 0–6 and 8 are dark, 7 and 9–15 light. Nil when absent or unreadable.
    package static func isDark(colorFGBG value: String?) -> Bool? {
        guard let value, let last = value.split(separator: ";").last, let index = Int(last), (0...15).contains(index) else {
            return nil
        }
        return index <= 6 || index == 8
    }
}
