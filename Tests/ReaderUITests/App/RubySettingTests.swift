import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// The ruby setting: `R` cycles inline, above, off at the same place and is remembered; the
/// config file and `settings.json` hold it; above without line spacing says it shows inline.
@Suite struct RubySettingTests {
    @Test func theKeyCyclesTheStylesAtTheSamePlaceAndRemembersThem() {
        let m = ReaderModel(book: sampleBook(), location: .start, columns: 60, rows: 20, theme: .light, mode: .none)
        _ = m.update(.key("Space"))
        let place = m.location
        _ = m.update(.key("R"))
        #expect(m.layoutSettings.ruby == .above && m.remembered[Settings.ruby] == .above)
        #expect(m.hint == "ruby above needs line spacing 1 (L): shown inline", "line spacing is 0")
        #expect(m.navigator.geometry.ruby == .inline)
        _ = m.update(.key("L"))
        #expect(m.navigator.geometry.ruby == .above && m.layout.rubyRow == 1)
        _ = m.update(.key("R"))
        #expect(m.hint == "ruby off" && m.navigator.geometry.ruby == .off && m.layout.rubyRow == 0)
        _ = m.update(.key("R"))
        #expect(m.hint == "ruby inline")
        #expect(m.location == place, "the place does not move")
        _ = m.update(.key("R"))
        _ = m.update(.key("L"))
        #expect(m.hint == "line spacing 0 · ruby shown inline")
        #expect(RememberedSettings.decode(m.remembered.encoded()!)?[Settings.ruby] == .above)
    }

    @Test func theKeyIsRemappableAndInTheHelp() {
        let keys = KeyMap.standard.replacing([(.cycleRuby, ["y"])])
        #expect(keys.action(for: "y") == .cycleRuby && keys.action(for: "R") == nil)
        #expect(KeyMap.standard.keys(for: .cycleRuby) == ["R"])
        #expect(Settings.keyHelp(.standard).summary(of: .cycleRuby).contains("line spacing"))
    }

    @Test func aStyleFromDiskIsChecked() {
        var settings = RememberedSettings()
        settings[Settings.ruby] = .off
        #expect(RememberedSettings.decode(settings.encoded()!)?[Settings.ruby] == .off)
        let bad = String(decoding: settings.encoded()!, as: UTF8.self).replacingOccurrences(of: "\"off\"", with: "\"sideways\"")
        #expect(RememberedSettings.decode(Data(bad.utf8)) == nil)
    }

    @Test func theConfigFileSetsItAndDocumentsIt() {
        #expect(ConfigLoader.parse("[layout]\nruby = \"above\"\n", file: "c").config.layout.ruby == .above)
        let (config, warnings) = ConfigLoader.parse("[layout]\nruby = \"sideways\"\n", file: "c")
        #expect(config.layout.ruby == .inline)
        #expect(warnings.count == 1)
        let printed = DefaultConfig.text
        #expect(printed.contains("ruby = \"inline\""))
        #expect(ConfigLoader.parse(printed, file: "c").warnings.isEmpty)
    }
}
