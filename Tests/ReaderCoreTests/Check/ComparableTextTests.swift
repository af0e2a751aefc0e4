import Testing

@testable import ReaderCore

/// What the round trip compares: letters, marks and digits of any script; no spaces, punctuation or symbols.
struct ComparableTextTests {
    @Test func keepsLettersAndDigitsOnly() {
        var letters: [UInt32] = []
        ComparableText.append("A b,\n  c—1 % * * *\t_é_ 第一回「好」。", to: &letters)
        #expect(String(String.UnicodeScalarView(letters.compactMap(Unicode.Scalar.init))) == "Abc1é第一回好")
    }
}
