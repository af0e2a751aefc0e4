import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// The reader's hyphenation: the patterns of the book's language; when they are slow to load,
/// the page is laid out without them first and again, at the same place, once they are loaded.
@Suite struct HyphenationModelTests {
    let book = makeTestBook((1...30).map { "Paragraph \($0): the hyphenation of the nation, and he said that she was with her." })

    func settings(hyphenate: Bool = true) -> LayoutSettings {
        var settings = LayoutSettings()
        settings.hyphenate = hyphenate
        return settings
    }

    /// A folder holding the fixture's English patterns as `hyph_en_REGION.dic`, a file no other
    /// test loads, so they are not loaded yet when a test starts.
    func notYetLoaded(region: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(
            atPath: HyphenationFixture.folder + "/hyph_en_US.dic", toPath: folder.path + "/hyph_en_\(region).dic")
        return folder
    }

    func screen(_ m: ReaderModel) -> String {
        let frame = m.view()
        return (0..<frame.height).map { y in (0..<frame.width).map { String(frame[$0, y].text) }.joined() }.joined(separator: "\n")
    }

    @Test func patternsLoadedFirstHyphenateTheFirstPage() {
        let m = ReaderModel(
            book: book, location: .start, columns: 30, rows: 12, theme: .light, mode: .none, layoutSettings: settings(),
            hyphenationFolders: [HyphenationFixture.folder])
        #expect(m.hyphenationFile == HyphenationFixture.folder + "/hyph_en_US.dic")
        #expect(m.hyphenationJob == nil)
        #expect(m.geometry.hyphenation == m.hyphenationFile)
        #expect(screen(m).contains("hyphen-"))
    }

    @Test func offOrWithoutPatternsNothingIsHyphenated() {
        let off = ReaderModel(
            book: book, location: .start, columns: 30, rows: 12, theme: .light, mode: .none, layoutSettings: settings(hyphenate: false),
            hyphenationFolders: [HyphenationFixture.folder])
        #expect(off.hyphenationFile == nil && !off.geometry.hyphenates)
        #expect(!screen(off).contains("hyphen-"))
        let none = ReaderModel(
            book: book, location: .start, columns: 30, rows: 12, theme: .light, mode: .none, layoutSettings: settings(),
            hyphenationFolders: ["/nonexistent"])
        #expect(none.hyphenationFile == nil && none.geometry.hyphenates && none.geometry.hyphenation == nil)
    }

    /// The reader's patterns: loaded by a job, after which the same place is laid out hyphenated,
    /// at the geometry the whole book was laid out at meanwhile.
    @Test func patternsLoadInTheBackgroundAndThePageFollows() throws {
        let patterns = try notYetLoaded(region: "GB")
        defer { withExtendedLifetime(patterns) {} }
        let folder = patterns.path
        let m = ReaderModel(
            book: book, location: .start, columns: 30, rows: 12, theme: .light, mode: .none, layoutSettings: settings(),
            hyphenationFolders: [folder], backgroundLoading: true)
        _ = m.update(.key(" "))
        let place = m.location
        #expect(m.geometry.hyphenates && m.geometry.hyphenation == nil)
        let eventual = m.eventualGeometry
        #expect(eventual.hyphenation == folder + "/hyph_en_GB.dic")
        #expect(!screen(m).contains("hyphen-"))
        let job = try #require(m.hyphenationJob)
        let event = try #require(job.run(JobContext(isStale: { false }, report: { _ in })))
        _ = m.update(event)
        #expect(m.geometry == eventual)
        #expect(m.hyphenationJob == nil)
        #expect(screen(m).contains("hyphen-"))
        #expect(m.location == place)
    }

    /// `H` turns hyphenation off and on again, at the same place, remembered; patterns not loaded
    /// yet are loaded by a job the toggle starts.
    @Test func theKeyTurnsHyphenationOffAndOn() throws {
        let patterns = try notYetLoaded(region: "AU")
        defer { withExtendedLifetime(patterns) {} }
        let folder = patterns.path
        let m = ReaderModel(
            book: book, location: .start, columns: 30, rows: 12, theme: .light, mode: .none, layoutSettings: settings(hyphenate: false),
            hyphenationFolders: [folder], backgroundLoading: true)
        _ = m.update(.key(" "))
        let place = m.location
        #expect(!screen(m).contains("hyphen-"))
        let effects = m.update(.key("H"))
        #expect(m.remembered[Settings.hyphenate] == true && m.hint == "hyphenation on")
        guard case .start(let job)? = effects.first(where: { if case .start = $0 { true } else { false } }) else {
            Issue.record("no job loads the patterns: \(effects)")
            return
        }
        _ = m.update(try #require(job.run(JobContext(isStale: { false }, report: { _ in }))))
        #expect(screen(m).contains("hyphen-") && m.location == place)
        #expect(!m.update(.key("H")).contains { if case .start = $0 { true } else { false } })
        #expect(m.remembered[Settings.hyphenate] == false && m.hint == "hyphenation off")
        #expect(!screen(m).contains("hyphen-") && m.location == place)
        // On again: the patterns are loaded, so the page is hyphenated at once.
        #expect(m.update(.key("H")).isEmpty || m.hyphenationJob == nil)
        #expect(screen(m).contains("hyphen-"))
    }
}
