/// The espeak-ng voice for a sentence: Japanese when it holds kana, Mandarin when it holds
/// ideographs and the book is not Japanese, else the book's declared language (its primary
/// subtag), else English.
public enum SpeechVoice {
    public static func voice(for text: String, language: String?) -> String {
        let primary = language?.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() }
        var ideographs = false
        for s in text.unicodeScalars {
            if (0x3040...0x30FF).contains(s.value) { return "ja" }
            if Script.isCJK(s) { ideographs = true }
        }
        if ideographs { return primary == "ja" ? "ja" : "cmn" }
        guard let primary, !primary.isEmpty, primary != "zh", primary != "ja" else { return "en" }
        return primary
    }
}
