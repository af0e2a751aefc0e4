import Testing

@testable import ReaderCore

@Suite struct RomanNumeralTests {
    @Test func readsCanonicalNumerals() {
        #expect(RomanNumeral.value("I") == 1)
        #expect(RomanNumeral.value("IV") == 4)
        #expect(RomanNumeral.value("XLII") == 42)
        #expect(RomanNumeral.value("xlii") == 42)
        #expect(RomanNumeral.value("MCMXCIV") == 1994)
        #expect(RomanNumeral.value("MMMCMXCIX") == 3999)
    }

    @Test(arguments: ["", "IIII", "IL", "VX", "Xi", "ABC", "MMMM", "IC"])
    func rejectsNonCanonical(_ text: String) {
        #expect(RomanNumeral.value(text[...]) == nil)
    }

    @Test func everyValueRoundTrips() {
        for n in 1...3999 {
            let upper = RomanNumeral.format(n)
            #expect(RomanNumeral.value(upper[...]) == n)
            #expect(RomanNumeral.value(upper.lowercased()[...]) == n)
        }
    }
}

@Suite struct NumberWordsTests {
    @Test func readsCardinals() {
        #expect(NumberWords.cardinal("One") == 1)
        #expect(NumberWords.cardinal("FIFTEEN") == 15)
        #expect(NumberWords.cardinal("Twenty") == 20)
        #expect(NumberWords.cardinal("TWENTY-ONE") == 21)
        #expect(NumberWords.cardinal("ninety-nine") == 99)
        #expect(NumberWords.cardinal("Twenty-Ten") == nil)
        #expect(NumberWords.cardinal("Twenty-") == nil)
        #expect(NumberWords.cardinal("Once") == nil)
    }

    @Test func readsOrdinals() {
        #expect(NumberWords.ordinal("FIRST") == 1)
        #expect(NumberWords.ordinal("Second") == 2)
        #expect(NumberWords.ordinal("twentieth") == 20)
        #expect(NumberWords.ordinal("Firsts") == nil)
    }
}
