import Testing

@testable import ReaderLibrary

@Suite struct FullTextQueryTests {
    @Test func everyTrigramIsLookedUpQuoted() {
        #expect(FullTextQuery("whale") == .trigrams(#""wha" AND "hal" AND "ale""#))
        #expect(FullTextQuery("孙悟空") == .trigrams(#""孙悟空""#))
        #expect(FullTextQuery(#"a"b"#) == .trigrams(#""a""b""#))
    }

    @Test func aLongQueryLooksUpTrigramsSpreadOverIt() throws {
        let text = String(repeating: "abcdefghij", count: 10)
        guard case .trigrams(let expression)? = FullTextQuery(text) else { Issue.record("no trigrams"); return }
        let terms = expression.components(separatedBy: " AND ")
        #expect(terms.count == FullTextQuery.maximumTrigrams)
        #expect(terms.first == #""abc""#)
        #expect(terms.last == #""hij""#)
    }

    @Test func queriesShorterThanATrigramAreScannedForWithWildcardsEscaped() {
        #expect(FullTextQuery("悟空") == .like("%悟空%"))
        #expect(FullTextQuery("%_") == .like(#"%\%\_%"#))
        #expect(FullTextQuery(#"\"#) == .like(#"%\\%"#))
        #expect(FullTextQuery("") == nil)
    }
}
