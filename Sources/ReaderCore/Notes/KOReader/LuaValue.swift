/// A value of the Lua data KOReader writes its sidecar files in (`return { … }`): a string, a
/// number, a boolean, nil, or a table of keyed and positional entries.
public enum LuaValue: Equatable, Sendable {
    case string(String)
    case number(Double)
    case boolean(Bool)
    case `nil`
    /// A table's entries in the order written (positional ones keyed by their 1-based position).
    case table([(key: LuaKey, value: LuaValue)])

    public static func == (a: LuaValue, b: LuaValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.boolean(let x), .boolean(let y)): return x == y
        case (.nil, .nil): return true
        case (.table(let x), .table(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The value of entry `key` of a table; nil for anything else or a missing key.
    public subscript(key: String) -> LuaValue? {
        guard case .table(let entries) = self else { return nil }
        return entries.first { $0.key == .name(key) }?.value
    }

    /// A table's values in order (`[1]`, `[2]`… or any keys); empty for anything else.
    public var values: [LuaValue] {
        guard case .table(let entries) = self else { return [] }
        return entries.map(\.value)
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }
}

/// A table key: a name (`["text"]`, `text =`) or a number (`[12]`, or a position).
public enum LuaKey: Equatable, Sendable {
    case name(String)
    case number(Double)
}
