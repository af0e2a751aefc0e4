/// Why a catalogue could not be read, searched or downloaded from, as one line.
public struct CatalogError: Error, CustomStringConvertible, Equatable, Sendable {
    public let message: String
    /// Whether the server answered with something that is not a catalogue (else it could not be
    /// reached, refused, or the answer could not be kept).
    public let isBadData: Bool
    public var description: String { message }

    public init(_ message: String, isBadData: Bool = false) {
        self.message = message
        self.isBadData = isBadData
    }
}
