/// How one kind of setting value is written: read from the config file (and from the settings the
/// reader remembers, kept as the same values), from a command-line argument, and written back
/// for the default config file. Words and key names ignore case, `-` and `_`.
package struct SettingFormat<Value: Equatable & Sendable>: Sendable {
    /// What a bad value should have been, for warnings: "a whole number from 0 to 8".
    package let expected: String
    /// The values in short, for help: "light, dark, sepia or auto", "0 to 8".
    package let values: String
    /// The value a config-file value stands for; nil when it is none of this format's.
    package let decode: @Sendable (TOMLValue) -> Value?
    /// The config-file value that stands for `value`.
    package let encode: @Sendable (Value) -> TOMLValue
    /// The config-file value a command-line argument stands for (`on` is `true`, `60` a number).
    package let argument: @Sendable (String) -> TOMLValue
}

extension SettingFormat where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of an enumeration's words.
    package static var word: SettingFormat {
        let words = Value.allCases.map(\.rawValue)
        return SettingFormat(
            expected: SettingFormats.list(words), values: SettingFormats.list(words),
            decode: { value in
                guard case .string(let s) = value else { return nil }
                return Value.allCases.first { ConfigLoader.normalized($0.rawValue) == ConfigLoader.normalized(s) }
            },
            encode: { .string($0.rawValue) }, argument: { .string($0) })
    }
}

extension SettingFormat where Value == Int {
    /// A whole number in `range`.
    package static func integer(_ range: ClosedRange<Int>) -> SettingFormat {
        let values = range.count == 2 ? "\(range.lowerBound) or \(range.upperBound)" : "\(range.lowerBound) to \(range.upperBound)"
        return SettingFormat(
            expected: "a whole number from \(range.lowerBound) to \(range.upperBound)", values: values,
            decode: { value in
                guard case .integer(let n) = value, range.contains(n) else { return nil }
                return n
            },
            encode: { .integer($0) }, argument: SettingFormats.integerArgument)
    }
}

extension SettingFormat where Value == Int? {
    /// A width in `range`, or 0 for none.
    package static func width(_ range: ClosedRange<Int>) -> SettingFormat {
        SettingFormat(
            expected: "0 (no limit) or a width from \(range.lowerBound) to \(range.upperBound)",
            values: "0 (no limit) or \(range.lowerBound) to \(range.upperBound)",
            decode: { value in
                switch value {
                case .integer(0): return .some(nil)
                case .integer(let n) where range.contains(n): return n
                default: return nil
                }
            },
            encode: { .integer($0 ?? 0) }, argument: SettingFormats.integerArgument)
    }
}

extension SettingFormat where Value == Bool {
    /// True or false; `on` and `off` on the command line.
    package static var boolean: SettingFormat {
        SettingFormat(
            expected: "true or false", values: "on or off",
            decode: { value in
                guard case .boolean(let b) = value else { return nil }
                return b
            },
            encode: { .boolean($0) }, argument: SettingFormats.booleanArgument)
    }
}

extension SettingFormat where Value == Bool? {
    /// True, false or `"auto"` (nil: decided for each book).
    package static var automatic: SettingFormat {
        SettingFormat(
            expected: "\"auto\", true or false", values: "auto, on or off",
            decode: { value in
                switch value {
                case .boolean(let b): return b
                case .string(let s) where ConfigLoader.normalized(s) == "auto": return .some(nil)
                default: return nil
                }
            },
            encode: { $0.map(TOMLValue.boolean) ?? .string("auto") },
            argument: { ConfigLoader.normalized($0) == "auto" ? .string($0) : SettingFormats.booleanArgument($0) })
    }
}

extension SettingFormat where Value == String? {
    /// Text in quotes, such as a folder (`what`: "a folder"); empty is none.
    package static func text(_ what: String) -> SettingFormat {
        SettingFormat(
            expected: "\(what) in quotes", values: what,
            decode: { value in
                guard case .string(let s) = value else { return nil }
                return .some(s.isEmpty ? nil : s)
            },
            encode: { .string($0 ?? "") }, argument: { .string($0) })
    }
}

extension SettingFormat where Value == [String] {
    /// A list of folders; `:` separates them on the command line, as in `PATH`.
    package static var folders: SettingFormat {
        SettingFormat(
            expected: "a list of folders in quotes", values: "folders",
            decode: { value in
                guard case .array(let items) = value else { return nil }
                var folders: [String] = []
                for item in items {
                    guard case .string(let folder) = item, !folder.isEmpty else { return nil }
                    folders.append(folder)
                }
                return folders
            },
            encode: { .array($0.map(TOMLValue.string)) },
            argument: { .array($0.split(separator: ":").map { .string(String($0)) }) })
    }
}

extension SettingFormat {
    /// A list of an enumeration's words, each at most once; `,` separates them on the command line.
    package static func words<Word: RawRepresentable & CaseIterable & Equatable & Sendable>(of: Word.Type) -> SettingFormat
    where Value == [Word], Word.RawValue == String {
        let word = SettingFormat<Word>.word
        return SettingFormat(
            expected: "a list of " + SettingFormats.list(Word.allCases.map { "\"\($0.rawValue)\"" }) + ", each at most once",
            values: "a list of " + word.values,
            decode: { value in
                guard case .array(let items) = value else { return nil }
                var words: [Word] = []
                for item in items {
                    guard let w = word.decode(item), !words.contains(w) else { return nil }
                    words.append(w)
                }
                return words
            },
            encode: { .array($0.map { .string($0.rawValue) }) },
            argument: { .array($0.split(separator: ",").map { .string(String($0)) }) })
    }
}

/// What the formats share.
enum SettingFormats {
    /// `a, b, c or d`.
    static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    /// A number when the argument is one, else the word (which the format then refuses).
    @Sendable static func integerArgument(_ text: String) -> TOMLValue {
        Int(text).map(TOMLValue.integer) ?? .string(text)
    }

    /// `on`, `true` and `yes` are true; `off`, `false` and `no` false; anything else stays a word.
    @Sendable static func booleanArgument(_ text: String) -> TOMLValue {
        switch text.lowercased() {
        case "on", "true", "yes": return .boolean(true)
        case "off", "false", "no": return .boolean(false)
        default: return .string(text)
        }
    }
}
