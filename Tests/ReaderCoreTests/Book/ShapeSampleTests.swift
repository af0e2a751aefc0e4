import FoundationEssentials
import TestSupport
import Testing

@testable import ReaderCore

/// The lines a book's paragraph shape is decided from: windows that overlap are read once, and
/// the sample is the one reading each window on its own gives.
struct ShapeSampleTests {
    /// The sample as each window read on its own gives it: its lines less a cut first one
    /// (unless it is the first window) and a cut last one (unless it ends the file).
    static func windowByWindow(_ source: BookSource) -> [Substring] {
        let text = source.detection.bomLength..<source.file.size
        let unit = source.detection.encoding.codeUnitSize
        var sample: [Substring] = []
        for i in 0..<BookSource.shapeWindows {
            var start = text.lowerBound + text.count / BookSource.shapeWindows * i
            start -= (start - text.lowerBound) % unit
            let end = min(text.upperBound, start + BookSource.shapeWindowBytes)
            guard start < end else { continue }
            var lines: [Substring] = []
            ChunkedLines(file: source.file, decoder: source.decoder).forEach(in: start..<end) { _, raw in
                lines.append(Sanitizer.clean(source.decoder.decode(raw))[...])
                return true
            }
            if i > 0, !lines.isEmpty { lines.removeFirst() }
            if end < text.upperBound, !lines.isEmpty { lines.removeLast() }
            sample += lines
        }
        return sample
    }

    /// A text of `lines` lines, after the first of random lengths (blank ones, ASCII words, CJK),
    /// ended by LF or CR LF.
    static func text(lines: Int, seed: UInt64) -> String {
        var random = SplitMix(state: seed)
        var text = "A first line of words.\n"
        for _ in 1..<lines {
            switch random.next(6) {
            case 0: break
            case 1: text += String(repeating: "漢字かな", count: 1 + random.next(20))
            default:
                text += (0..<(1 + random.next(16))).map { _ in String(repeating: "w", count: 1 + random.next(9)) }.joined(separator: " ")
            }
            text += random.next(5) == 0 ? "\r\n" : "\n"
        }
        return text
    }

    @Test(arguments: [1, 3, 12, 40, 150, 600, 2_500, 9_000])
    func theSampleIsTheOneEachWindowGives(lines: Int) throws {
        let folder = try TemporaryFolder()
        for seed in 0..<UInt64(4) {
            let text = Self.text(lines: lines, seed: seed &+ UInt64(lines) << 8)
            let utf16: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            for (name, bytes) in [("utf8.txt", Array(text.utf8)), ("utf16.txt", utf16)] {
                let path = try folder.write(Data(bytes), to: "\(seed)-\(name)")
                let source = try BookSource.open(path: path)
                let sample = BookSource.shapeSample(source.file, source.detection, source.decoder)
                let expected = Self.windowByWindow(source)
                #expect(sample.count == expected.count, "\(lines) lines, seed \(seed), \(name)")
                #expect(sample == expected, "\(lines) lines, seed \(seed), \(name)")
            }
        }
    }
}
