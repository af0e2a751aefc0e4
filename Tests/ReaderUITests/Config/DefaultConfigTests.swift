import Testing

@testable import ReaderUI

@Suite struct DefaultConfigTests {
    @Test func theDefaultFileParsesWithoutWarningsToTheDefaults() {
        let (config, warnings) = ConfigLoader.parse(DefaultConfig.text, file: "config.toml")
        #expect(warnings == [])
        #expect(config == Config())
    }

    /// Every commented example (`# key = value`) is valid and holds the default: removing
    /// all the '#'s changes nothing.
    @Test func everyCommentedExampleIsTheDefault() {
        let lines = DefaultConfig.text.split(separator: "\n", omittingEmptySubsequences: false)
        var examples = 0
        let uncommented = lines.map { line -> Substring in
            guard line.hasPrefix("# "), let eq = line.firstIndex(of: "=") else { return line }
            let key = line[line.index(line.startIndex, offsetBy: 2)..<eq].trimmingSpaces
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return line }
            examples += 1
            return line.dropFirst(2)
        }.joined(separator: "\n")
        #expect(examples == 3 * (2 + Role.allCases.count) + Action.allCases.count)
        let (config, warnings) = ConfigLoader.parse(uncommented, file: "config.toml")
        #expect(warnings == [])
        #expect(config.palettes == ThemePalettes.standard)
        #expect(config.keyMap == KeyMap.standard)
        var plain = config
        plain.colors = [:]
        #expect(plain == Config())
        #expect(!config.colors.isEmpty)
    }

    @Test func everyActionAndRoleIsDocumented() {
        let text = DefaultConfig.text
        for action in Action.allCases { #expect(text.contains("# \(action.rawValue) ")) }
        for role in Role.allCases { #expect(text.contains("# \(role.configName) ")) }
    }

    @Test func quotedStringsRoundTripThroughTheParser() {
        for s in ["\\", "\"", "[", "a\tb", "\u{1}", "中文", "😀", "x\u{7F}"] {
            let (table, errors) = TOMLParser.parse("k = " + DefaultConfig.quoted(s))
            #expect(errors == [])
            #expect(table["k"]?.value == .string(s))
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
