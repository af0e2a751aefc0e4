import Testing

@testable import ReaderUI

/// The config file's `footer` list.
@Suite struct ConfigLoaderFooterTests {
    @Test func theFooterListChoosesFieldsInOrder() {
        let (config, warnings) = ConfigLoader.parse("footer = [\"time-left\", \"Percent\", \"clock\"]\n", file: "c.toml")
        #expect(warnings.isEmpty)
        #expect(config.footer == [.timeLeft, .percent, .clock])
        #expect(ConfigLoader.parse("footer = []\n", file: "c.toml").config.footer == [])
    }

    @Test(arguments: ["footer = \"clock\"", "footer = [\"clock\", \"clock\"]", "footer = [\"weather\"]", "footer = [3]"])
    func aBadFooterWarnsAndKeepsTheDefault(line: String) {
        let (config, warnings) = ConfigLoader.parse(line + "\n", file: "c.toml")
        #expect(config.footer == FooterField.standard)
        #expect(warnings.count == 1)
        #expect(warnings.first?.description.hasPrefix("c.toml:1: bad value for 'footer': expected a list of \"chapter-page\"") == true)
    }
}
