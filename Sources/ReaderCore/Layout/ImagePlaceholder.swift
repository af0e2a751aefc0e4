/// How an image block is shown: its text (the alt text, or the file name) between `[image: `
/// and `]`, centred. The Paginator leaves room for the marks; renderers draw them.
public enum ImagePlaceholder {
    /// Drawn before the block's first line and after its last one.
    public static let prefix = "[image: "
    public static let suffix = "]"
    /// Columns the marks take: the prefix on the first line, the suffix on the last.
    public static let prefixWidth = 8
    public static let suffixWidth = 1
}
