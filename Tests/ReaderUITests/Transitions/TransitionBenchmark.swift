import ReaderCore
import Testing

@testable import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// Milliseconds per composed frame for every mode at 120x40 and 200x60. Opt-in, prints only:
/// `TERMREADER_BENCH=1 swift test -c release -Xswiftc -enable-testing --filter TransitionBenchmark`.
struct TransitionBenchmark {
    static let enabled = getenv("TERMREADER_BENCH") != nil

    /// A page of mixed Latin and CJK text, different for each seed.
    static func page(width: Int, height: Int, seed: Int) -> Frame {
        let words = ["reader", "page", "第一回", "turn", "宴桃园豪杰", "curl", "天下大势，", "shadow", "fold"]
        var lines: [String] = []
        for y in 0..<height {
            var line = ""
            var i = y &* 7 &+ seed
            while CellWidth.width(of: line) < width {
                line += words[i % words.count] + " "
                i += 1
            }
            lines.append(line)
        }
        return Frame(lines: lines, width: width, style: Palette.dark[.text])
    }

    @Test(.enabled(if: enabled, "set TERMREADER_BENCH=1"))
    func millisecondsPerFrame() throws {
        for (w, h) in [(120, 40), (200, 60)] {
            let from = Self.page(width: w, height: h, seed: 0), to = Self.page(width: w, height: h, seed: 3)
            for mode in [TransitionMode.push, .slide, .curl] {
                let transition = try #require(mode.transition)
                let frames = 300
                var checksum = 0
                let start = MonotonicClock.now()
                for i in 0..<frames {
                    let p = (Double(i) + 0.5) / Double(frames)
                    let frame = transition.compose(
                        from: from, to: to, progress: p, direction: i % 2 == 0 ? .next : .previous, palette: .dark)
                    checksum &+= frame.cells[i % frame.cells.count].text.utf8.count
                }
                let ms = (MonotonicClock.now() - start) * 1000 / Double(frames)
                print("bench \(mode.name) \(w)x\(h): \((ms * 1000).rounded() / 1000) ms/frame (checksum \(checksum))")
                #expect(checksum > 0)
            }
        }
    }
}
