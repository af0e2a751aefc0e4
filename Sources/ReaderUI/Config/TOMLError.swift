/// A syntax or structure error in a TOML document, at a 1-based line.
package struct TOMLError: Error, Equatable, Sendable {
    package var line: Int
    package var message: String
}
