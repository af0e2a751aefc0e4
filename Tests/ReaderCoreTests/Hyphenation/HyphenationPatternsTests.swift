import Foundation
import TestSupport
import Testing

@testable import ReaderCore

@Suite struct HyphenationPatternsTests {
    @Test func aLanguageFindsItsRegionsFileElseAnyOfItsRegions() {
        let folders = ["/nonexistent", HyphenationFixture.folder]
        #expect(HyphenationPatterns.file(for: "en-US", in: folders) == HyphenationFixture.folder + "/hyph_en_US.dic")
        #expect(HyphenationPatterns.file(for: "en", in: folders) == HyphenationFixture.folder + "/hyph_en_US.dic")
        #expect(HyphenationPatterns.file(for: "en_GB", in: folders) == HyphenationFixture.folder + "/hyph_en_US.dic")
        #expect(HyphenationPatterns.file(for: "DE-at", in: folders) == HyphenationFixture.folder + "/hyph_de_DE.dic")
        #expect(HyphenationPatterns.file(for: "fr", in: folders) == nil)
    }

    @Test func tagsThatAreNotLanguagesFindNothing() {
        let folders = [HyphenationFixture.folder]
        for tag in ["", "e", "../en", "en/../../etc", "*", "english"] {
            #expect(HyphenationPatterns.file(for: tag, in: folders) == nil, "\(tag)")
        }
    }

    @Test func theUsersFolderComesBeforeTheSystems() {
        #expect(
            HyphenationPatterns.standardFolders(environment: ["HOME": "/home/r"]) == ["/home/r/.local/share/hyphen", "/usr/share/hyphen"])
        #expect(
            HyphenationPatterns.standardFolders(environment: ["XDG_DATA_HOME": "/d", "HOME": "/home/r"]) == [
                "/d/hyphen", "/usr/share/hyphen",
            ])
        #expect(HyphenationPatterns.standardFolders(environment: [:]) == ["/usr/share/hyphen"])
    }
}
