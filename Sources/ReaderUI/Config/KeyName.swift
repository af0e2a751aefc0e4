/// Key names as the config file may write them, turned into the key the input decoder
/// reports, so a binding written by hand always matches.
package enum KeyName {
    /// Named keys, as `Key.description` prints them.
    package static let named = [
        "Space", "Enter", "Backspace", "Esc", "Tab", "S-Tab", "Insert", "Delete",
        "Up", "Down", "Left", "Right", "PgUp", "PgDn", "Home", "End",
    ]

    /// Lower-case spellings of the named keys and a few common aliases.
    private static let lowercased: [String: String] = {
        var names = [
            "escape": "Esc", "return": "Enter", "pageup": "PgUp", "pagedown": "PgDn", "del": "Delete",
            "ins": "Insert", "backtab": "S-Tab", "shift-tab": "S-Tab",
        ]
        for name in named { names[name.lowercased()] = name }
        return names
    }()

    /// The key called `name`, or nil when no key is called that. A single
    /// character is itself (case matters: "g" and "G" differ); named keys ignore case;
    /// `C-x` / `Ctrl-x` / `Ctrl+x` is Ctrl plus a letter (or @ [ \ ] ^ _), which the
    /// decoder reports as the key the terminal sends: C-i is Tab, C-m Enter, C-[ Esc.
    package static func key(_ name: String) -> Key? {
        let scalars = name.unicodeScalars
        if scalars.count == 1 { return Key(scalar: scalars.first!) }
        if name.count == 1 { return .character(name.first!) }
        let lower = name.lowercased()
        if let known = lowercased[lower] { return Key(name: known) }
        if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...63).contains(n), lower.dropFirst().first != "0" {
            return .function(n)
        }
        for prefix in ["c-", "ctrl-", "ctrl+"] where lower.hasPrefix(prefix) {
            return control(String(lower.dropFirst(prefix.count)))
        }
        return nil
    }

    /// Ctrl plus `rest` (one letter or one of @ [ \ ] ^ _).
    private static func control(_ rest: String) -> Key? {
        guard rest.unicodeScalars.count == 1, let v = rest.unicodeScalars.first?.value else { return nil }
        let code: UInt32
        switch v {
        case 0x61...0x7A: code = v - 0x60
        case 0x40, 0x5B...0x5F: code = v - 0x40
        default: return nil
        }
        return Key(scalar: Unicode.Scalar(code)!)
    }
}
