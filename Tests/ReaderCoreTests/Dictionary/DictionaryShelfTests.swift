import Foundation
import ReaderCore
import TestSupport
import Testing

/// Looking words up in the fixture dictionaries (`Tests/Fixtures/dictionary/make.sh`): dictd ones
/// made by dictfmt and dictzip, StarDict ones converted from them by pyglossary or written to the
/// format's description (HTML, typed fields, a gzip index).
@Suite struct DictionaryShelfTests {
    static let folder = Package.root + "/Tests/Fixtures/dictionary/"

    static func lookUp(_ word: String, in paths: [String]) -> DictionaryResult {
        DictionaryShelf(folders: paths.map { folder + $0 }).lookUp(word)
    }

    static func text(_ entry: DictionaryEntry) -> String {
        entry.paragraphs.map { String(repeating: " ", count: $0.indent) + $0.text }.joined(separator: "\n")
    }

    @Test func aDictdEntryIsReadWithItsNameAndLinks() throws {
        let result = Self.lookUp("race", in: ["en/en.index"])
        #expect(result.dictionaries == ["English test dictionary"])
        #expect(result.warnings == [])
        let entry = try #require(result.entries.first)
        #expect(entry.headword == "race")
        #expect(
            Self.text(entry) == """
                race \\race\\, n.
                   1. A contest of speed, as in running or riding; as, a boat
                      race. See run.
                   2. A strong or rapid current of water.
                """)
        let links = entry.paragraphs.flatMap { p in p.links.map { (String(Array(p.text)[$0.range]), $0.target) } }
        #expect(links.map(\.0) == ["run"] && links.map(\.1) == ["run"])
    }

    /// A dictionary whose own name holds nothing printable (NULs, control characters: found by the
    /// dictionary fuzz target) is shown by its file's name, never by an empty one.
    @Test func aDictionaryWithoutAPrintableNameIsNamedByItsFile() throws {
        let folder = try TemporaryFolder()
        try folder.write(Data("\0\0\u{1}\nA run.\n".utf8), to: "dictd/nameless.dict")
        try folder.write(Data("00-database-short\tA\tE\nrun\tE\tH\n".utf8), to: "dictd/nameless.index")
        let article = Data("A run.".utf8)
        var index = Data("run\0".utf8)
        index.append(contentsOf: [0, 0, 0, 0, 0, 0, 0, UInt8(article.count)])
        try folder.write(article, to: "stardict/unnamed.dict")
        try folder.write(index, to: "stardict/unnamed.idx")
        try folder.write(
            Data(
                "StarDict's dict ifo file\nversion=2.4.2\nwordcount=1\nidxfilesize=\(index.count)\nbookname=\u{1}\nsametypesequence=m\n"
                    .utf8),
            to: "stardict/unnamed.ifo")
        for (kind, name) in [("dictd", "nameless"), ("stardict", "unnamed")] {
            let result = DictionaryShelf(folders: [folder.path + "/" + kind]).lookUp("run")
            #expect(result.dictionaries == [name])
            #expect(result.entries.map(\.dictionary) == [name])
        }
    }

    /// The same words are found whatever order and comparison the index declares, and in a
    /// file of 64-byte chunks (articles cross chunk boundaries).
    @Test(arguments: ["en/en-allchars.index", "en/en-cs.index", "en/en-dfsort.index", "en/en-smallchunks.index"])
    func everyIndexOrderFindsTheSameEntries(index: String) throws {
        // The gcide-like index holds ASCII headwords only.
        for word in ["run", "look up", "café", "Paris", "New York", "e-mail", "naïve"]
        where !index.contains("dfsort") || word.allSatisfy(\.isASCII) {
            let plain = Self.lookUp(word, in: ["en/en.index"])
            let other = Self.lookUp(word, in: [index])
            #expect(!plain.entries.isEmpty, "\(word)")
            // `e-mail` and `email` are one key where only letters count: both are found there.
            #expect(Set(other.entries.map(Self.text)) == Set(plain.entries.map(Self.text)), "\(word) in \(index)")
        }
    }

    /// Inflected words are found by their stems; a word the dictionary holds as it is wins.
    @Test(arguments: [
        ("cities", "city"), ("happier", "happy"), ("stopped", "stop"), ("Running", "Running"), ("Race's", "race"), ("“city,”", "city"),
    ])
    func formsFindTheirStems(asked: String, found: String) {
        let result = Self.lookUp(asked, in: ["en/en.index"])
        #expect(result.word == found)
        #expect(!result.entries.isEmpty)
    }

    /// An index of bytes compares ASCII letters only: a word with others is not looked for by
    /// what is left of it (`国語・2` is not `2`).
    @Test func aByteIndexHoldsNoWordBeyondASCII() {
        #expect(Self.lookUp("国語・こくご・2", in: ["en/en-dfsort.index"]).entries.isEmpty)
        #expect(Self.lookUp("naïve", in: ["en/en-dfsort.index"]).entries.isEmpty)
        #expect(!Self.lookUp("run", in: ["en/en-dfsort.index"]).entries.isEmpty)
    }

    @Test func nothingFoundSaysWhichDictionariesWereSearched() {
        let result = Self.lookUp("xylophone", in: ["en/en.index", "ja"])
        #expect(result.entries.isEmpty)
        #expect(result.dictionaries.count == 2)
    }

    /// CJK text is looked up by its longest leading word a dictionary holds.
    @Test(arguments: [("日本語です", "日本語"), ("日本人", "日本"), ("東京へ", "東京"), ("日曜", "日"), ("食べる", "食べる")])
    func cjkTextFindsItsLongestWord(text: String, word: String) {
        let result = Self.lookUp(text, in: ["ja"])
        #expect(result.word == word)
        #expect(result.entries.first?.headword == word)
    }

    /// pyglossary's StarDict of the same dictionary: its synonyms (`.syn`) find `mouse` from `mice`.
    @Test func aStarDictFindsWordsAndSynonyms() throws {
        let run = Self.lookUp("run", in: ["stardict-en"])
        let dictd = Self.lookUp("run", in: ["en/en.index"])
        #expect(run.entries.map(Self.text) == dictd.entries.map(Self.text))
        let mice = Self.lookUp("mice", in: ["stardict-en"])
        #expect(mice.entries.map(\.headword) == ["mouse"])
    }

    /// HTML articles: inline elements keep their spaces, lists are bulleted, entities decoded,
    /// `bword://` links kept.
    @Test func htmlArticlesReadAsText() throws {
        let result = Self.lookUp("run", in: ["stardict-html"])
        #expect(result.entries.count == 2)
        let first = try #require(result.entries.first)
        #expect(
            Self.text(first) == """
                run v.
                  • to move swiftly on foot
                  • to compete in a race
                Past tense: ran.
                """)
        #expect(first.paragraphs.flatMap { $0.links.map(\.target) } == ["race", "ran"])
        let entities = try #require(Self.lookUp("entities", in: ["stardict-html"]).entries.first)
        #expect(Self.text(entities).contains("<tag> \"quoted\" 'single' café été ☺"))
    }

    /// Typed fields (a pronunciation before the text) and a gzip-compressed index.
    @Test func typedFieldsAndAPackedIndex() throws {
        let entry = try #require(Self.lookUp("run", in: ["stardict-typed"]).entries.first)
        #expect(entry.paragraphs.first == DefinitionParagraph(text: "[rʌn]", style: .phonetic))
        #expect(entry.paragraphs.dropFirst().first?.text == "to move swiftly on foot")
    }

    /// Every hostile dictionary is left out with one warning, or gives what it can: the
    /// entries it holds whole, and a warning for each it cannot read — never a crash.
    @Test func hostileDictionariesWarnAndGoOn() throws {
        let words = ["alpha", "beta", "gamma", "delta", "zeta", "first", "second", "third", "city", "dictionary", "run", "zzz"]
        let hostile = try FileManager.default.contentsOfDirectory(atPath: Self.folder + "hostile").sorted()
        #expect(hostile.count >= 15)
        for name in hostile {
            let shelf = DictionaryShelf(folders: [Self.folder + "hostile/" + name])
            for word in words {
                let result = shelf.lookUp(word)
                #expect(result.warnings.allSatisfy { !$0.contains("\n") }, "\(name)")
                _ = result.entries.map(\.paragraphs)
            }
        }
        // Past the end: the article is skipped with a warning; the others are read.
        let pastEnd = DictionaryShelf(folders: [Self.folder + "hostile/sd-offset-past-end"])
        #expect(pastEnd.lookUp("delta").warnings.count == 1)
        #expect(pastEnd.lookUp("alpha").entries.count == 1)
        // A dictzip file cut in half still gives the articles in the chunks it holds.
        let cut = DictionaryShelf(folders: [Self.folder + "hostile/sd-dz-truncated"])
        #expect(cut.lookUp("alpha").entries.count == 1)
        #expect(cut.lookUp("zeta").entries.isEmpty && cut.lookUp("zeta").warnings.count == 1)
        // A table that cannot be read leaves the dictionary out, said once.
        let refused = DictionaryShelf(folders: [Self.folder + "hostile/sd-dz-zero-chunk-length"])
        #expect(refused.open().names.isEmpty && refused.open().warnings.count == 1)
    }
}
