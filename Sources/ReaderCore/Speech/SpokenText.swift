/// What is said for a block's characters: its text, with each ruby's reading said in place of
/// its base and not again after it (`回廊(かいろう)` is said `かいろう`), since a reading is how
/// the book says the word and a speech engine guesses kanji readings poorly.
struct SpokenText {
    /// The block's characters, line breaks made spaces.
    let characters: [Character]
    /// For each character, the ruby it is the base or the annotation of, if any.
    private let roles: [Role?]
    /// Each ruby's reading, without its parentheses.
    private let readings: [String]

    private enum Role {
        case base(Int)
        case annotation
    }

    init(_ paragraph: Paragraph) {
        characters = paragraph.text.map { $0 == "\n" ? " " : $0 }
        var roles = [Role?](repeating: nil, count: characters.count)
        var readings: [String] = []
        // Each annotation by where it starts: right after its base.
        let annotations = Dictionary(
            paragraph.spans.filter { $0.kind == .rubyAnnotation }.map { ($0.utf8.lowerBound, $0) }, uniquingKeysWith: { a, _ in a })
        if !annotations.isEmpty {
            // Each character's UTF-8 offset, to place the spans' byte ranges on characters.
            var starts: [Int] = []
            starts.reserveCapacity(characters.count)
            var offset = 0
            for character in paragraph.text {
                starts.append(offset)
                offset += character.utf8.count
            }
            // The first character starting at or after `byte`, by halving (a block may hold many rubies).
            func first(from byte: Int) -> Int {
                var low = 0, high = starts.count
                while low < high {
                    let mid = (low + high) / 2
                    if starts[mid] < byte { low = mid + 1 } else { high = mid }
                }
                return low
            }
            func indices(_ bytes: Range<Int>) -> Range<Int> { first(from: bytes.lowerBound)..<first(from: bytes.upperBound) }
            for span in paragraph.spans where span.kind == .rubyBase {
                guard let annotation = annotations[span.utf8.upperBound] else { continue }
                let reading = indices(annotation.utf8)
                for i in indices(span.utf8) { roles[i] = .base(readings.count) }
                for i in reading { roles[i] = .annotation }
                readings.append(String(self.characters[reading].filter { $0 != "(" && $0 != ")" }))
            }
        }
        self.roles = roles
        self.readings = readings
    }

    /// What is said for the characters `range`.
    func said(_ range: Range<Int>) -> String {
        guard !readings.isEmpty else { return String(characters[range]) }
        var out = ""
        var lastRuby: Int?
        for i in range {
            switch roles[i] {
            case nil: out.append(characters[i])
            case .annotation: break
            case .base(let ruby):
                if ruby != lastRuby { out += readings[ruby] }
                lastRuby = ruby
            }
        }
        return out
    }
}
