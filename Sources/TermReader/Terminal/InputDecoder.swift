import CNcurses
import ReaderUI

/// Turns the terminal's input stream into `TerminalEvent`s, with no terminal attached.
///
/// The screen feeds it what `wget_wch` returns: characters (as scalars) and ncurses
/// keycodes. Sequences ncurses does not know are decoded here from their raw bytes:
/// SGR mouse reports (`ESC [ < b ; x ; y M/m`), legacy X10 ones (`ESC [ M` and three
/// characters, from terminals without SGR), OSC 11 background replies, DEC 2031
/// appearance notifications, the kitty graphics protocol's APC answer, sixel graphics among the
/// device attributes (`CSI ? … ; 4 ; … c`), the cell size in
/// pixels (`CSI 6 ; h ; w t`) and the common CSI/SS3 keys. Unknown sequences are dropped,
/// never leaked as keys. A lone ESC stays pending until `flush()` (input went idle).
public struct InputDecoder: Sendable {
    private enum State: Sendable {
        case ground, escape
        case csi(String)
        case ss3
        /// A control string (OSC after `ESC ]`, APC after `ESC _`) up to its terminator.
        case string(introducer: Unicode.Scalar, body: String, sawEscape: Bool)
        /// An X10 mouse report after its `ESC [ M`: the characters of button, column and row read so far.
        case x10([UInt32])
    }

    private var state: State = .ground
    /// Longest sequence body kept; anything longer is garbage and dropped.
    private static let maxSequence = 256

    public init() {}

    /// True while a sequence is half read (the screen then waits briefly for the rest).
    public var isPending: Bool {
        if case .ground = state { return false }
        return true
    }

    /// Feeds one input scalar; returns the events it completes.
    public mutating func feed(_ scalar: Unicode.Scalar) -> [TerminalEvent] {
        var out: [TerminalEvent] = []
        step(scalar, into: &out)
        return out
    }

    /// Feeds every scalar of `text` (tests and replays: `feed("\u{1B}[<0;5;3M")`).
    public mutating func feed(_ text: String) -> [TerminalEvent] {
        var out: [TerminalEvent] = []
        for scalar in text.unicodeScalars { step(scalar, into: &out) }
        return out
    }

    /// Feeds an ncurses keycode (`wget_wch` returned `KEY_CODE_YES`); `size` is the
    /// current terminal size, reported when the code is `KEY_RESIZE`.
    public mutating func feed(keyCode: Int32, size: TerminalSize) -> [TerminalEvent] {
        var out = flush()
        if let event = Self.event(forKeyCode: keyCode, size: size) { out.append(event) }
        return out
    }

    /// Ends any half-read sequence because no more input came: a lone ESC is the Esc key,
    /// ESC plus one character is Esc then that key; longer fragments are dropped.
    public mutating func flush() -> [TerminalEvent] {
        defer { state = .ground }
        switch state {
        case .escape: return [.key(.escape)]
        case .ss3: return [.key(.escape), .key(.character("O"))]
        default: return []
        }
    }

