/// Why a dictionary, or one of its entries, cannot be read: one line for a warning (the
/// dictionary is then left out, or the entry skipped; the reader goes on).
public struct DictionaryError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
