import Testing

@testable import ReaderLibrary

@Suite struct FullTextQueryTests {
    @Test func everyTermIsLookedUpQuotedAndFolded() {
        #expect(FullTextQuery("Whále") == .terms(#""wha" AND "hal" AND "ale""#))
        #expect(FullTextQuery("孙悟空") == .terms(#""孙悟" AND "悟空""#))
        #expect(FullTextQuery(#"a"b"#) == .terms(#""a""b""#))
    }

    @Test func aLongQueryLooksUpTermsSpreadOverIt() throws {
        let text = String(repeating: "abcdefghij", count: 10)
        guard case .terms(let expression) = FullTextQuery(text) else { Issue.record("no terms"); return }
        let terms = expression.components(separatedBy: " AND ")
        #expect(terms.count == FullTextQuery.maximumTerms)
        #expect(terms.first == #""abc""#)
        #expect(terms.last == #""hij""#)
    }

    @Test func queriesShorterThanATermAreScannedFor() {
        #expect(FullTextQuery("悟空") == .terms(#""悟空""#))
        #expect(FullTextQuery("悟") == .scan)
        #expect(FullTextQuery("ab") == .scan)
        #expect(FullTextQuery("") == .scan)
    }
}