    private mutating func step(_ s: Unicode.Scalar, into out: inout [TerminalEvent]) {
        switch state {
        case .ground:
            if s.value == 27 { state = .escape } else { out.append(.key(Key(scalar: s))) }
        case .escape:
            switch s {
            case "[": state = .csi("")
            case "]", "_": state = .string(introducer: s, body: "", sawEscape: false)
            case "O": state = .ss3
            case "\u{1B}": out.append(.key(.escape))
            default:
                out.append(.key(.escape))
                state = .ground
                out.append(.key(Key(scalar: s)))
            }
        case .csi(var body):
            if s.value == 27 {
                state = .escape
            } else if body.isEmpty, s == "M" {
                state = .x10([])
            } else if (0x40...0x7E).contains(s.value) {
                state = .ground
                if let e = Self.csiEvent(body, final: s) { out.append(e) }
            } else if (0x20...0x3F).contains(s.value), body.utf8.count < Self.maxSequence {
                body.unicodeScalars.append(s)
                state = .csi(body)
            } else {
                state = .ground
            }
        case .ss3:
            state = .ground
            if let key = Self.ss3Key(s) { out.append(.key(key)) }
        case .x10(var codes):
            // Each is its value + 32 (coordinates 1-based), whatever it is: none of it is a key.
            codes.append(s.value)
            guard codes.count == 3 else {
                state = .x10(codes)
                return
            }
            state = .ground
            if let mouse = Self.x10Event(codes) { out.append(.mouse(mouse)) }
        case .string(let introducer, var body, let sawEscape):
            if sawEscape {
                // ESC \ ends the string; ESC anything-else aborts it and starts a new sequence.
                if s == "\\" {
                    state = .ground
                    if let e = Self.stringEvent(introducer, body) { out.append(e) }
                } else {
                    state = .escape
                    step(s, into: &out)
                }
            } else if s.value == 7 {
                state = .ground
                if let e = Self.stringEvent(introducer, body) { out.append(e) }
            } else if s.value == 27 {
                state = .string(introducer: introducer, body: body, sawEscape: true)
            } else if body.utf8.count < Self.maxSequence {
                body.unicodeScalars.append(s)
                state = .string(introducer: introducer, body: body, sawEscape: false)
            } else {
                state = .ground
            }
        }
    }

    private static func csiEvent(_ body: String, final: Unicode.Scalar) -> TerminalEvent? {
        if body.hasPrefix("<"), final == "M" || final == "m" {
            return mouseEvent(body.dropFirst(), released: final == "m").map { .mouse($0) }
        }
        // The primary device attributes: 4 among them is sixel graphics.
        if body.hasPrefix("?"), final == "c" {
            return body.dropFirst().split(separator: ";").contains("4") ? .sixelGraphics : nil
        }
        if body.hasPrefix("?"), final == "n" {
            switch body {
            case "?997;1": return .appearance(dark: true)
            case "?997;2": return .appearance(dark: false)
            default: return nil
            }
        }
        guard !body.hasPrefix("<"), !body.hasPrefix("?"), !body.hasPrefix(">") else { return nil }
        if final == "t" { return cellSizeEvent(body) }
        let params = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = params.first.flatMap { $0 }
        let key: Key?
        switch final {
        case "A": key = .up
        case "B": key = .down
        case "C": key = .right
        case "D": key = .left
        case "H": key = .home
        case "F": key = .end
        case "Z": key = .backTab
        case "~": key = first.flatMap(tildeKey)
        default: key = nil
        }
        return key.map { .key($0) }
    }

    /// Keys of the form `CSI n ~` (the VT220 editing keypad and F1–F12).
    private static func tildeKey(_ n: Int) -> Key? {
        switch n {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(n - 10)
        case 17...21: return .function(n - 11)
        case 23, 24: return .function(n - 12)
        default: return nil
        }
    }

    private static func ss3Key(_ s: Unicode.Scalar) -> Key? {
        switch s {
        case "A": return .up
        case "B": return .down
        case "C": return .right
        case "D": return .left
        case "H": return .home
        case "F": return .end
        case "M": return .enter
        case "P", "Q", "R", "S": return .function(Int(s.value) - 0x50 + 1)
        default: return nil
        }
    }

    /// SGR report `b;x;y` (1-based).
    private static func mouseEvent(_ body: Substring, released: Bool) -> MouseEvent? {
        let parts = body.split(separator: ";").compactMap { Int($0) }
        guard parts.count == 3, parts[1] >= 1, parts[2] >= 1 else { return nil }
        return mouseEvent(code: parts[0], column: parts[1] - 1, row: parts[2] - 1, released: released)
    }

