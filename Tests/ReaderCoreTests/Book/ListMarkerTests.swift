import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// `ListMarker.numberedBytes` reads the numbered markers the scalars did.
@Suite struct ListMarkerTests {
    /// The marker as read from the scalars before it was read on the bytes: the end of the marker in scalars.
    static func numberedByScalars(_ scalars: Substring.UnicodeScalarView) -> Int? {
        var i = scalars.startIndex
        var digits = 0, groups = 0
        while i < scalars.endIndex {
            let start = i
            while i < scalars.endIndex, ("0"..."9").contains(scalars[i]) { i = scalars.index(after: i) }
            let count = scalars.distance(from: start, to: i)
            guard count > 0, count <= 2 else { break }
            digits += count
            guard i < scalars.endIndex, scalars[i] == "." || scalars[i] == ")" else { return nil }
            let punct = scalars[i]
            i = scalars.index(after: i)
            groups += 1
            if punct == ")" { break }
        }
        if digits == 0 {
            let letter = scalars[scalars.startIndex]
            i = scalars.index(after: scalars.startIndex)
            guard i < scalars.endIndex else { return nil }
            let p = scalars[i]
            guard p == ")" || (p == "." && ("A"..."Z").contains(letter)) else { return nil }
            i = scalars.index(after: i)
        } else if groups == 0 {
            return nil
        }
        return scalars.distance(from: scalars.startIndex, to: i)
    }

    static let pieces = ["1", "2", "12", "123", ".", ")", " ", "a", "A", "I", "x", "é", "一", "\u{301}", "）", "(", "text"]

    @Test func bytesAgreeWithScalars() async {
        await propertyCheck(count: 3000, input: Gen.text(of: Self.pieces, count: 1...8)) { text in
            // `numbered` is asked of lines opening with an ASCII letter or digit.
            guard let first = text.unicodeScalars.first,
                first.properties.isASCIIHexDigit || ("a"..."z").contains(first) || ("A"..."Z").contains(first)
            else { return }
            var body = text[...]
            #expect(body.withUTF8(ListMarker.numberedBytes) == Self.numberedByScalars(text[...].unicodeScalars), "\(text.debugDescription)")
        }
    }

    @Test func markersAndTheirWidths() {
        #expect(ListMarker("2.3. item")?.width == 5)
        #expect(ListMarker("12) item")?.width == 4)
        #expect(ListMarker("A. item")?.width == 3)
        #expect(ListMarker("1.234 item")?.width == 6)
        #expect(ListMarker("I think") == nil)
        #expect(ListMarker("1999 was") == nil)
    }
}
