import Foundation
import TestSupport
import Testing

@testable import ReaderCore

/// libhyphen through `Hyphenator`, on the fixture patterns (`HyphenationFixture`).
@Suite struct HyphenatorTests {
    @Test func pointsCountLettersBeforeEachHyphen() {
        let hyphenator = HyphenationFixture.english
        #expect(hyphenator.points(in: "hyphenation") == [2, 6])
        #expect(hyphenator.points(in: "nation") == [2])
        // Capitals are looked up in lower case.
        #expect(hyphenator.points(in: "Hyphenation") == [2, 6])
        // Letters outside ASCII count as one each, whatever their UTF-8 length.
        #expect(hyphenator.points(in: "caféfélicité") == [2, 4])
    }

    @Test func wordsTooShortOrTooCloseToAnEndAreNotHyphenated() {
        let hyphenator = HyphenationFixture.english
        #expect(hyphenator.points(in: "nati").isEmpty) // fewer than five letters
        // `na-tion` is allowed, `natio-n` never: at least three letters after a hyphen.
        #expect(!hyphenator.points(in: "nations").contains(6))
        #expect(hyphenator.points(in: "").isEmpty)
    }

    @Test func latin1PatternsAreSpelledInLatin1() throws {
        let german = try #require(Hyphenator.shared(file: HyphenationFixture.folder + "/hyph_de_DE.dic"))
        #expect(german.points(in: "straßenbahn") == [4])
        // A letter ISO 8859-1 cannot spell: no hyphen rather than a wrong one.
        #expect(german.points(in: "straßenbahnœ").isEmpty)
    }

    @Test func filesInOtherCharacterSetsOrMissingDoNotLoad() {
        #expect(Hyphenator.shared(file: HyphenationFixture.folder + "/hyph_xx_XX.dic") == nil)
        #expect(Hyphenator.shared(file: HyphenationFixture.folder + "/missing.dic") == nil)
        #expect(Hyphenator.isLoaded(file: HyphenationFixture.folder + "/missing.dic"))
    }

    /// A FIFO or device named like patterns is refused without being read (libhyphen would wait for
    /// a writer for ever), and so is a file too large to be patterns.
    @Test(.timeLimit(.minutes(1))) func onlyRegularFilesOfPatternsSizeAreRead() throws {
        let folder = NSTemporaryDirectory() + "termreader-hostile-hyphen-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/hyph_en_US.dic", 0o600) == 0)
        #expect(Hyphenator.shared(file: folder + "/hyph_en_US.dic") == nil)
        #expect(Hyphenator.shared(file: "/dev/zero") == nil)
        let huge = folder + "/hyph_fr.dic"
        #expect(FileManager.default.createFile(atPath: huge, contents: Data("UTF-8\n1na\n".utf8)))
        #expect(truncate(huge, off_t(Hyphenator.maximumBytes + 1)) == 0)
        #expect(Hyphenator.shared(file: huge) == nil)
    }

    @Test func patternsAreLoadedOnceAndShared() {
        #expect(HyphenationFixture.english === HyphenationFixture.english)
        #expect(Hyphenator.isLoaded(file: HyphenationFixture.folder + "/hyph_en_US.dic"))
    }
}
