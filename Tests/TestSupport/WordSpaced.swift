extension StringProtocol {
    /// The text with each run of spaces as one: justified lines widen some of their word spaces.
    public var wordSpaced: String { String(self).replacing(#/ +/#, with: " ") }
}
