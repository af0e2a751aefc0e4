/// One book of a calibre library, as its `metadata.db` describes it.
public struct CalibreBook: Sendable, Equatable {
    public var id: Int
    public var title: String
    /// In calibre's order.
    public var authors: [String]
    public var series: String?
    public var seriesIndex: Double
    public var tags: [String]
    /// The file of each format, by calibre's format name (`EPUB`, `AZW3`, `TXT`…), absolute.
    public var files: [String: String]

    public init(
        id: Int, title: String, authors: [String], series: String?, seriesIndex: Double, tags: [String], files: [String: String]
    ) {
        self.id = id
        self.title = title
        self.authors = authors
        self.series = series
        self.seriesIndex = seriesIndex
        self.tags = tags
        self.files = files
    }

    /// The file the reader opens: the first of `CalibreLibrary.formatPreference` the book has, else
    /// any it has (by name); nil when it has no file.
    public var preferredFile: String? {
        CalibreLibrary.formatPreference.lazy.compactMap { files[$0] }.first ?? files.keys.sorted().first.flatMap { files[$0] }
    }

    /// `Series 2`, `Series 2.5`; nil for a book in no series.
    public var seriesLabel: String? { series.map { Self.label(series: $0, index: seriesIndex) } }

    /// A series and a book's number in it as a reader writes them: `Series 2`, `Series 2.5`.
    public static func label(series: String, index: Double) -> String {
        series + " " + (index == index.rounded() && abs(index) < 1e9 ? String(Int(index)) : String(index))
    }
}
