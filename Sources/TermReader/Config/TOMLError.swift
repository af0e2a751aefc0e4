/// A syntax or structure error in a TOML document, at a 1-based line.
struct TOMLError: Error, Equatable, Sendable {
    var line: Int
    var message: String
}
