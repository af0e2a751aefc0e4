/// Text attributes that survive on every terminal, even monochrome ones.
public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let reverse = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
    public static let italic = Attributes(rawValue: 1 << 4)
}

/// How one cell looks: resolved colours plus attributes.
///
/// `attributes` are always applied. A monochrome screen ignores the colours and adds
/// `monochrome`, so every role that must stay distinguishable (back page, shadows,
/// bars, selection) still is without colour.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: Attributes
    /// Extra attributes used only when the terminal shows no colour.
    public var monochrome: Attributes
    /// A cell of a picture: its colours are the picture's own, so shading (the back of a curling
    /// page, shadows) blends them towards the shade instead of replacing them with the theme's.
    public var isPicture: Bool

    public init(
        foreground: Color, background: Color, attributes: Attributes = [], monochrome: Attributes = [], isPicture: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.monochrome = monochrome
        self.isPicture = isPicture
    }

    /// Plain white on black; used where no theme applies (tests, placeholders).
    public static let plain = Style(foreground: Color(255, 255, 255), background: Color(0, 0, 0))
}
