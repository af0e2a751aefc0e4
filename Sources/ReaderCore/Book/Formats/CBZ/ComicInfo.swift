/// What a comic's `ComicInfo.xml` (the ComicRack schema most comic tools write) says that the
/// reader shows: the title (else the series and issue number), the writers, the language, and
/// whether it is manga read right to left.
struct ComicInfo: Equatable {
    var title: String?
    var series: String?
    var number: String?
    var writers: [String] = []
    var language: String?
    /// `Manga` is `YesAndRightToLeft`: pages turn right to left.
    var rightToLeft = false

    /// Largest `ComicInfo.xml` read: a real one is a few kilobytes.
    static let maxBytes = 1 << 20

    /// The title the book takes: `Title`, else `Series #Number`, else `Series`.
    var bookTitle: String? {
        if let title { return title }
        guard let series else { return nil }
        return number.map { "\(series) #\($0)" } ?? series
    }

    /// The fields of `xml`; nil when it is not well formed.
    static func read(_ xml: [UInt8]) -> ComicInfo? {
        var info = ComicInfo()
        var field: String?
        var text: [UInt8] = []
        let failure = XMLEvents.read(
            xml,
            start: { name, _ in
                field = name
                text = []
            },
            end: { name in
                defer { field = nil }
                guard name == field else { return }
                let value = HeadingText.collapsed(Sanitizer.clean(String(decoding: text, as: UTF8.self))[...])
                guard !value.isEmpty else { return }
                switch name {
                case "Title": info.title = value
                case "Series": info.series = value
                case "Number": info.number = value
                case "Writer": info.writers = value.split(separator: ",").map { HeadingText.collapsed($0) }.filter { !$0.isEmpty }
                case "LanguageISO": info.language = value
                case "Manga": info.rightToLeft = value == "YesAndRightToLeft"
                default: break
                }
            },
            characters: { bytes in
                if field != nil, text.count < 4096 { text += bytes }
            })
        return failure == nil ? info : nil
    }
}
