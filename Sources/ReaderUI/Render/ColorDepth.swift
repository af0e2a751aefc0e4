/// How many colours the terminal shows; decides how a `Style` is mapped.
public enum ColorDepth: String, CaseIterable, Hashable, Sendable {
    /// 24-bit colour: the terminfo entry takes 0xRRGGBB as a colour number.
    case direct
    /// The xterm 256-colour palette (only 16…255 are used: 0…15 vary between terminals).
    case ansi256 = "256"
    /// The 8 ANSI colours.
    case ansi8 = "8"
    /// No colour: attributes only.
    case monochrome = "mono"

    /// The depth for a terminal whose terminfo reports `colors` colours.
    /// `NO_COLOR` (set and non-empty) forces monochrome, as https://no-color.org asks.
    public static func detect(colors: Int, environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        switch colors {
        case (1 << 24)...: return .direct
        case 256...: return .ansi256
        case 8...: return .ansi8
        default: return .monochrome
        }
    }

    /// True when `COLORTERM` says the terminal emulator draws 24-bit colour even though
    /// its terminfo entry may only describe 256.
    public static func emulatorHasTrueColor(environment: [String: String]) -> Bool {
        guard let value = environment["COLORTERM"]?.lowercased() else { return false }
        return value == "truecolor" || value == "24bit"
    }

    /// The direct-colour sibling of a 256-colour terminfo name (`tmux-256color` →
    /// `tmux-direct`), tried when `COLORTERM` promises 24-bit colour; nil if there is none.
    public static func directVariant(ofTerm term: String) -> String? {
        guard term.hasSuffix("-256color") else { return nil }
        return String(term.dropLast("-256color".count)) + "-direct"
    }
}
