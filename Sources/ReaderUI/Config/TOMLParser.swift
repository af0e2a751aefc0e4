/// Reads the TOML subset a config file needs: `[a.b]` tables, `key = value` with bare,
/// quoted and dotted keys, basic and literal strings, integers, floats, booleans, arrays
/// (over several lines too), one-line inline tables, arrays of tables (`[[catalog]]`) and comments.
///
/// Written for start-up time: TOMLKit links full Foundation (ICU), which costs the reader
/// about 5 ms before its first page. Unlike strict TOML, an error does not reject the
/// whole file: the statement on that line is dropped, the error is reported with its
/// line, and parsing goes on with the next line, so one typo costs one setting.
package struct TOMLParser {
    private let bytes: [UInt8]
    private var i = 0
    private var line = 1
    private var root = TOMLTable()
    /// Path of the table the latest `[header]` opened; nil after a broken header, whose
    /// statements are skipped (its error is reported once) rather than put elsewhere.
    private var current: [String]? = []
    private var definedHeaders: Set<[String]> = []
    private var errors: [TOMLError] = []
    /// Errors past `maxErrors`, counted but not kept.
    private var unrecorded = (count: 0, firstLine: 0)
    /// True once the statement being read has consumed its line end.
    private var lineEnded = false
    /// Lists and inline tables open around the value being read.
    private var depth = 0
    /// Deeper nesting is an error: no setting needs it, and reading `[[[[…` tens of thousands
    /// deep by recursion would overflow the stack.
    package static let maxDepth = 32
    /// At most this many errors are kept, then one saying how many more there were: a
    /// megabyte of bad lines would otherwise hold (and print) half a million of them.
    package static let maxErrors = 100

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The document's tables and values, and every error with its line.
    package static func parse(_ text: String) -> (table: TOMLTable, errors: [TOMLError]) {
        var parser = TOMLParser(text)
        parser.run()
        if parser.unrecorded.count > 0 {
            parser.errors.append(
                TOMLError(line: parser.unrecorded.firstLine, message: "\(parser.unrecorded.count) more errors from here on"))
        }
        return (parser.root, parser.errors)
    }

    private mutating func run() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        while i < bytes.count {
            skipSpaces()
            guard let c = peek() else { break }
            if c == .newline || c == .carriageReturn {
                skipNewline()
                continue
            }
            if c == .hash {
                skipComment()
                continue
            }
            lineEnded = false
            do throws(TOMLError) {
                if c == .openBracket { try header() } else { try keyValue() }
            } catch {
                record(error)
                if !lineEnded { skipRestOfLine() }
            }
        }
    }

    /// Keeps `error`, or only counts it once `maxErrors` are kept.
    private mutating func record(_ error: TOMLError) {
        if errors.count < Self.maxErrors {
            errors.append(error)
        } else {
            if unrecorded.count == 0 { unrecorded.firstLine = error.line }
            unrecorded.count += 1
        }
    }

    // MARK: statements

    private mutating func header() throws(TOMLError) {
        let start = line
        current = nil
        i += 1
        // `[[name]]`: one more table in the array `name` (a catalogue of `[[catalog]]`).
        let array = peek() == .openBracket
        if array { i += 1 }
        skipSpaces()
        let path = try key()
        skipSpaces()
        guard peek() == .closeBracket else { throw error("expected ']' after the table name") }
        i += 1
        if array {
            guard peek() == .closeBracket else { throw error("expected ']]' after the table name") }
            i += 1
        }
        try endOfLine()
        if array {
            try root.appendTable(at: path[...], line: start)
        } else {
            try root.ensureTable(at: path[...], line: start)
            if !definedHeaders.insert(path).inserted {
                record(TOMLError(line: start, message: "table [\(path.joined(separator: "."))] appears twice; both are read"))
            }
        }
        current = path
    }

    private mutating func keyValue() throws(TOMLError) {
        let start = line
        let path = try key()
        skipSpaces()
        guard peek() == .equals else {
            throw error("expected '=' after '\(path.joined(separator: "."))'")
        }
        i += 1
        skipSpaces()
        let value = try value()
        try endOfLine()
        guard let current else { return }
        try root.insert(value, at: (current + path)[...], line: start)
    }

    /// After a statement only spaces and a comment may follow on its line. A statement
    /// takes effect only once its line has ended well.
    private mutating func endOfLine() throws(TOMLError) {
        skipSpaces()
        if peek() == .hash { skipComment() }
        if let c = peek() {
            guard c == .newline || c == .carriageReturn else { throw error("expected the end of the line") }
            skipNewline()
        }
        lineEnded = true
    }

    // MARK: keys

    /// A dotted key: `a`, `a.b`, `"quoted key".c`. Each part is a table level, built and freed by
    /// recursion, so a key (with the table it is written under) has at most `maxDepth` parts.
    private mutating func key() throws(TOMLError) -> [String] {
        var path = [try keyPart()]
        let allowed = Self.maxDepth - (current?.count ?? 0)
        while true {
            let save = i
            skipSpaces()
            guard peek() == .dot else {
                i = save
                return path
            }
            guard path.count < allowed else { throw error("a dotted key of more than \(Self.maxDepth) parts") }
            i += 1
            skipSpaces()
            path.append(try keyPart())
        }
    }

    private mutating func keyPart() throws(TOMLError) -> String {
        switch peek() {
        case .quote: return try basicString()
        case .apostrophe: return try literalString()
        default:
            let start = i
            while let c = peek(), c.isBareKey { i += 1 }
            guard i > start else { throw error("expected a key") }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }
    }

    // MARK: values

    private mutating func value() throws(TOMLError) -> TOMLValue {
        switch peek() {
        case .quote: return .string(try basicString())
        case .apostrophe: return .string(try literalString())
        case .openBracket, .openBrace:
            guard depth < Self.maxDepth else { throw error("lists and tables nest more than \(Self.maxDepth) deep") }
            depth += 1
            defer { depth -= 1 }
            return peek() == .openBracket ? try array() : try inlineTable()
        case nil, .newline, .carriageReturn, .hash: throw error("expected a value")
        default: return try scalar()
        }
    }

    private mutating func array() throws(TOMLError) -> TOMLValue {
        i += 1
        var items: [TOMLValue] = []
        while true {
            skipBlank()
            if peek() == .closeBracket {
                i += 1
                return .array(items)
            }
            items.append(try value())
            skipBlank()
            switch peek() {
            case .comma: i += 1
            case .closeBracket: continue
            default: throw error("expected ',' or ']' in the list")
            }
        }
    }

    private mutating func inlineTable() throws(TOMLError) -> TOMLValue {
        let start = line
        i += 1
        var table = TOMLTable()
        skipSpaces()
        if peek() == .closeBrace {
            i += 1
            return .table(table)
        }
        while true {
            skipSpaces()
            if peek() == nil || peek() == .newline || peek() == .carriageReturn {
                throw error("an inline table { … } must end on its line")
            }
            let path = try key()
            skipSpaces()
            guard peek() == .equals else { throw error("expected '=' after '\(path.joined(separator: "."))'") }
            i += 1
            skipSpaces()
            try table.insert(try value(), at: path[...], line: start)
            skipSpaces()
            switch peek() {
            case .comma: i += 1
            case .closeBrace:
                i += 1
                return .table(table)
            case .newline, .carriageReturn, nil: throw error("an inline table { … } must end on its line")
            default: throw error("expected ',' or '}' in the inline table")
            }
        }
    }

    /// A boolean or a number; anything else unquoted is an error that says so.
    private mutating func scalar() throws(TOMLError) -> TOMLValue {
        let start = i
        while let c = peek(), c.isScalarCharacter { i += 1 }
        let token = String(decoding: bytes[start..<i], as: UTF8.self)
        if token == "true" { return .boolean(true) }
        if token == "false" { return .boolean(false) }
        if let n = Self.integer(token) { return .integer(n) }
        if let x = Self.float(token) { return .float(x) }
        if token.contains(":") || token.filter({ $0 == "-" }).count >= 2 {
            throw error("dates and times are not supported")
        }
        if token.isEmpty { throw error("expected a value") }
        throw error("expected a value; text needs quotes: \"\(token)\"")
    }

    /// Decimal with optional sign, or 0x / 0o / 0b; underscores only between digits.
    package static func integer(_ token: String) -> Int? {
        var body = Substring(token)
        var negative = false
        if let sign = body.first, sign == "+" || sign == "-" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        var radix = 10
        for (prefix, r) in [("0x", 16), ("0o", 8), ("0b", 2)] where body.hasPrefix(prefix) {
            guard token.first != "+", token.first != "-" else { return nil }
            radix = r
            body = body.dropFirst(2)
        }
        guard radix != 10 || !(body.count > 1 && body.first == "0") else { return nil }
        guard let digits = withoutUnderscores(body), !digits.isEmpty, digits.allSatisfy(\.isHexDigit) else { return nil }
        guard let magnitude = Int(digits, radix: radix) else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// A float: digits with a fraction or exponent, or inf / nan with an optional sign.
    package static func float(_ token: String) -> Double? {
        var body = Substring(token)
        if let sign = body.first, sign == "+" || sign == "-" { body = body.dropFirst() }
        if body == "inf" || body == "nan" { return Double(token) }
        guard body.first?.isNumber == true, body.last?.isNumber == true,
            body.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }),
            let digits = withoutUnderscores(Substring(token))
        else { return nil }
        return Double(digits)
    }

    /// The text without `_`, or nil when an underscore is not between two digits.
    private static func withoutUnderscores(_ s: Substring) -> String? {
        let chars = Array(s)
        for (k, c) in chars.enumerated() where c == "_" {
            guard k > 0, k < chars.count - 1, chars[k - 1].isHexDigit, chars[k + 1].isHexDigit else { return nil }
        }
        return String(chars.filter { $0 != "_" })
    }

    // MARK: strings

    private mutating func basicString() throws(TOMLError) -> String {
        if bytes[i...].starts(with: [.quote, .quote, .quote]) { throw error("multi-line strings are not supported") }
        i += 1
        var out: [UInt8] = []
        while true {
            guard let c = peek(), c != .newline, c != .carriageReturn else { throw error("the string is not closed on its line") }
            i += 1
            switch c {
            case .quote:
                return String(decoding: out, as: UTF8.self)
            case .backslash:
                out += try escape()
            case 0..<0x20 where c != .tab, 0x7F:
                throw error("control characters must be escaped in strings")
            default:
                out.append(c)
            }
        }
    }

    /// The bytes of one escape after a backslash: \b \t \n \f \r \" \\ \e \uXXXX \UXXXXXXXX.
    private mutating func escape() throws(TOMLError) -> [UInt8] {
        guard let c = peek() else { throw error("the string is not closed on its line") }
        i += 1
        switch c {
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "e"): return [0x1B]
        case .quote: return [.quote]
        case .backslash: return [.backslash]
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let count = c == UInt8(ascii: "u") ? 4 : 8
            guard i + count <= bytes.count,
                let v = UInt32(String(decoding: bytes[i..<i + count], as: UTF8.self), radix: 16),
                let scalar = Unicode.Scalar(v)
            else { throw error("bad \\\(Character(Unicode.Scalar(c))) escape: it takes \(count) hex digits of a Unicode scalar") }
            i += count
            return Array(String(Character(scalar)).utf8)
        default:
            throw error("unknown escape '\\\(Character(Unicode.Scalar(c)))' in a string")
        }
    }

    private mutating func literalString() throws(TOMLError) -> String {
        if bytes[i...].starts(with: [.apostrophe, .apostrophe, .apostrophe]) {
            throw error("multi-line strings are not supported")
        }
        i += 1
        let start = i
        while let c = peek(), c != .apostrophe {
            guard c != .newline, c != .carriageReturn else { throw error("the string is not closed on its line") }
            i += 1
        }
        guard peek() == .apostrophe else { throw error("the string is not closed on its line") }
        i += 1
        return String(decoding: bytes[start..<i - 1], as: UTF8.self)
    }

    // MARK: scanning

    private func peek() -> UInt8? { i < bytes.count ? bytes[i] : nil }

    private func error(_ message: String) -> TOMLError { TOMLError(line: line, message: message) }

    private mutating func skipSpaces() {
        while let c = peek(), c == .space || c == .tab { i += 1 }
    }

    private mutating func skipComment() {
        while let c = peek(), c != .newline, c != .carriageReturn { i += 1 }
    }

    /// Consumes `\n` or `\r\n` (a lone `\r` counts as a line end too).
    private mutating func skipNewline() {
        if peek() == .carriageReturn { i += 1 }
        if peek() == .newline { i += 1 }
        line += 1
    }

    /// Spaces, line ends and comments, as allowed between the items of a list.
    private mutating func skipBlank() {
        while let c = peek() {
            switch c {
            case .space, .tab: i += 1
            case .newline, .carriageReturn: skipNewline()
            case .hash: skipComment()
            default: return
            }
        }
    }

    private mutating func skipRestOfLine() {
        skipComment()
        if peek() != nil { skipNewline() }
    }
}

extension UInt8 {
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let apostrophe = UInt8(ascii: "'")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let openBracket = UInt8(ascii: "[")
    fileprivate static let closeBracket = UInt8(ascii: "]")
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")
    fileprivate static let equals = UInt8(ascii: "=")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let dot = UInt8(ascii: ".")

    /// A-Z a-z 0-9 _ -
    fileprivate var isBareKey: Bool {
        (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) || (0x30...0x39).contains(self)
            || self == UInt8(ascii: "_") || self == UInt8(ascii: "-")
    }

    /// What an unquoted value (number, boolean, or a mistaken bare word) is made of.
    fileprivate var isScalarCharacter: Bool {
        isBareKey || self == .dot || self == UInt8(ascii: "+") || self == UInt8(ascii: ":") || self >= 0x80
    }
}
