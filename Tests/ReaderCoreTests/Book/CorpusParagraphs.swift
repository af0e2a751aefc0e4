import TestSupport

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// Paragraphs built from a UTF-8 corpus book the simple way, in the two shapes the detector meets:
/// one paragraph per non-blank line, or hard-wrapped lines joined the way the paragraph assembler does.
enum CorpusParagraphs {
    /// The file's bytes, or nil when it cannot be read.
    static func bytes(_ relative: String) -> [UInt8]? {
        guard let path = Corpus.path(relative), let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var out = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            out.append(contentsOf: buffer[0..<n])
        }
        return out
    }

    /// Every line with its byte offset: BOM dropped, split on LF, CR and trailing whitespace stripped.
    static func lines(_ relative: String) -> [(offset: Int, text: String)]? {
        guard let data = bytes(relative) else { return nil }
        var start = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var result = [(offset: Int, text: String)]()
        while start <= data.count {
            let end = data[start...].firstIndex(of: 0x0A) ?? data.count
            var text = String(decoding: data[start..<end], as: UTF8.self)
            while let last = text.unicodeScalars.last, last.properties.isWhitespace {
                text.unicodeScalars.removeLast()
            }
            result.append((start, text))
            start = end + 1
        }
        return result
    }

    /// One paragraph per non-blank line.
    static func perLine(_ relative: String) -> [Paragraph]? {
        lines(relative)?.compactMap { $0.text.isEmpty ? nil : Paragraph(offset: $0.offset, text: $0.text) }
    }

    /// Consecutive non-blank lines joined with a space, except heading lines, which stay alone.
    static func joined(_ relative: String) -> [Paragraph]? {
        guard let all = lines(relative) else { return nil }
        var result = [Paragraph]()
        var current: Paragraph?
        func flush() {
            if let c = current { result.append(c) }
            current = nil
        }
        for line in all {
            if line.text.isEmpty {
                flush()
            } else if ChapterDetector.isHeading(line.text[...]) {
                flush()
                result.append(Paragraph(offset: line.offset, text: line.text))
            } else if current != nil {
                current!.text += " " + line.text
            } else {
                current = Paragraph(offset: line.offset, text: line.text)
            }
        }
        flush()
        return result
    }
}
