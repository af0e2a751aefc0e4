/// Reads the Lua data KOReader writes (`-- comment`, then `return` and one table of strings,
/// numbers, booleans and tables, as its `dump` serialises them) — only that: no expressions,
/// no functions. Bounded: nesting deeper than `maxDepth` and input larger than `maxBytes` are errors.
public struct LuaTableReader {
    /// Why the text is not such data: what was expected, and at which byte.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var offset: Int
        public var description: String { "\(message) at byte \(offset)" }
    }

    /// Deepest nesting of tables read: KOReader's settings nest five or six levels.
    public static let maxDepth = 100
    /// Largest file read: a sidecar with thousands of highlights is a few megabytes.
    public static let maxBytes = 64 << 20

    private let bytes: [UInt8]
    private var at = 0

    /// The value `text` returns.
    public static func read(_ bytes: [UInt8]) throws(Failure) -> LuaValue {
        guard bytes.count <= maxBytes else { throw Failure(message: "file too large", offset: maxBytes) }
        var reader = LuaTableReader(bytes: bytes)
        reader.skipSpace()
        if reader.take("return") { reader.skipSpace() }
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.at == bytes.count else { throw reader.failure("unexpected text after the value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func failure(_ message: String) -> Failure { Failure(message: message, offset: at) }

    private var current: UInt8? { at < bytes.count ? bytes[at] : nil }

    /// Skips white space and `--` comments (to the end of the line).
    private mutating func skipSpace() {
        while let b = current {
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                at += 1
            } else if b == UInt8(ascii: "-"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "-") {
                while let c = current, c != 0x0A { at += 1 }
            } else {
                return
            }
        }
    }

    /// Consumes `word` when it stands here as a whole word.
    private mutating func take(_ word: String) -> Bool {
        let w = Array(word.utf8)
        guard at + w.count <= bytes.count, Array(bytes[at..<(at + w.count)]) == w else { return false }
        if at + w.count < bytes.count, Self.isNameByte(bytes[at + w.count]) { return false }
        at += w.count
        return true
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || b == UInt8(ascii: "_")
    }

    private mutating func value(depth: Int) throws(Failure) -> LuaValue {
        guard let b = current else { throw failure("a value expected") }
        switch b {
        case UInt8(ascii: "{"): return try table(depth: depth + 1)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "."), 0x30...0x39: return .number(try number())
        default:
            if take("true") { return .boolean(true) }
            if take("false") { return .boolean(false) }
            if take("nil") { return .nil }
            throw failure("a value expected")
        }
    }

    private mutating func table(depth: Int) throws(Failure) -> LuaValue {
        guard depth <= Self.maxDepth else { throw failure("tables nested too deep") }
        at += 1 // {
        var entries: [(key: LuaKey, value: LuaValue)] = []
        var position = 1.0
        while true {
            skipSpace()
            guard let b = current else { throw failure("'}' expected") }
            if b == UInt8(ascii: "}") {
                at += 1
                return .table(entries)
            }
            let key: LuaKey
            if b == UInt8(ascii: "[") {
                at += 1
                skipSpace()
                switch try value(depth: depth) {
                case .string(let s): key = .name(s)
                case .number(let n): key = .number(n)
                default: throw failure("a string or number key expected")
                }
                skipSpace()
                guard current == UInt8(ascii: "]") else { throw failure("']' expected") }
                at += 1
                try expectEquals()
            } else if Self.isNameByte(b), !(0x30...0x39).contains(b), let name = peekName() {
                at += name.utf8.count
                key = .name(name)
                try expectEquals()
            } else {
                key = .number(position)
                position += 1
            }
            skipSpace()
            entries.append((key, try value(depth: depth)))
            skipSpace()
            if current == UInt8(ascii: ",") || current == UInt8(ascii: ";") { at += 1 }
        }
    }

    /// The name (`text` in `text = …`) starting here, when an `=` follows it; nil for a keyword value.
    private func peekName() -> String? {
        var end = at
        while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
        let name = String(decoding: bytes[at..<end], as: UTF8.self)
        if ["true", "false", "nil"].contains(name) { return nil }
        var next = end
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
        return next < bytes.count && bytes[next] == UInt8(ascii: "=") ? name : nil
    }

    private mutating func expectEquals() throws(Failure) {
        skipSpace()
        guard current == UInt8(ascii: "=") else { throw failure("'=' expected") }
        at += 1
    }

    private mutating func number() throws(Failure) -> Double {
        let start = at
        while let b = current,
            (0x30...0x39).contains(b)
                || [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(b)
        {
            at += 1
        }
        guard let n = Double(String(decoding: bytes[start..<at], as: UTF8.self)), n.isFinite else {
            at = start
            throw failure("a number expected")
        }
        return n
    }

    /// A quoted string with Lua's escapes: `\n` and the other letters, `\\`, quotes, a backslash
    /// before a line break (`%q` writes one), `\ddd`, `\xXX`, `\z` and `\u{XXXX}`.
    private mutating func string() throws(Failure) -> String {
        let quote = bytes[at]
        at += 1
        var out: [UInt8] = []
        while true {
            guard let b = current else { throw failure("unfinished string") }
            at += 1
            if b == quote { return String(decoding: out, as: UTF8.self) }
            if b == 0x0A { throw failure("line break in a string") }
            guard b == UInt8(ascii: "\\") else {
                out.append(b)
                continue
            }
            guard let e = current else { throw failure("unfinished string") }
            at += 1
            switch e {
            case UInt8(ascii: "n"), 0x0A: out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "a"): out.append(0x07)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "v"): out.append(0x0B)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): out.append(e)
            case UInt8(ascii: "z"): while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { at += 1 }
            case UInt8(ascii: "x"): out.append(UInt8(try digits(radix: 16, count: 2...2, max: 255)))
            case 0x30...0x39:
                at -= 1
                out.append(UInt8(try digits(radix: 10, count: 1...3, max: 255)))
            case UInt8(ascii: "u"):
                guard current == UInt8(ascii: "{") else { throw failure("'{' expected after \\u") }
                at += 1
                let value = try digits(radix: 16, count: 1...8, max: 0x10FFFF)
                guard current == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else { throw failure("bad \\u escape") }
                at += 1
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            default: throw failure("unknown escape")
            }
        }
    }

    /// Up to `count.upperBound` digits in `radix` (at least `count.lowerBound`), their value at most `max`.
    private mutating func digits(radix: Int, count: ClosedRange<Int>, max: Int) throws(Failure) -> Int {
        var value = 0, n = 0
        while n < count.upperBound, let b = current, let d = Int(String(UnicodeScalar(b)), radix: radix) {
            value = value * radix + d
            n += 1
            at += 1
        }
        guard n >= count.lowerBound, value <= max else { throw failure("bad escape") }
        return value
    }
}
