import PropertyBased
import Testing

@testable import ReaderCore

/// The standard spelling of 1…99,999 (一万二千三百零五), written independently of the parser.
private func spelled(_ n: Int) -> String {
    let digits = Array("零一二三四五六七八九")
    let units: [(Int, String)] = [(10000, "万"), (1000, "千"), (100, "百"), (10, "十"), (1, "")]
    var out = ""
    var zeroPending = false
    for (u, name) in units {
        let d = (n / u) % 10
        if d == 0 {
            if !out.isEmpty { zeroPending = true }
            continue
        }
        if zeroPending { out.append("零") }
        zeroPending = false
        if !(u == 10 && d == 1 && out.isEmpty) { out.append(digits[d]) }
        out += name
    }
    return out
}

private func value(_ s: String) -> Int? { ChineseNumeral.value(s.unicodeScalars) }

@Suite struct ChineseNumeralTests {
    @Test func readsCommonForms() {
        #expect(value("一") == 1)
        #expect(value("十") == 10)
        #expect(value("十一") == 11)
        #expect(value("二十") == 20)
        #expect(value("一百零五") == 105)
        #expect(value("一百十") == 110)
        #expect(value("一百二") == 102, "as 三国演义 numbers its 102nd chapter")
        #expect(value("两千") == 2000)
        #expect(value("〇") == 0)
        #expect(value("廿三") == 23)
    }

    @Test func readsTraditionalAndFinancialForms() {
        #expect(value("貳拾參") == 23)
        #expect(value("壹佰") == 100)
        #expect(value("叁仟") == 3000)
        #expect(value("一萬") == 10000)
    }

    @Test func readsPositionalAbbreviations() {
        #expect(value("九八") == 98)
        #expect(value("一○○") == 100)
        #expect(value("一〇") == 10)
        #expect(value("八三") == 83)
    }

    @Test func rejectsWhatIsNotANumeral() {
        #expect(value("") == nil)
        #expect(value("二二十") == nil)
        #expect(value("十天") == nil)
    }

    @Test func roundTripsStandardSpellings() async {
        await propertyCheck(input: Gen.int(in: 1...99_999)) { n in
            #expect(value(spelled(n)) == n, "\(spelled(n))")
        }
    }
}
