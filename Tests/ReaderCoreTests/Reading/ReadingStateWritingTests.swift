import FoundationEssentials
import Testing

@testable import ReaderCore

/// The writing chosen for a book is kept with its place; older files, and values not
/// understood, give none.
struct ReadingStateWritingTests {
    let place = Location(offset: 120, grapheme: 3, snippet: "吾輩")

    @Test func theChosenWritingRoundTripsAndIsOptional() throws {
        let state = ReadingState(fingerprint: "f", path: "/b.txt", location: place, writing: .vertical)
        let decoded = try JSONDecoder().decode(ReadingState.self, from: JSONEncoder().encode(state))
        #expect(decoded.writing == .vertical && decoded == state)
        let old = #"{"version":1,"fingerprint":"f","path":"/b.txt","location":{"offset":120,"grapheme":3,"snippet":""}}"#
        #expect(try JSONDecoder().decode(ReadingState.self, from: Data(old.utf8)).writing == nil)
        let odd =
            #"{"version":1,"fingerprint":"f","path":"/b.txt","location":{"offset":120,"grapheme":3,"snippet":""},"writing":"diagonal"}"#
        let kept = try JSONDecoder().decode(ReadingState.self, from: Data(odd.utf8))
        #expect(kept.writing == nil && kept.location == place)
    }
}
