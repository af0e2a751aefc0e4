/// A key the reader can act on, decoded from ncurses keycodes or raw escape sequences.
///
/// Printable input (including wide CJK characters and emoji) is `.character`; control
/// chords are `.control` with the lowercase letter, so Ctrl-L is `.control("l")`.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case character(Character)
    /// Ctrl plus a letter (or `@`, `[`, `\`, `]`, `^`, `_` for the rarer chords).
    case control(Character)
    case enter, backspace, escape, tab, backTab, insert, delete
    case up, down, left, right, pageUp, pageDown, home, end
    /// F1…F63.
    case function(Int)

    /// A short readable name: "a", "Space", "C-l", "PgDn", "F5".
    public var description: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .control(let c): return "C-\(c)"
        case .enter: return "Enter"
        case .backspace: return "Backspace"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "S-Tab"
        case .insert: return "Insert"
        case .delete: return "Delete"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .function(let n): return "F\(n)"
        }
    }

    /// The key called `name` as `description` prints it ("j", "Space", "C-l", "PgDn", "F5"),
    /// or nil when no key is called that (`KeyName.key` reads the config file's spellings).
    public init?(name: String) {
        if let named = Self.named[name] {
            self = named
        } else if name.count == 1 {
            self = .character(name.first!)
        } else if name.hasPrefix("C-"), name.count == 3 {
            self = .control(name.last!)
        } else if name.hasPrefix("F"), let n = Int(name.dropFirst()), (1...63).contains(n), "F\(n)" == name {
            self = .function(n)
        } else {
            return nil
        }
    }

    /// The keys with names of their own, by name.
    private static let named: [String: Key] = {
        let keys: [Key] = [
            .character(" "), .enter, .backspace, .escape, .tab, .backTab, .insert, .delete,
            .up, .down, .left, .right, .pageUp, .pageDown, .home, .end,
        ]
        return Dictionary(uniqueKeysWithValues: keys.map { ($0.description, $0) })
    }()

    /// The key a single input scalar stands for in raw mode: C0 controls become named
    /// keys or `.control`, DEL is Backspace, anything else is a character.
    public init(scalar: Unicode.Scalar) {
        switch scalar.value {
        case 9: self = .tab
        case 10, 13: self = .enter
        case 8, 127: self = .backspace
        case 27: self = .escape
        case 0: self = .control("@")
        case 1...26: self = .control(Character(Unicode.Scalar(scalar.value + 96)!))
        case 28...31: self = .control(Character(Unicode.Scalar(scalar.value + 64)!))
        default: self = .character(Character(scalar))
        }
    }
}
