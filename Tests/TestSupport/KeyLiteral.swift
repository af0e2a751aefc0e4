import ReaderUI

/// Tests write keys by name, as the help panel and the config file do: `.key("j")`, `.key("Space")`.
extension Key: ExpressibleByStringLiteral {
    public init(stringLiteral name: String) { self = Key(name: name)! }
}