    /// X10 report: button, column and row, each + 32 (coordinates 1-based); button 3 is a
    /// release (of whichever button: X10 does not say).
    private static func x10Event(_ codes: [UInt32]) -> MouseEvent? {
        guard codes.allSatisfy({ $0 >= 32 }), codes[1] > 32, codes[2] > 32 else { return nil }
        let b = Int(codes[0] - 32)
        return mouseEvent(code: b, column: Int(codes[1]) - 33, row: Int(codes[2]) - 33, released: b & (64 | 32 | 3) == 3)
    }

    /// A report's button code `b` at 0-based `column`, `row`: bit 64 = wheel, bit 32 = motion,
    /// bits 16 and 8 = Ctrl and Alt held, low two bits = button (3: none).
    private static func mouseEvent(code b: Int, column: Int, row: Int, released: Bool) -> MouseEvent? {
        let button: MouseEvent.Button = [.left, .middle, .right, .none][b & 3]
        if b & 64 != 0 {
            switch b & 3 {
            case 0: return MouseEvent(.wheelUp, button: .none, column: column, row: row)
            case 1: return MouseEvent(.wheelDown, button: .none, column: column, row: row)
            default: return nil // horizontal wheel
            }
        }
        let kind: MouseEvent.Kind
        if b & 32 != 0 {
            kind = button == .none ? .move : .drag
        } else {
            kind = released ? .release : .press
        }
        return MouseEvent(kind, button: button, column: column, row: row, modified: b & (16 | 8) != 0)
    }

    /// `6;height;width`: a cell's size in pixels (the answer to `CSI 16 t`).
    private static func cellSizeEvent(_ body: String) -> TerminalEvent? {
        let numbers = body.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3, numbers[0] == 6, (1...512).contains(numbers[1]), (1...512).contains(numbers[2]) else { return nil }
        return .cellSize(width: numbers[2], height: numbers[1])
    }

    /// What a control string says: an OSC's background colour, or the APC answer to the kitty graphics query.
    private static func stringEvent(_ introducer: Unicode.Scalar, _ body: String) -> TerminalEvent? {
        introducer == "]" ? oscEvent(body) : body == "Gi=\(TerminalModes.graphicsQueryID);OK" ? .kittyGraphics : nil
    }

    /// `11;rgb:R/G/B` with 1–4 hex digits per channel, scaled to 8 bits.
    private static func oscEvent(_ body: String) -> TerminalEvent? {
        guard body.hasPrefix("11;rgb:") else { return nil }
        let channels = body.dropFirst(7).split(separator: "/")
        guard channels.count == 3 else { return nil }
        var rgb: [UInt8] = []
        for channel in channels {
            guard (1...4).contains(channel.count), let v = UInt32(channel, radix: 16) else { return nil }
            let maxValue = Double((1 << (4 * UInt32(channel.count))) - 1)
            rgb.append(UInt8((Double(v) / maxValue * 255).rounded()))
        }
        return .backgroundColor(Color(rgb[0], rgb[1], rgb[2]))
    }

    private static func event(forKeyCode code: Int32, size: TerminalSize) -> TerminalEvent? {
        let key: Key
        switch code {
        case KEY_RESIZE: return .resize(columns: size.columns, rows: size.rows)
        case KEY_UP: key = .up
        case KEY_DOWN: key = .down
        case KEY_LEFT: key = .left
        case KEY_RIGHT: key = .right
        case KEY_HOME: key = .home
        case KEY_END: key = .end
        case KEY_NPAGE: key = .pageDown
        case KEY_PPAGE: key = .pageUp
        case KEY_ENTER: key = .enter
        case KEY_BACKSPACE: key = .backspace
        case KEY_DC: key = .delete
        case KEY_IC: key = .insert
        case KEY_BTAB: key = .backTab
        case (KEY_F0 + 1)...(KEY_F0 + 63): key = .function(Int(code - KEY_F0))
        default: return nil
        }
        return .key(key)
    }
}
