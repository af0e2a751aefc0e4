import PropertyBased
import Testing

@testable import ReaderUI

/// Any text, however broken, loads into a usable config: no crash, values in range,
/// every warning on a line of the file.
@Suite struct ConfigFuzzTests {
    static let pieces = [
        "[", "]", "[[", "{", "}", "=", " = ", ",", ".", "\"", "'", "#", "\n", "\r\n", " ", "\\", "\\u00", "-", "_",
        "theme", "mode", "animation-ms", "layout", "max-width", "margin-left", "indent-cjk", "paragraph-spacing",
        "colors", "dark", "text", "fg", "bg", "background", "keys", "quit", "next-page", "\"curl\"", "\"dark\"",
        "\"#102030\"", "234", "-7", "0x1F", "99999999999999999999", "1.5", "true", "\"auto\"", "\"C-q\"", "\"中\"", "[\"j\", \"k\"]",
    ]

    @Test func anyTextLoadsIntoAUsableConfig() async {
        await propertyCheck(count: 300, input: Gen<String?>.element(of: Self.pieces).array(of: 0...60)) { parts in
            let text = parts.compactMap { $0 }.joined()
            let (config, warnings) = ConfigLoader.parse(text, file: "f")
            let lineCount = Self.lineCount(text)
            for warning in warnings {
                #expect((1...lineCount).contains(warning.line ?? 0), "\(text.debugDescription): \(warning)")
            }
            let m = config.layout.margins
            #expect([m.left, m.right, m.top, m.bottom].allSatisfy { (0...Margins.maximum).contains($0) })
            #expect(config.layout.maxTextWidth.map { (ScreenLayout.minimumColumns...LayoutSettings.maximumTextWidth).contains($0) } ?? true)
            #expect((0...Config.maximumAnimationMilliseconds).contains(config.animationMilliseconds))
            #expect((0...LayoutSettings.maximumIndent).contains(config.layout.cjkIndent))
            for key in config.keyMap.bindings.keys {
                #expect(KeyName.key(key.description) == key)
            }
        }
    }

    /// Lines as the parser counts them: `\n`, `\r\n` and a lone `\r` each end one.
    static func lineCount(_ text: String) -> Int {
        var count = 1
        var previous: UInt8 = 0
        for b in text.utf8 {
            if b == 0x0A, previous != 0x0D { count += 1 }
            if b == 0x0D { count += 1 }
            previous = b
        }
        return count
    }
}
