/// A place the reader marked, with the first line of its page as a label.
public struct Bookmark: Codable, Equatable, Sendable {
    public var location: Location
    public var label: String

    public init(location: Location, label: String) {
        self.location = location
        self.label = label
    }
}
