import Testing

@testable import ReaderCore

/// Code keeps its spaces: each `<pre>` must be found whole, as words in order, in one preformatted block.
struct CodeWordsTests {
    /// Preformatted blocks as `LayoutSurvey` writes them.
    func blocks(_ texts: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        for (k, text) in texts.enumerated() {
            if k > 0 { bytes.append(0x0A) }
            bytes.append(0x20)
            CodeWords.appendWords(text, to: &bytes)
        }
        return bytes
    }

    @Test func codeShownWithItsSpacesIsFound() {
        let check = CodeWords(
            pres: [CodeWords.needle("sudo  apt\ninstall"), CodeWords.needle("x = 1")],
            blocks: blocks(["sudo apt install", "│ cell │ x = 1 │"]))
        #expect(check.checked == 2)
        #expect(check.missing == 0)
    }

    @Test func codeThatLostItsSpacesIsMissing() {
        let check = CodeWords(pres: [CodeWords.needle("sudo apt install")], blocks: blocks(["sudoaptinstall"]))
        #expect(check.missing == 1)
        #expect(check.samples == [" sudo apt install "])
    }

    @Test func wordsMustBeWholeAndInOneBlock() {
        #expect(CodeWords(pres: [CodeWords.needle("do apt")], blocks: blocks(["sudo apt"])).missing == 1)
        #expect(CodeWords(pres: [CodeWords.needle("a b")], blocks: blocks(["a", "b"])).missing == 1)
    }
}
