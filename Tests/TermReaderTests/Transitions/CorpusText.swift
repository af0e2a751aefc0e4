#if canImport(Glibc)
import Glibc
#endif

/// Reads text from `../shared/corpus` for the transition tests (skipped when it is absent).
enum CorpusText {
    /// The corpus folder beside the package root, or nil when absent.
    static let root: String? = {
        var dir = #filePath
        for _ in 0..<4 { dir = String(dir[..<dir.lastIndex(of: "/")!]) }
        let candidate = String(dir[..<dir.lastIndex(of: "/")!]) + "/shared/corpus"
        return access(candidate + "/README.md", F_OK) == 0 ? candidate : nil
    }()

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
