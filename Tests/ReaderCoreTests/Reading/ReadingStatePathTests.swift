import FoundationEssentials
import Testing

@testable import ReaderCore

/// A book whose name is not UTF-8 keeps its own bytes in the saved state (`pathBytes`), so the
/// next session finds it; the shown path stays the repaired one, and older files still load.
struct ReadingStatePathTests {
    let place = Location(offset: 7, grapheme: 0, snippet: "")

    @Test func aNameThatIsNotUTF8IsWrittenAsItsBytes() throws {
        let bytes = Array("/tmp/written-caf".utf8) + [0xE9] + Array(".txt".utf8)
        let shown = String(decoding: bytes, as: UTF8.self)
        RawPaths.register(shown, bytes: bytes)
        let json = try JSONEncoder().encode(ReadingState(fingerprint: "f", path: shown, location: place))
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains("\"pathBytes\":[" + bytes.map(String.init).joined(separator: ",") + "]"))
        let plain = try JSONEncoder().encode(ReadingState(fingerprint: "f", path: "/tmp/plain.txt", location: place))
        #expect(!String(decoding: plain, as: UTF8.self).contains("pathBytes"), "a UTF-8 name needs no bytes")
    }

    @Test func theBytesReadBackNameTheFile() throws {
        // Bytes never registered in this process: only the decoding can have made them known.
        let bytes = Array("/tmp/read-back-".utf8) + [0xFF, 0xFE] + Array(".txt".utf8)
        let json =
            #"{"version":1,"fingerprint":"f","path":"/tmp/read-back-??.txt","pathBytes":["#
            + bytes.map(String.init).joined(separator: ",") + #"],"location":{"offset":7,"grapheme":0,"snippet":""}}"#
        let state = try JSONDecoder().decode(ReadingState.self, from: Data(json.utf8))
        #expect(state.path == "/tmp/read-back-\u{FFFD}\u{FFFD}.txt")
        #expect(RawPaths.bytes(of: state.path) == (bytes + [0]).map { CChar(bitPattern: $0) })
    }

    @Test func bytesThatAreNoPathAreIgnoredAndOldFilesLoad() throws {
        for bad in ["[]", "[47,0,65]", "[300]", "\"x\""] {
            let json =
                #"{"version":1,"fingerprint":"f","path":"/b.txt","pathBytes":"# + bad
                + #","location":{"offset":7,"grapheme":0,"snippet":""}}"#
            #expect(try JSONDecoder().decode(ReadingState.self, from: Data(json.utf8)).path == "/b.txt", "\(bad)")
        }
        let old = #"{"version":1,"fingerprint":"f","path":"/b.txt","location":{"offset":7,"grapheme":0,"snippet":""}}"#
        #expect(try JSONDecoder().decode(ReadingState.self, from: Data(old.utf8)).path == "/b.txt")
    }
}
