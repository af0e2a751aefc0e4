import ReaderCore

/// Reads the book aloud from a sentence on (`SpokenSentences`, `SpeechEngine`): reports
/// `.speaking` as each sentence starts, says it to its end, and goes on to the next; it ends
/// with `.readAloudEnded` at the end of its stretch (the chapter or the book) or when the
/// speech cannot go on, and quietly when it is no longer wanted (paused, faster, slower, quit).
package struct ReadAloudJob: BackgroundJob {
    package let book: Book
    /// Where to start: a block and a character in it, and the block to stop before.
    package let paragraph: Int
    package let grapheme: Int
    package let end: Int
    package let engine: SpeechEngine
    /// The number of the first sentence said (which names its file when speech goes to a folder).
    package let number: Int

    package init(book: Book, paragraph: Int, grapheme: Int, end: Int, engine: SpeechEngine, number: Int) {
        self.book = book
        self.paragraph = paragraph
        self.grapheme = grapheme
        self.end = end
        self.engine = engine
        self.number = number
    }

    package func run(_ context: JobContext) -> AppEvent? {
        var sentences = SpokenSentences(book: book, paragraph: paragraph, grapheme: grapheme, end: end)
        var number = number
        // Voices espeak-ng does not have (a book in Latin): their sentences are said in English.
        var missing: Set<String> = []
        while let sentence = sentences.next() {
            guard !context.isStale() else { return nil }
            context.report(.speaking(sentence, number: number))
            var voice = SpeechVoice.voice(for: sentence.text, language: book.language)
            if missing.contains(voice) { voice = Self.fallback }
            var outcome = engine.say(sentence.text, voice: voice, number: number, stop: context.isStale)
            if outcome == .unspoken, voice != Self.fallback {
                missing.insert(voice)
                outcome = engine.say(sentence.text, voice: Self.fallback, number: number, stop: context.isStale)
            }
            switch outcome {
            case .said: number += 1
            case .stopped: return nil
            case .unspoken: return .readAloudEnded("read aloud: espeak-ng could not say “\(sentence.text.prefix(40))”")
            case .failed(let why): return .readAloudEnded("read aloud: " + why)
            }
        }
        return context.isStale()
            ? nil : .readAloudEnded(end < book.paragraphs.count ? "end of chapter: read aloud stopped" : "end of book: read aloud stopped")
    }

    /// The voice of a sentence whose own espeak-ng does not have.
    static let fallback = "en"

    package static func == (a: Self, b: Self) -> Bool {
        a.book.isSameBook(as: b.book) && a.paragraph == b.paragraph && a.grapheme == b.grapheme && a.end == b.end && a.engine == b.engine
            && a.number == b.number
    }
}
