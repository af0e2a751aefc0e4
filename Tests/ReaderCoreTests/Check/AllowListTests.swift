import Testing

@testable import ReaderCore

/// The allow-list: `PATTERN FLAG REASON` lines, patterns matched against the end of a path.
struct AllowListTests {
    static let text = """
        # comment
        en/moby-dick.*.txt   contents-in-list   its printed contents list is in the text

        bad/*  open-failed  hostile input must fail with one line
        """

    @Test func acceptsAFlagForTheBooksItNames() throws {
        let list = try AllowList(parsing: Self.text)
        #expect(list.entries.count == 2)
        #expect(
            list.reason(for: .contentsInList, path: "../shared/corpus/en/moby-dick.pg2701.utf8.txt")
                == "its printed contents list is in the text")
        #expect(list.reason(for: .contentsInList, path: "/corpus/en/war-and-peace.txt") == nil)
        #expect(list.reason(for: .lostText, path: "../shared/corpus/en/moby-dick.pg2701.utf8.txt") == nil)
        #expect(list.reason(for: .openFailed, path: "/work/shared/corpus/bad/empty.txt") != nil)
        // A pattern matches at a folder boundary only.
        #expect(list.reason(for: .openFailed, path: "/corpus/notbad/empty.txt") == nil)
    }

    @Test func aBadLineIsAnErrorNamingIt() {
        #expect(throws: AllowListError(line: 2, reason: "unknown flag slowly")) { try AllowList(parsing: "a slow ok\nb slowly why") }
        #expect(throws: AllowListError(line: 1, reason: "needs a pattern, a flag and a reason")) { try AllowList(parsing: "a slow") }
    }
}
