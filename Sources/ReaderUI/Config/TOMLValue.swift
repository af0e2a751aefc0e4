/// A value read from a TOML document (the subset `TOMLParser` reads: no dates, no
/// multi-line strings).
package indirect enum TOMLValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case float(Double)
    case boolean(Bool)
    case array([TOMLValue])
    case table(TOMLTable)

    /// The value as a config file shows it, for warnings: `"blue"`, `42`, `[…]`.
    package var shortDescription: String {
        switch self {
        case .string(let s): return "\"\(s)\""
        case .integer(let n): return String(n)
        case .float(let x): return String(x)
        case .boolean(let b): return b ? "true" : "false"
        case .array: return "a list"
        case .table: return "a table"
        }
    }
}
