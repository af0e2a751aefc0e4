/// The colours a highlight can have: four, each drawn legibly in the light, sepia and dark themes.
public enum HighlightColor: String, Codable, CaseIterable, Sendable {
    case yellow, green, blue, pink

    /// A colour read from a file: an unknown name (a newer version's colour) is yellow.
    public init(from decoder: any Decoder) throws {
        self = HighlightColor(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .yellow
    }
}
