import Foundation
import ReaderCore
import TestSupport
import Testing

/// EPUBs made by real generators (`Tests/Fixtures/epub`, written by `scripts/make-generator-epubs.sh`):
/// each marks code up its own way — pandoc a span per line, Sphinx a span per token with spaces
/// between them, calibre the HTML it was given — and the reader keeps every `<pre>` as written.
@Suite(.enabled(if: EPUBFixtures.available, "needs python3"))
struct EPUBGeneratorTests {
    static let generated = ["pandoc.epub", "sphinx.epub", "calibre.epub"]

    static func fixture(_ name: String) -> String { Package.root + "/Tests/Fixtures/epub/" + name }

    /// Each `<pre>`'s text as `scripts/epub-pre-text.py` reads it (zipfile and html.parser).
    func independentPreText(_ path: String) throws -> [String] {
        let run = try EPUBFixtures.python([Package.root + "/scripts/epub-pre-text.py", path])
        #expect(run.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: run.output) as? [String])
    }

    @Test(arguments: generated)
    func preformattedBlocksAreThePreTextByteForByte(file: String) throws {
        let path = Self.fixture(file)
        let expected = try independentPreText(path)
        #expect(expected.count == 3)
        #expect(expected.contains { $0.contains("sudo  autopkgtest   --   qemu  /srv/vm.img") })
        let book = try BookLoader.load(path: path)
        let code = book.paragraphs.filter { $0.kind == .preformatted }.map(\.text)
        #expect(code == expected)
    }
}
