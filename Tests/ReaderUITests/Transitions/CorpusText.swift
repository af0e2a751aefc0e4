import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Reads text from `../shared/corpus` for the transition tests (skipped when it is absent).
enum CorpusText {
    /// The corpus folder (`Corpus.root`), or nil when absent.
    static var root: String? { Corpus.root }

    /// True when the corpus is present; use as `.enabled(if: CorpusText.available, "…")`.
    static var available: Bool { root != nil }

    /// Up to `bytes` bytes of a UTF-8 corpus file, cut back to a whole line, CR removed.
    static func read(_ relative: String, bytes: Int) -> String? {
        guard let root, let file = fopen(root + "/" + relative, "rb") else { return nil }
        defer { fclose(file) }
        var buffer = [UInt8](repeating: 0, count: bytes)
        let count = fread(&buffer, 1, bytes, file)
        guard let lastNewline = buffer[..<count].lastIndex(of: 10) else { return nil }
        let text = String(decoding: buffer[..<lastNewline], as: UTF8.self)
        return text.filter { $0 != "\r" }
    }
}
