import PropertyBased
import Testing

@testable import ReaderCore

@Suite struct SectionPathTests {
    /// A path holds exactly the numbers appended to it, in order, and two paths are equal when
    /// their numbers are, as arrays of them would be.
    @Test func holdsItsNumbersAsAnArrayWould() async {
        let numbers = Gen.int(in: 0...(SectionPath.limit - 1)).array(of: 0...SectionPath.capacity)
        await propertyCheck(count: 500, input: numbers, numbers) { a, b in
            var path = SectionPath()
            for n in a { path.append(n) }
            #expect(Array(path) == a)
            #expect(path.count == a.count && path.last == a.last)
            let other = b.reduce(into: SectionPath()) { $0.append($1) }
            #expect((path == other) == (a == b))
            if a.count < SectionPath.capacity { #expect(Array(path.appending(7)) == a + [7]) }
        }
    }

    /// The parser's sections keep their numbers: a lettered one's letter counts as its first.
    @Test func theParsersSectionsKeepTheirNumbers() {
        #expect(Array(HeadingParser.section("12.3.45. Setting Up the Network")?.sectionPath ?? []) == [12, 3, 45])
        #expect(HeadingParser.section("A.2. Glossary of Terms")?.sectionPath == [1, 2])
        #expect(HeadingParser.section("Chapter 241. The Last")?.sectionPath == [241])
    }
}
