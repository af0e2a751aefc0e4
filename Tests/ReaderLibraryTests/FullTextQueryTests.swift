import Testing

@testable import ReaderLibrary

@Suite struct FullTextQueryTests {
    @Test func everyTermIsLookedUpFoldedAndOnce() {
        #expect(FullTextQuery("Whále") == .terms(SearchGrams.keys(of: "whale")))
        #expect(FullTextQuery("Whále") == .terms(["wha", "hal", "ale"].flatMap(SearchGrams.keys)))
        #expect(FullTextQuery("孙悟空") == .terms(SearchGrams.keys(of: "孙悟空")))
        #expect(FullTextQuery("abcabca") == .terms(["abc", "bca", "cab"].flatMap(SearchGrams.keys)))
    }

    @Test func aLongQueryLooksUpTermsSpreadOverIt() throws {
        let text = "abcdefghijklmnopqrstuvwxyz"
        guard case .terms(let keys) = FullTextQuery(text) else {
            Issue.record("no terms")
            return
        }
        #expect(keys.count == FullTextQuery.maximumTerms)
        #expect(keys.first == SearchGrams.keys(of: "abc").first)
        #expect(keys.last == SearchGrams.keys(of: "xyz").first)
    }

    @Test func queriesShorterThanATermAreScannedFor() {
        #expect(FullTextQuery("悟空") == .terms(SearchGrams.keys(of: "悟空")))
        #expect(FullTextQuery("悟") == .scan)
        #expect(FullTextQuery("ab") == .scan)
        #expect(FullTextQuery("") == .scan)
    }
}
